import type { ChangeItem, ElementSelection } from '@splendid/change-items'
import { codebaseIdOf } from './changes/action-target'
import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'
import type { Inspector } from './inspector'
import type { NavTreeIndex } from './nav-tree-index'

/** The selection and hover, kept in step between the store and the preview. */
export interface Selection {
  /** Selects one element (or none), clearing the multi-selection. */
  select(elementKey: string | null): void
  hover(elementKey: string | null): void
  /**
   * Takes a selection the frame answered with (`tellFrame` false: it already has it) or one the
   * editor decides (undo: the frame is told). A `null` part keeps the current one.
   */
  follow(selection: ElementSelection, tellFrame?: boolean): void
  /** After a deletion nothing deleted may stay selected (the frame keeps a selection it hides). */
  dropRemoved(item: ChangeItem): void
  /**
   * After a new tree: a selected element shown at another place (moved, its key's path changed)
   * is selected there — when its codebase id is shown exactly once; the frame is told.
   */
  keepInTree(tree: NavTreeIndex): void
}

/** The key of the one node of `tree` showing `key`'s element, when its own key is gone. */
function placeIn(tree: NavTreeIndex, key: string): string {
  if (tree.nodes.has(key)) return key
  const id = codebaseIdOf(key)
  let found: string | null = null
  for (const node of tree.nodes.values()) {
    if (node.identity.codebaseId !== id) continue
    if (found !== null) return key
    found = node.key
  }
  return found ?? key
}

/**
 * Creates the selection; every change of the selected element refreshes the inspection.
 *
 * @example
 * ```ts
 * const selection = createSelection(store, frame, inspector)
 * selection.select(elementKey) // the store, the frame and the inspection follow
 * ```
 */
export function createSelection(
  store: EditorStore,
  frame: FrameConnection,
  inspector: Inspector,
): Selection {
  function take(selectedKey: string | null, multiselectedKeys: readonly string[], tell: boolean) {
    store.setState({ selectedKey, multiselectedKeys })
    if (tell) {
      void frame.call('setSelectedElement', selectedKey)
      void frame.call('setMultiselectedElementKeys', multiselectedKeys)
    }
    void inspector.refresh()
  }

  return {
    select(elementKey) {
      take(elementKey, [], true)
    },
    hover(elementKey) {
      store.setState({ hoveredKey: elementKey })
      void frame.call('setHoveredElement', elementKey)
    },
    follow(selection, tellFrame = false) {
      const state = store.getState()
      const selectedKey = selection.elementKey ?? state.selectedKey
      const multiselectedKeys = selection.multiselectElementKeys ?? state.multiselectedKeys
      const unchanged =
        selectedKey === state.selectedKey &&
        multiselectedKeys.join('\n') === state.multiselectedKeys.join('\n')
      if (!unchanged) take(selectedKey, multiselectedKeys, tellFrame)
    },
    dropRemoved(item) {
      if (item.type !== 'REMOVE_JSX') return
      const removed = new Set(item.changeFields.codebaseIdsToRemove)
      const state = store.getState()
      const keep = (key: string) => !removed.has(codebaseIdOf(key))
      const selectedKey =
        state.selectedKey !== null && keep(state.selectedKey) ? state.selectedKey : null
      const multiselectedKeys = state.multiselectedKeys.filter(keep)
      const unchanged =
        selectedKey === state.selectedKey &&
        multiselectedKeys.length === state.multiselectedKeys.length
      if (!unchanged) take(selectedKey, multiselectedKeys, true)
    },
    keepInTree(tree) {
      const state = store.getState()
      const selectedKey = state.selectedKey === null ? null : placeIn(tree, state.selectedKey)
      const multiselectedKeys = state.multiselectedKeys.map((key) => placeIn(tree, key))
      const unchanged =
        selectedKey === state.selectedKey &&
        multiselectedKeys.join('\n') === state.multiselectedKeys.join('\n')
      if (!unchanged) take(selectedKey, multiselectedKeys, true)
    },
  }
}
