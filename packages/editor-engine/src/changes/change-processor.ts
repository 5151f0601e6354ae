import {
  type ChangeItem,
  canInstantUpdateWhileFlushing,
  needsInstantUpdate,
  prepareApiRequest,
  reduceChangeItem,
  remapChangeItemIds,
} from '@splendid/change-items'
import type { EditorStore } from '../editor-state'
import type { EditorTexts } from '../editor-texts'
import type { FrameConnection } from '../frame/frame-connection'
import type { IdMapLog } from '../id-remapping'
import { reloadLookups } from '../lookups-loading'
import { isUnreachable, type MutateApi } from '../mutate-api'
import type { Notices } from '../notices'
import type { ChangeOutcome } from './change-outcome'
import type { ChangeQueue } from './change-queue'
import type { InstantUpdates } from './instant-updates'
import { receiveMutation } from './mutation-receipt'

/** What {@link createChangeProcessor} works with. */
export interface ChangeProcessorDeps {
  readonly store: EditorStore
  readonly frame: FrameConnection
  readonly api: MutateApi
  readonly canvasId: string
  readonly queue: ChangeQueue
  readonly idMaps: IdMapLog
  readonly instant: InstantUpdates
  readonly rollBack: (item: ChangeItem) => Promise<void>
  readonly notices: Notices
  readonly texts: EditorTexts
  readonly logger: Pick<Console, 'warn'>
}

/** Called once a change is done: the item as it ended, and the failure message if it failed. */
export type ChangeDone = (item: ChangeItem, ok: boolean, message: string | null) => void

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Creates the processor of the change lifecycle: the instant update (at once when nothing is on
 * its way or the type may update while flushing, else when its turn comes), then — in queue
 * order — the request built by change-items' `prepareApiRequest`, then consumed (the answer
 * received, a success message shown) or failed (the message shown and logged unless the server
 * was unreachable, the instant update rolled back).
 *
 * @example
 * ```ts
 * const process = createChangeProcessor(deps)
 * const outcome = await process(item, (done, ok, message) => record(done, ok, message))
 * ```
 */
export function createChangeProcessor(
  deps: ChangeProcessorDeps,
): (item: ChangeItem, onDone: ChangeDone) => Promise<ChangeOutcome> {
  const { store, frame, queue, idMaps, instant, notices } = deps

  async function send(item: ChangeItem, onDone: ChangeDone): Promise<ChangeOutcome> {
    let current = item
    try {
      const request = prepareApiRequest(
        current,
        deps.canvasId,
        store.getState().lookups.treeElements,
      )
      const response = await deps.api.send(request)
      current = reduceChangeItem(current, {
        type: 'processingSucceeded',
        activityId: response.activityId,
        prevIdToNewIdMap: response.prevIdToNewIdMap,
      })
      const stale = receiveMutation(store, frame, idMaps, response)
      if (stale.length > 0) void reloadLookups(store, frame, deps.api, deps.canvasId)
      // Like every remembered change, this one now names the ids its own rewrite gave.
      current = remapChangeItemIds(current, response.prevIdToNewIdMap)
      onDone(current, true, null)
      if (request.successMessage) notices.notify('success', request.successMessage)
      return { status: 'applied', item: current }
    } catch (error) {
      current = reduceChangeItem(current, { type: 'processingFailed' })
      const message = deps.texts.changeFailed(current.changeName, messageOf(error))
      onDone(current, false, message)
      notices.notify('error', message)
      if (!isUnreachable(error)) deps.logger.warn(message)
      await deps.rollBack(current)
      return { status: 'failed', item: current, message }
    }
  }

  return (item, onDone) => {
    const mark = idMaps.mark()
    // While a change is on its way only the instant-undo types may update the frame at once;
    // the others wait for their turn in the queue.
    const idle = queue.size() === 0
    const early = idle || canInstantUpdateWhileFlushing(item) ? instant.apply(item) : null
    return queue.enqueue(async () => {
      // The frame was told of the rewrites since: the change must name the new ids.
      let current = idMaps.remapSince(early ? await early : item, mark)
      if (!early && frame.current() && needsInstantUpdate(current)) {
        current = await instant.applyHeld(current)
      }
      return send(current, onDone)
    })
  }
}
