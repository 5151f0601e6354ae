import type { ChangeItem } from './change-item'
import type { ChangeType } from './change-type'

/** The change types whose instant update can be undone in the frame (§4). */
export const INSTANT_UNDO_CHANGE_TYPES: readonly ChangeType[] = [
  'REMOVE_JSX',
  'ADD_CLASS',
  'STYLING',
]

/**
 * Tells whether the item's instant update can be undone in the frame without waiting for the
 * backend: true for REMOVE_JSX, ADD_CLASS and STYLING; an UNDO or REDO inherits the answer of
 * the change it wraps.
 *
 * @example
 * ```ts
 * supportsInstantUndo(removeItem) // true
 * supportsInstantUndo(createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: moveItem } })) // false
 * ```
 */
export function supportsInstantUndo(item: ChangeItem): boolean {
  switch (item.type) {
    case 'UNDO':
      return supportsInstantUndo(item.changeFields.changeToUndo)
    case 'REDO':
      return supportsInstantUndo(item.changeFields.changeToRedo)
    default:
      return INSTANT_UNDO_CHANGE_TYPES.includes(item.type)
  }
}

/**
 * Tells whether the item may apply its instant update while a flush to the backend is in
 * progress. The specification ties this to instant undo: the same three types, and UNDO and
 * REDO inherit from the change they wrap.
 *
 * @example
 * ```ts
 * if (isFlushing && !canInstantUpdateWhileFlushing(item)) queue.push(item)
 * ```
 */
export function canInstantUpdateWhileFlushing(item: ChangeItem): boolean {
  return supportsInstantUndo(item)
}
