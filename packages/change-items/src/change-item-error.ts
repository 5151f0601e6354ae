/**
 * The stable codes of every error this package throws.
 *
 * - `INVALID_UUID`: a value that must be a uuid is not one (message `Invalid UUID`).
 * - `UNKNOWN_CHANGE_TYPE`: a serialised item names a type that does not exist
 *   (message `Unknown change type: {type}`).
 * - `UNSUPPORTED_OPERATION`: an UNKNOWN change was asked for an API request
 *   (message `Unsupported operation`).
 * - `MISSING_ACTIVITY_ID`: an UNDO or REDO wraps a change without an activity id.
 * - `ELEMENT_NOT_IN_LOOKUP`: a codebase id needed in a request body has no tree element.
 * - `INVALID_TRANSITION`: a lifecycle action came in an impossible order.
 * - `INVALID_CHANGE_FIELDS`: change fields are missing or have the wrong shape.
 * - `INVALID_SERIALISED_ITEM`: a serialised item is not shaped like one.
 * - `INVALID_ELEMENT_KEY`: an element key string cannot be parsed.
 */
export type ChangeItemErrorCode =
  | 'INVALID_UUID'
  | 'UNKNOWN_CHANGE_TYPE'
  | 'UNSUPPORTED_OPERATION'
  | 'MISSING_ACTIVITY_ID'
  | 'ELEMENT_NOT_IN_LOOKUP'
  | 'INVALID_TRANSITION'
  | 'INVALID_CHANGE_FIELDS'
  | 'INVALID_SERIALISED_ITEM'
  | 'INVALID_ELEMENT_KEY'

/**
 * The one error class of this package: a stable {@link ChangeItemErrorCode} plus a human message.
 *
 * @example
 * ```ts
 * try {
 *   prepareApiRequest(item, canvasId, lookup)
 * } catch (error) {
 *   if (isChangeItemError(error) && error.code === 'ELEMENT_NOT_IN_LOOKUP') {
 *     console.warn(`refresh the tree, ${error.codebaseId} is missing`)
 *   }
 * }
 * ```
 */
export class ChangeItemError extends Error {
  /** The stable code; switch on this, never on the message. */
  readonly code: ChangeItemErrorCode
  /** The codebase id the error is about, for `ELEMENT_NOT_IN_LOOKUP`. */
  readonly codebaseId: string | undefined

  constructor(code: ChangeItemErrorCode, message: string, options?: { codebaseId?: string }) {
    super(message)
    this.name = 'ChangeItemError'
    this.code = code
    this.codebaseId = options?.codebaseId
  }
}

/**
 * Tells whether a caught value is a {@link ChangeItemError}. Unlike `instanceof` it also
 * recognises errors thrown by another copy of this package (for example its CJS build while
 * you import the ESM one).
 *
 * @example
 * ```ts
 * if (isChangeItemError(error)) console.log(error.code)
 * ```
 */
export function isChangeItemError(value: unknown): value is ChangeItemError {
  if (value instanceof ChangeItemError) return true
  return (
    value instanceof Error &&
    value.name === 'ChangeItemError' &&
    typeof (value as { code?: unknown }).code === 'string'
  )
}
