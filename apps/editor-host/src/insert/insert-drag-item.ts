import type { CreateChangeItemInput } from '@splendid/change-items'
import type { ActionTarget } from '@splendid/editor-engine'
import { useSyncExternalStore } from 'react'

/** The item of the insert panel being dragged: how to build its insertion. */
export interface InsertDragItem {
  /** Builds the insertion for a selection (the drop place replaces the selection's). */
  readonly build: (target: ActionTarget) => CreateChangeItemInput
  /** A project component's name: dropping it inside an instance of itself is refused. */
  readonly componentName?: string
}

/** The data type an insert-panel drag carries (other drags over the preview are not ours). */
export const INSERT_DRAG_TYPE = 'application/x-splendid-insert'

let current: InsertDragItem | null = null
const listeners = new Set<() => void>()

/**
 * The drag in progress from the insert panel to the preview: the panel sets it when a drag
 * starts and clears it when it ends; the preview reads it on a drop.
 */
export const insertDragItem = {
  get: (): InsertDragItem | null => current,
  set(item: InsertDragItem | null): void {
    current = item
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** Whether an item of the insert panel is being dragged (re-renders when that changes). */
export function useInsertDragging(): boolean {
  return useSyncExternalStore(insertDragItem.subscribe, () => current !== null)
}
