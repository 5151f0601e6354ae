import type { StylingFramework } from './change-fields'
import type { ChangeType } from './change-type'
import type { JsonValue } from './json-value'

/** The change types that have a backend call: every type but UNKNOWN. */
export type RequestableChangeType = Exclude<ChangeType, 'UNKNOWN'>

/**
 * The path suffix of each backend call (§7), after `canvases/{canvasId}/parseAndMutate/`.
 *
 * @example
 * ```ts
 * API_PATH_SUFFIXES.STYLING // 'mutate/styling'
 * ```
 */
export const API_PATH_SUFFIXES = {
  STYLING: 'mutate/styling',
  ADD_JSX: 'mutate/addJsxElement',
  MOVE_JSX: 'mutate/moveJsxElement',
  REMOVE_JSX: 'mutate/removeJsxElement',
  CHANGE_PROP: 'mutate/changePropValue',
  WRAP_DIV: 'mutate/wrapInDiv',
  DUPLICATE: 'mutate/duplicate',
  CHANGE_TAG: 'mutate/changeElementTag',
  ADD_CLASS: 'mutate/addClass',
  REMOVE_CLASS: 'mutate/removeClass',
  EDIT_TEXT: 'mutate/editText',
  UNDO: 'activities/undoChangeToFiles',
  REDO: 'activities/redoChangeToFiles',
} as const satisfies Record<RequestableChangeType, string>

/** One of the 13 {@link API_PATH_SUFFIXES}. */
export type ApiPathSuffix = (typeof API_PATH_SUFFIXES)[RequestableChangeType]

/**
 * Builds the URL path of a backend call: `canvases/{canvasId}/parseAndMutate/{suffix}`, with the
 * canvas id URI-encoded.
 *
 * @example
 * ```ts
 * buildApiUrlPath('c1', API_PATH_SUFFIXES.UNDO) // 'canvases/c1/parseAndMutate/activities/undoChangeToFiles'
 * ```
 */
export function buildApiUrlPath(canvasId: string, suffix: ApiPathSuffix): string {
  return `canvases/${encodeURIComponent(canvasId)}/parseAndMutate/${suffix}`
}

/**
 * Builds the URL path of the lookups call (a `GET`, not a change item):
 * `canvases/{canvasId}/parseAndMutate/lookups`, with the canvas id URI-encoded. Its answer is a
 * `Lookups`.
 *
 * @example
 * ```ts
 * buildLookupsUrlPath('learner-web') // 'canvases/learner-web/parseAndMutate/lookups'
 * ```
 */
export function buildLookupsUrlPath(canvasId: string): string {
  return `canvases/${encodeURIComponent(canvasId)}/parseAndMutate/lookups`
}

/** The tree elements a request may reference, by codebase id. */
export type TreeElementLookup<E> = Readonly<Record<string, E>>

/** The `newElement` of an ADD_JSX request that creates a native element. */
export interface NativeNewElement {
  readonly type: 'native'
  readonly nativeTag: string
  /** The tag again: a native element's component name is its tag. */
  readonly componentName: string
  readonly propsToSet: Readonly<Record<string, JsonValue>>
}

/** Body of `mutate/styling`. */
export interface StylingRequestBody<E> {
  readonly reactElement: E
  /** The other elements of a multi-selection (`alsoCodebaseIds`); sent only when there are some. */
  readonly alsoReactElements?: readonly E[] | null | undefined
  readonly styling: Readonly<Record<string, string | null>>
  readonly stylingFramework: StylingFramework
  readonly modifiers: readonly string[]
  readonly customProperties: Readonly<Record<string, string>>
}

/** Body of `mutate/addJsxElement`; absent optional references are null. */
export interface AddJsxRequestBody<E> {
  readonly destinationElement: E
  readonly beforeElement: E | null
  readonly afterElement: E | null
  /**
   * The position among the destination's children (see `AddJsxFields.childIndex`); sent only
   * when set (null and absent alike mean "not given").
   */
  readonly childIndex?: number | null | undefined
  /** A copy of the element to duplicate, or a native element to create. */
  readonly newElement: E | NativeNewElement
  readonly canvasId: string
  readonly deletedStoryboardId: string | null
  readonly fileContentsToSourceFrom: string | null
  readonly fileContentsSourceFilename: string | null
  /** Whether the frame already shows the element (then no success message is reported). */
  readonly hasInstantUpdate: boolean
}

/** Body of `mutate/moveJsxElement`; absent optional references are null. */
export interface MoveJsxRequestBody<E> {
  readonly elementToMove: E
  readonly newContainerElement: E
  readonly afterElement: E | null
  readonly beforeElement: E | null
  readonly expectedCurrentParent: E | null
  /**
   * The position among the new parent's children (see `MoveJsxFields.childIndex`); sent only
   * when set (null and absent alike mean "not given").
   */
  readonly childIndex?: number | null | undefined
}

/** Body of `mutate/removeJsxElement`. */
export interface RemoveJsxRequestBody<E> {
  readonly elementsToRemove: readonly E[]
}

/** Body of `mutate/changePropValue`. */
export interface ChangePropRequestBody<E> {
  readonly elementToModify: E
  /** The other elements of a multi-selection (`alsoCodebaseIds`); sent only when there are some. */
  readonly alsoReactElements?: readonly E[] | null | undefined
  readonly propName: string
  readonly propValue: JsonValue
}

/** Body of `mutate/wrapInDiv` and `mutate/duplicate`. */
export interface ReactElementsRequestBody<E> {
  readonly reactElements: readonly E[]
}

/** Body of `mutate/changeElementTag`. */
export interface ChangeTagRequestBody<E> {
  readonly elementToModify: E
  readonly newTag: string
}

/** Body of `mutate/addClass`. */
export interface AddClassRequestBody<E> {
  readonly reactElement: E
  /** The other elements of a multi-selection (`alsoCodebaseIds`); sent only when there are some. */
  readonly alsoReactElements?: readonly E[] | null | undefined
  readonly className: string
  /** 'Tailwind' for a Tailwind utility class, otherwise null. */
  readonly stylingFramework: 'Tailwind' | null
  readonly modifiers: readonly string[]
  readonly customProperties: Readonly<Record<string, string>>
}

/** Body of `mutate/removeClass`. */
export interface RemoveClassRequestBody<E> {
  readonly reactElement: E
  /** The other elements of a multi-selection (`alsoCodebaseIds`); sent only when there are some. */
  readonly alsoReactElements?: readonly E[] | null | undefined
  readonly className: string
}

/** Body of `mutate/editText`. */
export interface EditTextRequestBody<E> {
  readonly element: E
  readonly newText: string
  readonly oldText: string
  /** The text run to edit (see `EditTextFields.textRunIndex`); sent only when set. */
  readonly textRunIndex?: number | null | undefined
}

/** Body of `activities/undoChangeToFiles`: the activity id of the change to undo. */
export interface UndoRequestBody {
  readonly latestUuid: string
}

/** Body of `activities/redoChangeToFiles`: the activity id of the change to redo. */
export interface RedoRequestBody {
  readonly changeToRedoId: string
}

/** The request body of each requestable change type, with tree elements of type `E`. */
export interface ApiRequestBodies<E> {
  STYLING: StylingRequestBody<E>
  ADD_JSX: AddJsxRequestBody<E>
  MOVE_JSX: MoveJsxRequestBody<E>
  REMOVE_JSX: RemoveJsxRequestBody<E>
  CHANGE_PROP: ChangePropRequestBody<E>
  WRAP_DIV: ReactElementsRequestBody<E>
  DUPLICATE: ReactElementsRequestBody<E>
  CHANGE_TAG: ChangeTagRequestBody<E>
  ADD_CLASS: AddClassRequestBody<E>
  REMOVE_CLASS: RemoveClassRequestBody<E>
  EDIT_TEXT: EditTextRequestBody<E>
  UNDO: UndoRequestBody
  REDO: RedoRequestBody
}

/** The backend call for a change of type `T`. */
export interface ApiRequestOf<T extends RequestableChangeType, E> {
  /** Which call this is; discriminates {@link ApiRequest}. */
  readonly pathSuffix: (typeof API_PATH_SUFFIXES)[T]
  /** `canvases/{canvasId}/parseAndMutate/{pathSuffix}`. */
  readonly urlPath: string
  readonly body: ApiRequestBodies<E>[T]
  /** What to tell the user once the call succeeds, when the call has such a message. */
  readonly successMessage?: string
}

/** Any backend call, discriminated by `pathSuffix`. */
export type ApiRequest<E> = {
  [T in RequestableChangeType]: ApiRequestOf<T, E>
}[RequestableChangeType]
