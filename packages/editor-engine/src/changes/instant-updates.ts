import {
  type ChangeItem,
  needsInstantUpdate,
  reduceChangeItem,
  serialiseChangeItem,
} from '@splendid/change-items'
import type { FrameConnection } from '../frame/frame-connection'
import type { Selection } from '../selection'

/** A change shown in the preview at once, before mutate-api rewrites the source. */
export interface InstantUpdates {
  /**
   * Applies the change in the preview when it needs an instant update and a preview is attached;
   * the item's lifecycle records it, and the selection follows the frame's answer.
   */
  apply(item: ChangeItem): Promise<ChangeItem>
  /**
   * The instant update of a change that waited for its turn: the changes before it are done, so
   * the frame is told nothing is on its way (it refuses such updates while flushing) until the
   * update is applied.
   */
  applyHeld(item: ChangeItem): Promise<ChangeItem>
}

/**
 * Creates the instant updates.
 *
 * @example
 * ```ts
 * const instant = createInstantUpdates(frame, selection)
 * const shown = await instant.apply(item) // shown.lifecycle.instantUpdateSuccessful
 * ```
 */
export function createInstantUpdates(frame: FrameConnection, selection: Selection): InstantUpdates {
  async function apply(item: ChangeItem): Promise<ChangeItem> {
    if (!needsInstantUpdate(item) || !frame.current()) return item
    let current = reduceChangeItem(item, { type: 'instantUpdateSent' })
    const result = await frame.call('applyChangeItemToDocument', serialiseChangeItem(current))
    const answer = result.ok ? result.value : null
    current = reduceChangeItem(current, {
      type: 'instantUpdateFinished',
      successful: answer?.successful ?? false,
      ...(answer ? { selectAfterInstantUpdate: answer.selection } : {}),
    })
    if (answer?.successful) {
      selection.follow(answer.selection)
      selection.dropRemoved(current)
    }
    return current
  }

  return {
    apply,
    async applyHeld(item) {
      await frame.call('setIsFlushing', false)
      const current = await apply(item)
      void frame.call('setIsFlushing', true)
      return current
    },
  }
}
