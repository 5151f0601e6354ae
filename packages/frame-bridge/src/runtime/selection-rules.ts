import { isSiblingOf, isSpecialCodebaseId, isValidCodebaseId } from '@splendid/change-items'
import type { NavTreeIndex } from './nav-tree-index'

/** The frame's selection: one primary key and the multi-selection (empty when single). */
export interface SelectionState {
  readonly selectedKey: string | null
  readonly multiselectedKeys: readonly string[]
}

/** The modifier keys held during a click. */
export interface ClickModifiers {
  /** ctrl or meta: pick the exact element under the pointer. */
  readonly exact: boolean
  /** shift: add or remove a sibling to the multi-selection. */
  readonly shift: boolean
  /** Where the click was, in the viewport: which text run of the selected element it is on. */
  readonly point?: { readonly clientX: number; readonly clientY: number }
}

/** Whether a node's codebase id can be edited: in the lookup (or, without one, a real id). */
export function isEditableCodebaseId(
  codebaseId: string,
  lookup: Readonly<Record<string, unknown>>,
): boolean {
  if (isSpecialCodebaseId(codebaseId)) return false
  if (Object.keys(lookup).length > 0) return Object.hasOwn(lookup, codebaseId)
  return isValidCodebaseId(codebaseId)
}

/**
 * The key a pointer action on `exactKey` picks (§4): with `exact` (ctrl/meta) the node itself;
 * otherwise the nearest editable node at or above it, widened to the component instance whose
 * only rendered child it is. `null` for empty space.
 */
export function pickElementKey(
  index: NavTreeIndex,
  exactKey: string | null,
  lookup: Readonly<Record<string, unknown>>,
  exact: boolean,
): string | null {
  if (exactKey === null) return null
  let node = index.nodes.get(exactKey)
  if (exact) return node && !isSpecialCodebaseId(node.identity.codebaseId) ? node.key : null
  while (node && !isEditableCodebaseId(node.identity.codebaseId, lookup)) {
    node = node.parentKey === null ? undefined : index.nodes.get(node.parentKey)
  }
  if (!node) return null
  let parent = node.parentKey === null ? undefined : index.nodes.get(node.parentKey)
  while (parent?.isComponent && parent.children.length === 1) {
    if (!isEditableCodebaseId(parent.identity.codebaseId, lookup)) break
    node = parent
    parent = node.parentKey === null ? undefined : index.nodes.get(node.parentKey)
  }
  return node.key
}

/**
 * The selection after a click on `pickedKey` (§4): empty space clears; shift toggles a sibling of
 * the selection in the multi-selection (a non-sibling starts a new selection); otherwise the
 * picked key becomes the single selection.
 */
export function nextSelection(
  state: SelectionState,
  pickedKey: string | null,
  modifiers: ClickModifiers,
): SelectionState {
  if (pickedKey === null) return { selectedKey: null, multiselectedKeys: [] }
  const current =
    state.multiselectedKeys.length > 0
      ? state.multiselectedKeys
      : state.selectedKey === null
        ? []
        : [state.selectedKey]
  if (modifiers.shift && current.length > 0) {
    if (current.includes(pickedKey)) {
      const rest = current.filter((key) => key !== pickedKey)
      return {
        selectedKey: rest[0] ?? null,
        multiselectedKeys: rest.length > 1 ? rest : [],
      }
    }
    if (current.every((key) => isSiblingOf(key, pickedKey))) {
      return { selectedKey: current[0] ?? pickedKey, multiselectedKeys: [...current, pickedKey] }
    }
  }
  return { selectedKey: pickedKey, multiselectedKeys: [] }
}
