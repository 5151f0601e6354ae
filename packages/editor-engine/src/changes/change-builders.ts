import {
  type CreateChangeItemInput,
  isSpecialCodebaseId,
  type JsonValue,
  type StylingFramework,
} from '@splendid/change-items'
import { editableParentKey } from '../nav-tree-index'
import {
  ActionRefused,
  type ActionTarget,
  codebaseIdOf,
  requireSelection,
  requireSingle,
  selectedIds,
} from './action-target'
import { insertPlace } from './insert-place'

const unique = (ids: readonly string[]) => [...new Set(ids)]

/** Delete the selected elements. */
export function removeElements(target: ActionTarget): CreateChangeItemInput {
  const keys = requireSelection(target)
  return {
    type: 'REMOVE_JSX',
    changeFields: { codebaseIdsToRemove: unique(keys.map(codebaseIdOf)) },
    selectAfterInstantUpdate: { elementKey: null, multiselectElementKeys: [] },
    selectAfterUndo: { elementKey: keys[0] ?? null, multiselectElementKeys: [...keys] },
  }
}

/** Duplicate the selected elements (each copy right after its original). */
export function duplicateElements(target: ActionTarget): CreateChangeItemInput {
  const keys = requireSelection(target)
  return {
    type: 'DUPLICATE',
    changeFields: { codebaseIdsToDuplicate: unique(keys.map(codebaseIdOf)) },
  }
}

/** Wrap the selected elements in a div; they must be siblings. */
export function wrapElements(target: ActionTarget): CreateChangeItemInput {
  const keys = requireSelection(target)
  const parents = new Set(keys.map((key) => target.index.nodes.get(key)?.parentKey ?? null))
  if (parents.size > 1) throw new ActionRefused('wrap-different-parents')
  return { type: 'WRAP_DIV', changeFields: { codebaseIdsToWrap: unique(keys.map(codebaseIdOf)) } }
}

const TAG_NAME = /^[a-z][a-z0-9-]*$/

/** Give the selected native element another tag. */
export function changeTag(target: ActionTarget, newTagName: string): CreateChangeItemInput {
  const key = requireSingle(target)
  const tag = newTagName.trim().toLowerCase()
  if (!TAG_NAME.test(tag)) throw new ActionRefused('invalid-tag-name', newTagName)
  if (target.index.nodes.get(key)?.isComponent) throw new ActionRefused('component-has-no-tag')
  return {
    type: 'CHANGE_TAG',
    changeFields: { codebaseIdToChange: codebaseIdOf(key), newTagName: tag },
  }
}

/** Placeholder texts given to new elements, so they are visible and editable at once. */
const NEW_ELEMENT_TEXT: Readonly<Record<string, string>> = {
  p: 'New paragraph',
  span: 'New text',
  h2: 'New heading',
  button: 'Button',
  a: 'New link',
}

/**
 * Add a new native element: inside the selected element when it can hold children, else right
 * after it in its parent.
 */
export function addElement(target: ActionTarget, tagName: string): CreateChangeItemInput {
  requireSingle(target)
  const tag = tagName.trim().toLowerCase()
  if (!TAG_NAME.test(tag)) throw new ActionRefused('invalid-tag-name', tagName)
  const text = NEW_ELEMENT_TEXT[tag]
  const html = `<${tag}>${text ?? ''}</${tag}>`
  const propsToSet: Record<string, JsonValue> = tag === 'div' ? { className: 'min-h-8 p-2' } : {}
  if (text !== undefined) propsToSet.children = text
  return {
    type: 'ADD_JSX',
    changeFields: {
      ...insertPlace(target),
      addNativeTag: tag,
      propsToSet,
      htmlForInstantUpdate: html,
    },
  }
}

/** Where a drag ended, as the frame reports it. */
export interface DropTarget {
  readonly dropParentKey: string | null
  /** Among the parent's element children. */
  readonly dropIndex: number | null
  /** Among the parent's children as written (elements, text runs, `{expressions}`), when known. */
  readonly dropChildIndex?: number | null
  /** The element's own index among those children, when it is one of them. */
  readonly selectedChildIndex?: number | null
  /**
   * The element whose JSX has the moved one as a child, when it is not its parent in the tree:
   * the component instance whose `children` that parent renders.
   */
  readonly selectedSourceParentKey?: string | null
}

/**
 * Move the selected element to where a drag ended; `null` when the drop leaves it where it is.
 * Where the frame knows the parent's children as written, the move names that position
 * (`childIndex`: next to text or an `{expression}` too); otherwise it names the element children
 * on either side.
 */
export function moveElement(target: ActionTarget, drop: DropTarget): CreateChangeItemInput | null {
  const key = requireSingle(target)
  if (drop.dropParentKey === null || drop.dropIndex === null) return null
  const parent = target.index.nodes.get(drop.dropParentKey)
  const node = target.index.nodes.get(key)
  if (!parent || !node) return null
  // mutate-api needs the current and the new parent as source elements: the page's body / root
  // containers are not in the source.
  if (editableParentKey(target.index, key) === null) throw new ActionRefused('element-not-movable')
  if (isSpecialCodebaseId(parent.identity.codebaseId) || parent.identity.codebaseId === '')
    throw new ActionRefused('move-not-there')
  for (
    let at: string | null = parent.key;
    at !== null;
    at = target.index.nodes.get(at)?.parentKey ?? null
  )
    if (at === key) throw new ActionRefused('move-into-itself')
  const moving = {
    codebaseIdToMove: codebaseIdOf(key),
    codebaseIdToMoveTo: codebaseIdOf(parent.key),
  }
  const sourceParentKey = drop.selectedSourceParentKey ?? node.parentKey
  const expected = sourceParentKey
    ? { expectedCurrentParentCodebaseId: codebaseIdOf(sourceParentKey) }
    : {}
  const childIndex = drop.dropChildIndex ?? null
  if (childIndex !== null) {
    // Its own place only in its own parent as written (any copy of it: two items of a
    // `.map(…)` are one element in the source); the same index elsewhere is a move.
    const ownParent =
      sourceParentKey !== null && codebaseIdOf(parent.key) === codebaseIdOf(sourceParentKey)
    if (childIndex === drop.selectedChildIndex && ownParent) return null
    return { type: 'MOVE_JSX', changeFields: { ...moving, childIndex, ...expected } }
  }
  const others = parent.children.filter((child) => child.key !== key)
  const before = others[drop.dropIndex]
  const after = drop.dropIndex > 0 ? others[drop.dropIndex - 1] : undefined
  if (parent.key === node.parentKey) {
    const current = parent.children.findIndex((child) => child.key === key)
    if (current === drop.dropIndex) return null
  }
  return {
    type: 'MOVE_JSX',
    changeFields: {
      ...moving,
      ...(before ? { beforeCodebaseId: codebaseIdOf(before.key) } : {}),
      ...(after ? { afterCodebaseId: codebaseIdOf(after.key) } : {}),
      ...expected,
    },
  }
}

/**
 * Restyle the selected elements in the project's styling framework: Tailwind classes (the
 * default), a rule of the project's stylesheet (`CSS`) or the inline `style` (`Inline`). A
 * multi-selection is one change (one undo).
 */
export function styleElement(
  target: ActionTarget,
  stylingChanges: Readonly<Record<string, string | null>>,
  modifiers: readonly string[],
  stylingFramework: StylingFramework = 'Tailwind',
): CreateChangeItemInput {
  return {
    type: 'STYLING',
    changeFields: {
      ...selectedIds(target),
      stylingChanges,
      stylingFramework,
      modifiers,
      customProperties: {},
    },
  }
}

const CLASS_NAME = /^[^\s"'`<>{}]+$/

/** Add a class (Tailwind or the project's own) to the selected elements (one change). */
export function addClass(
  target: ActionTarget,
  className: string,
  modifiers: readonly string[],
): CreateChangeItemInput {
  const { codebaseId, ...also } = selectedIds(target)
  const name = className.trim()
  if (!CLASS_NAME.test(name)) throw new ActionRefused('invalid-class-name', className)
  return {
    type: 'ADD_CLASS',
    changeFields: {
      codebaseIdToAddClass: codebaseId,
      ...also,
      className: name,
      addingTailwindClass: true,
      modifiers,
      customProperties: {},
    },
  }
}

/** Remove a class from the selected elements (one change). */
export function removeClass(target: ActionTarget, className: string): CreateChangeItemInput {
  const { codebaseId, ...also } = selectedIds(target)
  return {
    type: 'REMOVE_CLASS',
    changeFields: { codebaseIdToRemoveClass: codebaseId, ...also, className },
  }
}

/** Replace the static text of an element. */
export function editText(
  elementKey: string,
  oldText: string,
  newText: string,
  textRunIndex?: number,
): CreateChangeItemInput | null {
  if (newText === oldText) return null
  return {
    type: 'EDIT_TEXT',
    changeFields: {
      codebaseIdToEditText: codebaseIdOf(elementKey),
      oldText,
      newText,
      ...(textRunIndex === undefined ? {} : { textRunIndex }),
    },
    sendInstantUpdate: false,
  }
}

/** Set (or, with `null`, remove) a prop of the selected elements (one change). */
export function changeProp(
  target: ActionTarget,
  propName: string,
  propValue: JsonValue,
): CreateChangeItemInput {
  const { codebaseId, alsoCodebaseIds } = selectedIds(target)
  const input = changePropOf(codebaseId, propName, propValue)
  if (alsoCodebaseIds === undefined || input.type !== 'CHANGE_PROP') return input
  return { ...input, changeFields: { ...input.changeFields, alsoCodebaseIds } }
}

/** Set (or, with `null`, remove) a prop of the element a codebase id names. */
export function changePropOf(
  codebaseId: string,
  propName: string,
  propValue: JsonValue,
): CreateChangeItemInput {
  const name = propName.trim()
  if (!/^[A-Za-z_$][\w$-]*$/.test(name)) throw new ActionRefused('invalid-prop-name', propName)
  return {
    type: 'CHANGE_PROP',
    changeFields: { codebaseIdToChange: codebaseId, propName: name, propValue },
  }
}
