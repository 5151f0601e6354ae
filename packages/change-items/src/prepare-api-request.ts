import {
  API_PATH_SUFFIXES,
  type ApiRequest,
  type ApiRequestBodies,
  type ApiRequestOf,
  buildApiUrlPath,
  type NativeNewElement,
  type RequestableChangeType,
  type TreeElementLookup,
} from './api-request'
import type { ChangeItem, ChangeItemOf } from './change-item'
import { ChangeItemError } from './change-item-error'
import type { JsonValue } from './json-value'

function lookUp<E>(lookup: TreeElementLookup<E>, codebaseId: string, field: string): E {
  const element = Object.hasOwn(lookup, codebaseId) ? lookup[codebaseId] : undefined
  if (element === undefined) {
    throw new ChangeItemError(
      'ELEMENT_NOT_IN_LOOKUP',
      `No tree element for codebase id "${codebaseId}" (needed for ${field})`,
      { codebaseId },
    )
  }
  return element
}

/** `alsoReactElements` of a body: the elements of `ids`, or nothing when there are none. */
function alsoElements<E>(
  lookup: TreeElementLookup<E>,
  ids: readonly string[] | undefined,
): { readonly alsoReactElements?: readonly E[] } {
  if (ids === undefined || ids.length === 0) return {}
  return { alsoReactElements: ids.map((id) => lookUp(lookup, id, 'alsoReactElements')) }
}

function lookUpOptional<E>(
  lookup: TreeElementLookup<E>,
  codebaseId: string | undefined,
  field: string,
): E | null {
  return codebaseId === undefined ? null : lookUp(lookup, codebaseId, field)
}

function activityIdOf(wrapped: ChangeItem, verb: 'undo' | 'redo'): string {
  if (wrapped.activityId === null || wrapped.activityId === '') {
    throw new ChangeItemError(
      'MISSING_ACTIVITY_ID',
      `Cannot ${verb} change ${wrapped.id} (${wrapped.type}): it has no activity id`,
    )
  }
  return wrapped.activityId
}

function nativeElement(
  nativeTag: string | undefined,
  propsToSet: Readonly<Record<string, JsonValue>> | undefined,
): NativeNewElement {
  if (nativeTag === undefined || nativeTag === '') {
    throw new ChangeItemError(
      'INVALID_CHANGE_FIELDS',
      'changeFields of ADD_JSX needs addCodebaseId (copy an element) or addNativeTag (a native element)',
    )
  }
  return { type: 'native', nativeTag, componentName: nativeTag, propsToSet: propsToSet ?? {} }
}

function request<T extends RequestableChangeType, E>(
  type: T,
  canvasId: string,
  body: ApiRequestBodies<E>[T],
  successMessage?: string,
): ApiRequestOf<T, E> {
  const pathSuffix = API_PATH_SUFFIXES[type]
  const urlPath = buildApiUrlPath(canvasId, pathSuffix)
  return successMessage === undefined
    ? { pathSuffix, urlPath, body }
    : { pathSuffix, urlPath, body, successMessage }
}

/**
 * Prepares the backend call for a change item: its URL path, its body (with every codebase id
 * replaced by the tree element the lookup holds for it) and, for some calls, the message to show
 * on success ('Successfully added' for an addition the frame did not already show,
 * 'Prop changed' for a prop change). UNDO and REDO send the activity id of the change they wrap.
 *
 * @param canvasId - the canvas the change belongs to.
 * @param treeElementLookup - tree elements by codebase id; an ADD_JSX copy gets a shallow copy.
 * @throws {@link ChangeItemError} `ELEMENT_NOT_IN_LOOKUP` when a referenced codebase id has no
 * element; `MISSING_ACTIVITY_ID` for an UNDO/REDO whose wrapped change has no activity id;
 * `UNSUPPORTED_OPERATION` ('Unsupported operation') for an UNKNOWN change.
 * @example
 * ```ts
 * const { urlPath, body } = prepareApiRequest(tagItem, 'canvas-1', { [id]: treeElement })
 * // urlPath: 'canvases/canvas-1/parseAndMutate/mutate/changeElementTag'
 * // body: { elementToModify: treeElement, newTag: 'section' }
 * await fetch(`${apiBase}/${urlPath}`, { method: 'POST', body: JSON.stringify(body) })
 * ```
 */
export function prepareApiRequest<E extends object>(
  item: ChangeItemOf<'UNKNOWN'>,
  canvasId: string,
  treeElementLookup: TreeElementLookup<E>,
): never
/**
 * Prepares the backend call for a change item of a known type; the request (path suffix and body)
 * is typed after that type. See the first overload for the details and errors.
 */
export function prepareApiRequest<T extends RequestableChangeType, E extends object>(
  item: ChangeItemOf<T>,
  canvasId: string,
  treeElementLookup: TreeElementLookup<E>,
): ApiRequestOf<T, E>
/**
 * Prepares the backend call for a change item of any type; the request is a union discriminated
 * by `pathSuffix`. See the first overload for the details and errors.
 */
export function prepareApiRequest<E extends object>(
  item: ChangeItem,
  canvasId: string,
  treeElementLookup: TreeElementLookup<E>,
): ApiRequest<E>
export function prepareApiRequest<E extends object>(
  item: ChangeItem,
  canvasId: string,
  lookup: TreeElementLookup<E>,
): ApiRequest<E> {
  switch (item.type) {
    case 'STYLING': {
      const fields = item.changeFields
      return request(item.type, canvasId, {
        reactElement: lookUp(lookup, fields.codebaseId, 'reactElement'),
        ...alsoElements(lookup, fields.alsoCodebaseIds),
        styling: fields.stylingChanges,
        stylingFramework: fields.stylingFramework,
        modifiers: fields.modifiers,
        customProperties: fields.customProperties,
      })
    }
    case 'ADD_JSX': {
      const fields = item.changeFields
      const hasInstantUpdate = item.lifecycle.instantUpdateSuccessful
      const newElement =
        fields.addCodebaseId === undefined
          ? nativeElement(fields.addNativeTag, fields.propsToSet)
          : { ...lookUp(lookup, fields.addCodebaseId, 'newElement') }
      const body = {
        destinationElement: lookUp(lookup, fields.codebaseIdToAddTo, 'destinationElement'),
        beforeElement: lookUpOptional(lookup, fields.beforeCodebaseId, 'beforeElement'),
        afterElement: lookUpOptional(lookup, fields.afterCodebaseId, 'afterElement'),
        ...(fields.childIndex === undefined ? {} : { childIndex: fields.childIndex }),
        newElement,
        canvasId,
        deletedStoryboardId: fields.deletedStoryboardId ?? null,
        fileContentsToSourceFrom: fields.fileContentsToSourceFrom ?? null,
        fileContentsSourceFilename: fields.fileContentsSourceFilename ?? null,
        hasInstantUpdate,
      }
      return request(item.type, canvasId, body, hasInstantUpdate ? undefined : 'Successfully added')
    }
    case 'MOVE_JSX': {
      const fields = item.changeFields
      const childIndex = fields.childIndex === undefined ? {} : { childIndex: fields.childIndex }
      return request(item.type, canvasId, {
        elementToMove: lookUp(lookup, fields.codebaseIdToMove, 'elementToMove'),
        newContainerElement: lookUp(lookup, fields.codebaseIdToMoveTo, 'newContainerElement'),
        afterElement: lookUpOptional(lookup, fields.afterCodebaseId, 'afterElement'),
        beforeElement: lookUpOptional(lookup, fields.beforeCodebaseId, 'beforeElement'),
        expectedCurrentParent: lookUpOptional(
          lookup,
          fields.expectedCurrentParentCodebaseId,
          'expectedCurrentParent',
        ),
        ...childIndex,
      })
    }
    case 'REMOVE_JSX':
      return request(item.type, canvasId, {
        elementsToRemove: item.changeFields.codebaseIdsToRemove.map((id) =>
          lookUp(lookup, id, 'elementsToRemove'),
        ),
      })
    case 'CHANGE_PROP': {
      const fields = item.changeFields
      const body = {
        elementToModify: lookUp(lookup, fields.codebaseIdToChange, 'elementToModify'),
        ...alsoElements(lookup, fields.alsoCodebaseIds),
        propName: fields.propName,
        propValue: fields.propValue,
      }
      return request(item.type, canvasId, body, 'Prop changed')
    }
    case 'WRAP_DIV':
      return request(item.type, canvasId, {
        reactElements: item.changeFields.codebaseIdsToWrap.map((id) =>
          lookUp(lookup, id, 'reactElements'),
        ),
      })
    case 'DUPLICATE':
      return request(item.type, canvasId, {
        reactElements: item.changeFields.codebaseIdsToDuplicate.map((id) =>
          lookUp(lookup, id, 'reactElements'),
        ),
      })
    case 'CHANGE_TAG':
      return request(item.type, canvasId, {
        elementToModify: lookUp(lookup, item.changeFields.codebaseIdToChange, 'elementToModify'),
        newTag: item.changeFields.newTagName,
      })
    case 'ADD_CLASS': {
      const fields = item.changeFields
      return request(item.type, canvasId, {
        reactElement: lookUp(lookup, fields.codebaseIdToAddClass, 'reactElement'),
        ...alsoElements(lookup, fields.alsoCodebaseIds),
        className: fields.className,
        stylingFramework: fields.addingTailwindClass ? 'Tailwind' : null,
        modifiers: fields.modifiers,
        customProperties: fields.customProperties,
      })
    }
    case 'REMOVE_CLASS':
      return request(item.type, canvasId, {
        reactElement: lookUp(lookup, item.changeFields.codebaseIdToRemoveClass, 'reactElement'),
        ...alsoElements(lookup, item.changeFields.alsoCodebaseIds),
        className: item.changeFields.className,
      })
    case 'EDIT_TEXT': {
      const fields = item.changeFields
      return request(item.type, canvasId, {
        element: lookUp(lookup, fields.codebaseIdToEditText, 'element'),
        newText: fields.newText,
        oldText: fields.oldText,
        ...(fields.textRunIndex === undefined ? {} : { textRunIndex: fields.textRunIndex }),
      })
    }
    case 'UNDO':
      return request(item.type, canvasId, {
        latestUuid: activityIdOf(item.changeFields.changeToUndo, 'undo'),
      })
    case 'REDO':
      return request(item.type, canvasId, {
        changeToRedoId: activityIdOf(item.changeFields.changeToRedo, 'redo'),
      })
    case 'UNKNOWN':
      throw new ChangeItemError('UNSUPPORTED_OPERATION', 'Unsupported operation')
    default: {
      const unreachable: never = item
      throw new Error(`Unhandled change type ${JSON.stringify(unreachable)}`)
    }
  }
}
