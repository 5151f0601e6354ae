import { type InsertDropTarget, isHorizontalLayout } from '@splendid/frame-bridge'
import { editableParentKey } from '../nav-tree-index'
import { ActionRefused, type ActionTarget, codebaseIdOf, requireSingle } from './action-target'
import { canHoldChildren } from './child-rules'

/** Where something new goes: into an element, after one of its children or as its last child. */
export interface InsertPlace {
  readonly codebaseIdToAddTo: string
  readonly afterCodebaseId?: string
}

/**
 * Where an insertion goes for the selection: inside the selected element, as its last child in
 * the source, when it can
 * hold children and is not a component instance, else right after it in its parent.
 */
export function insertPlace(target: ActionTarget): InsertPlace {
  const key = requireSingle(target)
  const node = target.index.nodes.get(key)
  // Last in the source, whatever the tree shows yet (it follows the preview's hot reload).
  if (node !== undefined && !node.isComponent && canHoldChildren(node))
    return { codebaseIdToAddTo: codebaseIdOf(key) }
  const parentKey = editableParentKey(target.index, key)
  if (parentKey === null) throw new ActionRefused('no-parent-to-add-to')
  return { codebaseIdToAddTo: codebaseIdOf(parentKey), afterCodebaseId: codebaseIdOf(key) }
}

/**
 * The container and child index {@link insertPlace} means for the selection, as the preview
 * lays it out (for showing where an insertion would go); `null` when the selection takes none.
 */
export function insertPlaceAtSelection(target: ActionTarget): InsertDropTarget | null {
  if (target.selectedKey === null || target.multiselectedKeys.length > 1) return null
  let place: InsertPlace
  try {
    place = insertPlace(target)
  } catch (error) {
    if (error instanceof ActionRefused) return null
    throw error
  }
  const selected = target.selectedKey
  const parentKey =
    place.afterCodebaseId === undefined ? selected : editableParentKey(target.index, selected)
  const parent = parentKey === null ? undefined : target.index.nodes.get(parentKey)
  if (parent === undefined) return null
  const index =
    place.afterCodebaseId === undefined
      ? parent.children.length
      : parent.children.findIndex((child) => child.key === selected) + 1
  return {
    parentKey: parent.key,
    index,
    childIndex: null,
    horizontal: isHorizontalLayout(parent.display, parent.flexDirection),
  }
}
