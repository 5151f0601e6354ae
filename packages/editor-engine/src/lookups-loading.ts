import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'
import { sendLookups } from './frame/frame-lookups-sync'
import type { MutateApi } from './mutate-api'

/**
 * Loads the project's lookups from mutate-api into the store (`lookupsStatus` loading → ready,
 * or error with the message, which the app shows with a Retry) and passes them to the preview.
 *
 * @example
 * ```ts
 * await loadLookups(store, frame, api, 'learner-web')
 * ```
 */
export async function loadLookups(
  store: EditorStore,
  frame: FrameConnection,
  api: MutateApi,
  canvasId: string,
): Promise<void> {
  store.setState({ lookupsStatus: 'loading', lookupsError: null })
  try {
    const lookups = await api.lookups(canvasId)
    store.setState({ lookups, lookupsStatus: 'ready' })
    await sendLookups(frame, lookups)
  } catch (error) {
    store.setState({
      lookupsStatus: 'error',
      lookupsError: error instanceof Error ? error.message : String(error),
    })
  }
}

/**
 * Loads the lookups again in the background, when a change found some of them out of date
 * (a file edited outside the editor): taken only if no change answered meanwhile — a later
 * change to such a file finds it out of date again and asks once more.
 */
export async function reloadLookups(
  store: EditorStore,
  frame: FrameConnection,
  api: MutateApi,
  canvasId: string,
): Promise<void> {
  const before = store.getState().lookups
  let lookups: Awaited<ReturnType<MutateApi['lookups']>>
  try {
    lookups = await api.lookups(canvasId)
  } catch {
    return
  }
  if (store.getState().lookups !== before) return
  store.setState({ lookups })
  await sendLookups(frame, lookups)
}
