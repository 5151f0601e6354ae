import {
  type ChangeItem,
  canInstantUpdateWhileFlushing,
  type ElementSelection,
  EMPTY_SELECTION,
  supportsInstantUndo,
} from '@splendid/change-items'
import {
  applyAddClass,
  applyAddJsx,
  applyChangeProp,
  applyChangeTag,
  applyDuplicate,
  applyEditText,
  applyMoveJsx,
  applyRemoveClass,
  applyRemoveJsx,
  applyStyling,
  applyWrapDiv,
} from './instant-dom-effects'
import type { InstantEffect, InstantUpdateContext } from './instant-effect'

/** The outcome of one instant update: whether it showed, and what to select afterwards. */
export interface InstantUpdateOutcome {
  readonly successful: boolean
  readonly selection: ElementSelection
}

/** Applies change items to the document instantly (§4) and undoes / redoes them. */
export interface InstantUpdates {
  apply(item: ChangeItem, isFlushing: boolean): InstantUpdateOutcome
  /** Reverses every effect still shown and forgets them (after a refresh showed the source). */
  revertAll(): void
}

interface Record {
  readonly item: ChangeItem
  readonly effect: InstantEffect
  undone: boolean
}

/**
 * The instant-update engine: one effect per change type, kept by change-item id so UNDO and REDO
 * of the three instant-undo types (REMOVE_JSX, ADD_CLASS, STYLING) can reverse and reapply it.
 * While the parent flushes, only those three (and undo/redo of them) apply.
 *
 * @example
 * ```ts
 * const updates = createInstantUpdates({ doc: document, elementsFor, logger: console })
 * updates.apply(stylingItem, false) // { successful: true, selection: item.selectAfterInstantUpdate }
 * updates.apply(undoOfStylingItem, false) // the temporary rule and class are gone
 * ```
 */
export function createInstantUpdates(context: InstantUpdateContext): InstantUpdates {
  const records = new Map<string, Record>()

  function effectFor(item: ChangeItem): InstantEffect | null {
    switch (item.type) {
      case 'STYLING':
        return applyStyling(context, item.changeFields)
      case 'ADD_CLASS':
        return applyAddClass(context, item.changeFields)
      case 'REMOVE_CLASS':
        return applyRemoveClass(context, item.changeFields)
      case 'REMOVE_JSX':
        return applyRemoveJsx(context, item.changeFields)
      case 'EDIT_TEXT':
        return applyEditText(context, item.changeFields)
      case 'DUPLICATE':
        return applyDuplicate(context, item.changeFields)
      case 'WRAP_DIV':
        return applyWrapDiv(context, item.changeFields)
      case 'CHANGE_TAG':
        return applyChangeTag(context, item.changeFields)
      case 'ADD_JSX':
        return applyAddJsx(context, item.changeFields)
      case 'MOVE_JSX':
        return applyMoveJsx(context, item.changeFields)
      case 'CHANGE_PROP':
        return applyChangeProp(context, item.changeFields)
      case 'UNDO':
      case 'REDO':
      case 'UNKNOWN':
        return null
      default: {
        const unreachable: never = item
        throw new Error(`Unknown change type: ${(unreachable as ChangeItem).type}`)
      }
    }
  }

  function undo(target: ChangeItem): boolean {
    const record = records.get(target.id)
    if (!record || record.undone || !supportsInstantUndo(target)) return false
    record.effect.undo()
    record.undone = true
    return true
  }

  function redo(target: ChangeItem): boolean {
    if (!supportsInstantUndo(target)) return false
    const record = records.get(target.id)
    if (record?.undone) {
      record.effect.redo()
      record.undone = false
      return true
    }
    if (record) return false
    const effect = effectFor(target)
    if (effect) records.set(target.id, { item: target, effect, undone: false })
    return effect !== null
  }

  return {
    apply(item, isFlushing) {
      if (isFlushing && !canInstantUpdateWhileFlushing(item)) {
        return { successful: false, selection: EMPTY_SELECTION }
      }
      switch (item.type) {
        case 'UNDO': {
          const done = undo(item.changeFields.changeToUndo)
          return {
            successful: done,
            selection: done ? item.changeFields.changeToUndo.selectAfterUndo : EMPTY_SELECTION,
          }
        }
        case 'REDO': {
          const done = redo(item.changeFields.changeToRedo)
          return {
            successful: done,
            selection: done
              ? item.changeFields.changeToRedo.selectAfterInstantUpdate
              : EMPTY_SELECTION,
          }
        }
        default: {
          if (records.has(item.id)) return { successful: false, selection: EMPTY_SELECTION }
          const effect = effectFor(item)
          if (!effect) return { successful: false, selection: EMPTY_SELECTION }
          records.set(item.id, { item, effect, undone: false })
          return { successful: true, selection: item.selectAfterInstantUpdate }
        }
      }
    },
    revertAll() {
      for (const record of [...records.values()].reverse()) {
        if (!record.undone) record.effect.undo()
      }
      records.clear()
    },
  }
}
