import { type CreateChangeItemInput, isSpecialCodebaseId } from '@splendid/change-items'
import type { Lookups } from '../lookups'
import type { NavTreeIndex } from '../nav-tree-index'
import { ActionRefused, type ActionTarget, codebaseIdOf, requireSelection } from './action-target'
import { canHoldChildren } from './child-rules'

/** Elements copied in the editor: their codebase ids, in the order they were selected. */
export interface CopiedElements {
  readonly codebaseIds: readonly string[]
}

/** The selected source elements to copy; refuses what is not written in the source. */
export function copyElements(target: ActionTarget): CopiedElements {
  const ids = requireSelection(target).map(codebaseIdOf)
  if (ids.some((id) => id === '' || isSpecialCodebaseId(id)))
    throw new ActionRefused('copy-not-in-source')
  return { codebaseIds: [...new Set(ids)] }
}

/**
 * Paste one copied element: right after the selected element, in its parent in the source (the
 * lookups' parent: a component's own JSX, not the instance rendering it). A selected element
 * that is the root of what a component returns has no such parent: the copy goes in as its
 * last child when it can hold children. The server copies the element's source and adds the
 * imports its tags need in the destination file.
 */
export function pasteElement(
  target: ActionTarget,
  lookups: Lookups,
  copiedCodebaseId: string,
): CreateChangeItemInput {
  if (target.selectedKey === null) throw new ActionRefused('select-paste-place')
  const selectedId = codebaseIdOf(target.selectedKey)
  const selected = lookups.treeElements[selectedId]
  if (selected === undefined) throw new ActionRefused('paste-not-here')
  if (lookups.treeElements[copiedCodebaseId] === undefined)
    throw new ActionRefused('copied-element-gone')
  if (selected.parentCodebaseId !== null) {
    return {
      type: 'ADD_JSX',
      changeFields: {
        codebaseIdToAddTo: selected.parentCodebaseId,
        afterCodebaseId: selectedId,
        addCodebaseId: copiedCodebaseId,
      },
    }
  }
  if (!holdsChildren(target.index, target.selectedKey, selected.type))
    throw new ActionRefused('paste-not-here')
  return {
    type: 'ADD_JSX',
    changeFields: { codebaseIdToAddTo: selectedId, addCodebaseId: copiedCodebaseId },
  }
}

function holdsChildren(index: NavTreeIndex, key: string, type: string): boolean {
  const node = index.nodes.get(key)
  return type === 'native' && node !== undefined && !node.isComponent && canHoldChildren(node)
}
