import type { ChangeItem, ElementSelection, LifecycleFlags } from './change-item'
import { ChangeItemError } from './change-item-error'

/**
 * What can happen to a change item, in the only order the reducer accepts:
 * `instantUpdateSent` → `instantUpdateFinished` → `processingSucceeded` | `processingFailed`.
 * An item created with `sendInstantUpdate: false` goes straight to processing.
 */
export type ChangeItemAction =
  | { readonly type: 'instantUpdateSent' }
  | {
      readonly type: 'instantUpdateFinished'
      readonly successful: boolean
      /** What the frame says to select now that the update is shown. */
      readonly selectAfterInstantUpdate?: ElementSelection
      /** What the frame says to select if the update is undone. */
      readonly selectAfterUndo?: ElementSelection
    }
  | {
      readonly type: 'processingSucceeded'
      /** The backend activity the change became (needed to undo it). */
      readonly activityId?: string
      /** Previous codebase id to new codebase id, as the backend reported. */
      readonly prevIdToNewIdMap?: Readonly<Record<string, string>>
    }
  | { readonly type: 'processingFailed' }

/** Where an item is in its lifecycle, derived from its flags. */
export type LifecycleStage =
  | 'created'
  | 'instantUpdateSent'
  | 'instantUpdateFinished'
  | 'succeeded'
  | 'failed'

function refuse(item: ChangeItem, action: ChangeItemAction, reason: string): never {
  throw new ChangeItemError(
    'INVALID_TRANSITION',
    `Cannot apply ${action.type} to change ${item.id} (${item.type}): ${reason}`,
  )
}

function checkReadyForProcessing(item: ChangeItem, action: ChangeItemAction): void {
  const flags = item.lifecycle
  if (flags.consumed) refuse(item, action, 'it is already consumed')
  if (flags.sendInstantUpdate && !flags.instantUpdateFinished) {
    refuse(item, action, 'its instant update has not finished')
  }
}

/**
 * Applies one lifecycle action to an item and returns the new item; the input is not changed.
 * Impossible orders are refused: sending twice, finishing an update never sent, processing
 * before the instant update finished, processing twice, anything on an UNKNOWN item (it is
 * created consumed).
 *
 * @throws {@link ChangeItemError} `INVALID_TRANSITION`.
 * @example
 * ```ts
 * let item = createChangeItem({ type: 'REMOVE_JSX', changeFields: { codebaseIdsToRemove: [id] } })
 * item = reduceChangeItem(item, { type: 'instantUpdateSent' })
 * item = reduceChangeItem(item, { type: 'instantUpdateFinished', successful: true })
 * item = reduceChangeItem(item, { type: 'processingSucceeded', activityId: 'a1' })
 * getLifecycleStage(item) // 'succeeded'
 * ```
 */
export function reduceChangeItem<I extends ChangeItem>(item: I, action: ChangeItemAction): I {
  const flags = item.lifecycle
  const withFlags = (changes: Partial<LifecycleFlags>): LifecycleFlags => ({ ...flags, ...changes })
  switch (action.type) {
    case 'instantUpdateSent':
      if (flags.consumed) refuse(item, action, 'it is already consumed')
      if (!flags.sendInstantUpdate) refuse(item, action, 'it sends no instant update')
      if (flags.instantUpdateSent) refuse(item, action, 'its instant update was already sent')
      return { ...item, lifecycle: withFlags({ instantUpdateSent: true }) }
    case 'instantUpdateFinished':
      if (!flags.instantUpdateSent) refuse(item, action, 'its instant update was never sent')
      if (flags.instantUpdateFinished) refuse(item, action, 'its instant update already finished')
      return {
        ...item,
        selectAfterInstantUpdate: action.selectAfterInstantUpdate ?? item.selectAfterInstantUpdate,
        selectAfterUndo: action.selectAfterUndo ?? item.selectAfterUndo,
        lifecycle: withFlags({
          instantUpdateFinished: true,
          instantUpdateSuccessful: action.successful,
        }),
      }
    case 'processingSucceeded':
      checkReadyForProcessing(item, action)
      return {
        ...item,
        activityId: action.activityId ?? item.activityId,
        prevIdToNewIdMap: action.prevIdToNewIdMap
          ? { ...action.prevIdToNewIdMap }
          : item.prevIdToNewIdMap,
        lifecycle: withFlags({ consumed: true, failed: false }),
      }
    case 'processingFailed':
      checkReadyForProcessing(item, action)
      return { ...item, lifecycle: withFlags({ consumed: true, failed: true }) }
    default: {
      const unreachable: never = action
      throw new Error(`Unhandled lifecycle action ${JSON.stringify(unreachable)}`)
    }
  }
}

/**
 * Where an item is in its lifecycle.
 *
 * @example
 * ```ts
 * getLifecycleStage(createChangeItem({ type: 'UNKNOWN', changeFields: {} })) // 'succeeded'
 * ```
 */
export function getLifecycleStage(item: ChangeItem): LifecycleStage {
  const flags = item.lifecycle
  if (flags.consumed) return flags.failed ? 'failed' : 'succeeded'
  if (flags.instantUpdateFinished) return 'instantUpdateFinished'
  if (flags.instantUpdateSent) return 'instantUpdateSent'
  return 'created'
}

/**
 * Tells whether the item's instant update still has to be sent to the frame.
 *
 * @example
 * ```ts
 * if (needsInstantUpdate(item)) frame.applyChangeItem(serialiseChangeItem(item))
 * ```
 */
export function needsInstantUpdate(item: ChangeItem): boolean {
  const flags = item.lifecycle
  return flags.sendInstantUpdate && !flags.instantUpdateSent && !flags.consumed
}
