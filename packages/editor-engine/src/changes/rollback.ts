import {
  type ChangeItem,
  createChangeItem,
  serialiseChangeItem,
  supportsInstantUndo,
} from '@splendid/change-items'
import type { FrameConnection } from '../frame/frame-connection'
import type { Selection } from '../selection'

/**
 * Undoes in the preview the instant update of a change mutate-api did not apply: an instant
 * undo for the types that have one (delete, add class, styling), else a reload of the preview —
 * the source is untouched, so the reload shows it as it is. A text edit is always reloaded (the
 * frame shows the designer's typing); an instant update that failed is left alone.
 *
 * @example
 * ```ts
 * const rollBack = createRollback(frame, selection)
 * await rollBack(failedItem)
 * ```
 */
export function createRollback(
  frame: FrameConnection,
  selection: Selection,
): (item: ChangeItem) => Promise<void> {
  return async (item) => {
    if (!item.lifecycle.instantUpdateSuccessful && item.type !== 'EDIT_TEXT') return
    if (item.type !== 'UNDO' && item.type !== 'REDO' && supportsInstantUndo(item)) {
      const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } })
      const result = await frame.call('applyChangeItemToDocument', serialiseChangeItem(undo))
      if (result.ok && result.value.successful) {
        selection.follow(item.selectAfterUndo, true)
        return
      }
    }
    await frame.call('refresh')
  }
}
