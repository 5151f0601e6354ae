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
