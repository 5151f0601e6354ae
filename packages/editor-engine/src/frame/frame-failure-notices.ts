import type { EditorStore } from '../editor-state'
import type { EditorTexts } from '../editor-texts'
import type { Notices } from '../notices'
import { type FrameCallError, isPassingFailure } from './frame-call-result'

/**
 * Shows the designer a frame call that failed, as an error notice naming the function and the
 * bridge's reason — unless the failure is a passing one (no preview, a reload, a closed link:
 * the next page is initialised from the state), the preview has not connected yet (a slow first
 * load: `initialiseFrame` sends the state when it does), or the same notice is already shown
 * (the three calls of an inspection fail together).
 *
 * @example
 * ```ts
 * const frame = createFrameConnection({ onFailure: frameFailureNotices(store, notices, texts) })
 * ```
 */
export function frameFailureNotices(
  store: EditorStore,
  notices: Notices,
  texts: EditorTexts,
): (error: FrameCallError) => void {
  return (error) => {
    // Before the first page connects nothing it missed is lost: initialiseFrame sends it all.
    if (isPassingFailure(error) || store.getState().bridgeStatus === 'connecting') return
    const message = texts.frameCallFailed(error.functionName, error.message)
    if (store.getState().notices.some((notice) => notice.message === message)) return
    notices.notify('error', message)
  }
}
