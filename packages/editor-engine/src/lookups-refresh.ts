import { isUuid, TEMPO_CODEBASE_ID_PREFIX } from '@splendid/change-items'
import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'
import { sendLookups } from './frame/frame-lookups-sync'
import type { Lookups } from './lookups'
import type { MutateApi } from './mutate-api'
import type { NavTreeIndex } from './nav-tree-index'

/**
 * The codebase ids the preview shows that the lookups do not know: elements of files written
 * outside the editor (a new component, a new folder) since the lookups were loaded. Placeholders
 * of instant updates (`tempo-duplicate-placeholder-…`) are not ids of the source.
 */
export function unknownCodebaseIds(tree: NavTreeIndex, lookups: Lookups): string[] {
  const unknown = new Set<string>()
  for (const node of tree.nodes.values()) {
    const id = node.identity.codebaseId
    if (!id.startsWith(TEMPO_CODEBASE_ID_PREFIX)) continue
    if (!isUuid(id.slice(TEMPO_CODEBASE_ID_PREFIX.length))) continue
    if (lookups.treeElements[id] === undefined) unknown.add(id)
  }
  return [...unknown].sort()
}

/**
 * Follows changes made outside the editor: when the preview's tree shows elements the lookups
 * do not know, and no change of the editor is on its way, the lookups are loaded again. The same
 * unknown ids are asked for once (mutate-api may not know them either: a file it cannot parse);
 * an answer that arrives after a change of the editor changed the lookups is dropped (it may
 * predate the change), and the next tree asks again.
 */
export function createLookupsRefresh(options: {
  store: EditorStore
  frame: FrameConnection
  api: MutateApi
  canvasId: string
  /** Changes queued or on their way to mutate-api. */
  pendingChanges: () => number
}): () => void {
  const { store, frame, api, canvasId } = options
  let asked = ''
  let loading = false
  return () => {
    const state = store.getState()
    if (loading || state.lookupsStatus !== 'ready' || state.flushing) return
    if (options.pendingChanges() > 0) return
    const unknown = unknownCodebaseIds(state.navTree, state.lookups).join(',')
    if (unknown === '' || unknown === asked) {
      if (unknown === '') asked = ''
      return
    }
    asked = unknown
    loading = true
    void api
      .lookups(canvasId)
      .then(async (lookups) => {
        const now = store.getState()
        if (now.lookups !== state.lookups || now.flushing || options.pendingChanges() > 0) {
          asked = ''
          return
        }
        store.setState({ lookups })
        await sendLookups(frame, lookups)
      })
      .catch(() => {
        // A background refresh: the lookups stay as they were; the next tree asks again.
        asked = ''
      })
      .finally(() => {
        loading = false
      })
  }
}
