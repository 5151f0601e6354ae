/**
 * The inspect-element request payload (§3): which component's props and state to read.
 * `tempoElementID` is the codebase id of the element (needed for a non-component lookup) and
 * `componentElementId` the key of the component's element in the tree.
 */
export interface InspectElementPayload {
  readonly isComponent: boolean
  readonly componentName: string
  readonly tempoElementID: string | null
  readonly componentElementId: string | null
}

/** The full inspect-element request as it travels: `{ id, type, payload }` (§3). */
export interface InspectElementRequest {
  readonly id: string
  readonly type: 'inspectElement'
  readonly payload: InspectElementPayload
}

/** The texts an inspect request can fail with (§8), exactly. */
export const INSPECT_ELEMENT_ERRORS = {
  NO_COMPONENT_NAME: 'No component name',
  ELEMENT_NOT_FOUND: 'Could not find element',
  COMPONENT_NOT_FOUND: 'Could not find component',
  NO_COMPONENT_FOUND: 'No component found',
} as const

/** One of the four {@link INSPECT_ELEMENT_ERRORS}. */
export type InspectElementError =
  (typeof INSPECT_ELEMENT_ERRORS)[keyof typeof INSPECT_ELEMENT_ERRORS]

/** Tells whether a value is one of the four {@link INSPECT_ELEMENT_ERRORS}. */
export function isInspectElementError(value: unknown): value is InspectElementError {
  return (Object.values(INSPECT_ELEMENT_ERRORS) as readonly unknown[]).includes(value)
}

/**
 * The state-and-props reply (§3): the request id with props and state, where nested objects are
 * shown as `OBJECT_PLACEHOLDER` and functions as `FUNCTION_PLACEHOLDER`.
 */
export interface StateAndPropsReply {
  readonly id: string
  readonly props: InspectedValue
  readonly state: InspectedValue
}

/** The reply to an inspect request that failed: the request id and the spec's error text. */
export interface InspectElementErrorReply {
  readonly id: string
  readonly error: InspectElementError
}

/** What `inspectElement` resolves to: props and state, or one of the spec's errors. */
export type InspectElementReply = StateAndPropsReply | InspectElementErrorReply

/**
 * A value after placeholder serialisation: JSON with objects and functions replaced by
 * placeholder strings (see `toInspectedValue`).
 */
export type InspectedValue =
  | string
  | number
  | boolean
  | null
  | readonly InspectedValue[]
  | { readonly [key: string]: InspectedValue }

/**
 * What the frame runtime's inspect function returns: the raw props and state of the component
 * (the endpoint serialises them with placeholders), or one of the spec's errors.
 */
export type InspectOutcome =
  | { readonly props: unknown; readonly state: unknown }
  | { readonly error: InspectElementError }
