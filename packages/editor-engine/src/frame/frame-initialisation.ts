import type { EditorStore } from '../editor-state'
import type { Inspector } from '../inspector'
import type { FrameConnection } from './frame-connection'
import { frameLookups } from './frame-lookups'
import { lookupsTaken } from './frame-lookups-sync'

/** The storyboard the preview is rendered as (the app itself). */
const STORYBOARD_ID = 'preview'

/** What a newly connected page is told. */
export interface FrameInitialisation {
  readonly store: EditorStore
  readonly frame: FrameConnection
  readonly inspector: Inspector
  readonly canvasId: string
  /** Whether a change is on its way (the page must know it: instant-update rules). */
  readonly flushing: () => boolean
}

/**
 * Sends the project to a newly connected page (first load, reload, navigation): the lookups,
 * zoom and drive mode (`initProject`), drive mode again, the flushing flag when a change is on
 * its way, and the selection, which is inspected anew.
 *
 * @example
 * ```ts
 * createParentBridge({ iframe, previewOrigin, onConnected: () => initialiseFrame(deps) })
 * ```
 */
export async function initialiseFrame(deps: FrameInitialisation): Promise<void> {
  const { store, frame } = deps
  const state = store.getState()
  store.setState({ bridgeStatus: 'connected' })
  const initialised = await frame.call('initProject', {
    projectId: deps.canvasId,
    canvasId: deps.canvasId,
    storyboardId: STORYBOARD_ID,
    storyboardType: 'APPLICATION',
    ...frameLookups(state.lookups),
    zoomPerc: state.zoom,
    driveModeEnabled: state.driveMode,
    aiContextEnabled: false,
  })
  if (initialised.ok) lookupsTaken(frame)
  await frame.call(state.driveMode ? 'enableDriveMode' : 'disableDriveMode')
  if (deps.flushing()) await frame.call('setIsFlushing', true)
  if (state.selectedKey !== null) {
    await frame.call('setSelectedElement', state.selectedKey)
    void deps.inspector.refresh()
  }
}
