import { type ChangeItem, createChangeItem, supportsInstantUndo } from '@splendid/change-items'
import type { EditorStore } from '../editor-state'
import type { FrameConnection } from '../frame/frame-connection'
import { type HistoryEntry, redoTarget, undoTarget, updateEntry } from '../history'
import type { Selection } from '../selection'
import type { ChangeOutcome } from './change-outcome'
import type { ChangeDone } from './change-processor'

/** Undo or redo. */
export type UndoRedoKind = 'UNDO' | 'REDO'

function wrap(kind: UndoRedoKind, entry: HistoryEntry, withFrame: boolean): ChangeItem {
  const wrapped = entry.item
  const sendInstantUpdate = withFrame && supportsInstantUndo(wrapped)
  return kind === 'UNDO'
    ? createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: wrapped }, sendInstantUpdate })
    : createChangeItem({ type: 'REDO', changeFields: { changeToRedo: wrapped }, sendInstantUpdate })
}

/** The newest entry still waiting for its answer (a change or an undo/redo on its way). */
function newestPending(store: EditorStore): HistoryEntry | null {
  const history = store.getState().history
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]
    if (entry?.status === 'pending') return entry
  }
  return null
}

/** Resolves once the entry of `itemId` is no longer pending (answered, failed or dropped). */
function settled(store: EditorStore, itemId: string): Promise<void> {
  return new Promise((resolve) => {
    const pending = () =>
      store
        .getState()
        .history.some((entry) => entry.item.id === itemId && entry.status === 'pending')
    if (!pending()) {
      resolve()
      return
    }
    const unsubscribe = store.subscribe(() => {
      if (pending()) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Creates undo/redo: the newest applied change (undo) or the oldest undone one (redo) is wrapped
 * in an `UNDO` / `REDO` item and processed like any change; its history entry is pending
 * meanwhile, then undone / applied, or back where it was with the server's message. After an
 * undo the change's `selectAfterUndo` (remapped by the rewrites since) is selected. Undo or redo
 * pressed while a change is on its way acts once that change is answered (a Delete undone at
 * once is undone, not lost); with nothing to act on, it resolves null.
 *
 * @example
 * ```ts
 * const undoRedo = createUndoRedo(store, frame, selection, process)
 * await undoRedo('UNDO')
 * ```
 */
export function createUndoRedo(
  store: EditorStore,
  frame: FrameConnection,
  selection: Selection,
  process: (item: ChangeItem, onDone: ChangeDone) => Promise<ChangeOutcome>,
): (kind: UndoRedoKind) => Promise<ChangeOutcome | null> {
  const history = () => store.getState().history
  const act = (kind: UndoRedoKind): Promise<ChangeOutcome | null> => {
    const entry = kind === 'UNDO' ? undoTarget(history()) : redoTarget(history())
    if (!entry) return Promise.resolve(null)
    const wrappedId = entry.item.id
    const before = entry.status
    store.setState({ history: updateEntry(history(), wrappedId, { status: 'pending' }) })
    return process(wrap(kind, entry, frame.current() !== null), (_done, ok, message) => {
      const status = ok ? (kind === 'UNDO' ? 'undone' : 'applied') : before
      store.setState({ history: updateEntry(history(), wrappedId, { status, error: message }) })
      // The entry's item follows the id maps received since (the undo's own included).
      const current = history().find((each) => each.item.id === wrappedId)?.item ?? entry.item
      if (ok && kind === 'UNDO') selection.follow(current.selectAfterUndo, true)
    })
  }
  return async (kind) => {
    const onItsWay = newestPending(store)
    // The newest change's answer decides what there is to undo or redo.
    if (onItsWay !== null && (kind === 'UNDO' || redoTarget(history()) === null)) {
      await settled(store, onItsWay.item.id)
    }
    return act(kind)
  }
}
