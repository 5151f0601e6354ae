import { type ChangeItem, type CodebaseIdMap, remapChangeItemIds } from '@splendid/change-items'

/** Where a change stands for the designer. */
export type HistoryStatus = 'pending' | 'applied' | 'failed' | 'undone'

/** One change in the history list. */
export interface HistoryEntry {
  readonly item: ChangeItem
  readonly status: HistoryStatus
  /** The server's message when the change failed. */
  readonly error: string | null
}

/** The designer's changes, oldest first. */
export type History = readonly HistoryEntry[]

/** Adds a new change; changes that were undone can no longer be redone (a new branch starts). */
export function addPending(history: History, item: ChangeItem): History {
  return [
    ...history.filter((entry) => entry.status !== 'undone'),
    { item, status: 'pending', error: null },
  ]
}

/** Updates the entry of a change (matched by item id). */
export function updateEntry(
  history: History,
  itemId: string,
  update: Partial<HistoryEntry>,
): History {
  return history.map((entry) => (entry.item.id === itemId ? { ...entry, ...update } : entry))
}

/** The change Undo acts on: the newest applied one with an activity id. */
export function undoTarget(history: History): HistoryEntry | null {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const entry = history[index]
    if (entry?.status === 'applied' && entry.item.activityId !== null) return entry
  }
  return null
}

/** The change Redo acts on: the oldest undone one. */
export function redoTarget(history: History): HistoryEntry | null {
  return (
    history.find((entry) => entry.status === 'undone' && entry.item.activityId !== null) ?? null
  )
}

/** Follows a rewrite's id changes in every remembered change, so redo still finds its elements. */
export function remapHistory(history: History, map: CodebaseIdMap): History {
  if (Object.keys(map).length === 0) return history
  return history.map((entry) => ({ ...entry, item: remapChangeItemIds(entry.item, map) }))
}
