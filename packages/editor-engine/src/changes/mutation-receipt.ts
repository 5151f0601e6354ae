import type { MutationResponse } from '@splendid/change-items'
import type { EditorStore } from '../editor-state'
import type { FrameConnection } from '../frame/frame-connection'
import { frameLookupsChange } from '../frame/frame-lookups'
import { sendLookupsChange } from '../frame/frame-lookups-sync'
import { remapHistory } from '../history'
import { type IdMapLog, remapStateKeys } from '../id-remapping'
import { mergeLookups } from '../lookups'

/**
 * Takes in what mutate-api answered a change with: the change of the lookups is merged,
 * the id map is logged (for the changes still queued), every remembered change and element key
 * follows it, and the frame re-points its DOM at the new ids and takes the change of its
 * lookups. Returns the changed files whose lookups were out of date (see `mergeLookups`): the
 * caller loads them again.
 *
 * @example
 * ```ts
 * const response = await api.send(request)
 * receiveMutation(store, frame, idMaps, response)
 * ```
 */
export function receiveMutation(
  store: EditorStore,
  frame: FrameConnection,
  idMaps: IdMapLog,
  response: MutationResponse,
): readonly string[] {
  const state = store.getState()
  const merged = mergeLookups(state.lookups, response.changedFiles, response.lookups)
  const { lookups, stale } = merged
  const map = response.prevIdToNewIdMap
  idMaps.record(map)
  store.setState({
    lookups,
    history: remapHistory(state.history, map),
    ...remapStateKeys(state, map),
  })
  void sendLookupsChange(
    frame,
    {
      prevIdToNewIdMap: map,
      lookupsChange: frameLookupsChange(merged, response.lookups),
    },
    () => store.getState().lookups,
  )
  return stale
}
