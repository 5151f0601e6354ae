import {
  type ChangeItem,
  deserialiseChangeItem,
  EMPTY_SELECTION,
  type SerialisedChangeItem,
} from '@splendid/change-items'
import type { InstantUpdateResult } from '../frame-functions'
import type { EmitFrameEvent } from './emit-frame-event'
import type { FrameSelection } from './frame-selection'
import { createInstantUpdates } from './instant-updates'
import type { NavTreeState } from './nav-tree-state'

/** What {@link createInstantHistory} needs. */
export interface InstantHistoryOptions {
  readonly document: Document
  readonly emit: EmitFrameEvent
  readonly logger: Pick<Console, 'log' | 'warn' | 'error'>
  readonly tree: Pick<NavTreeState, 'elementsFor' | 'rebuild'>
  readonly selection: Pick<FrameSelection, 'apply'>
  /** Called when a change moved outlines but no element (the runtime redraws the overlay). */
  readonly changed: () => void
}

/** The instant updates shown in the page, with undo / redo, until the source catches up. */
export interface InstantHistory {
  /** The parent is sending changes to mutate-api: only instant-undo types apply meanwhile. */
  readonly flushing: boolean
  setFlushing(flushing: boolean): void
  /**
   * Applies a change item to the page at once (§4), rebuilds the tree when elements changed,
   * takes the selection the item asks for and reports `instantUpdateDone`.
   */
  apply(serialised: SerialisedChangeItem): InstantUpdateResult
  /** Reverses every instant update still shown (the hot-reloaded source shows them now). */
  revertAll(): void
}

/**
 * The frame side of "instant first, source second": the instant-update engine keyed by change id
 * (so UNDO / REDO of REMOVE_JSX, ADD_CLASS and STYLING reverse and reapply their effects), the
 * flushing flag, and what the tree and the selection do after each update.
 *
 * @example
 * ```ts
 * const history = createInstantHistory({ document, emit, logger, tree, selection, changed })
 * history.apply(serialiseChangeItem(stylingItem)) // { changeItemId, successful: true, selection }
 * ```
 */
export function createInstantHistory(options: InstantHistoryOptions): InstantHistory {
  const { emit, tree } = options
  const updates = createInstantUpdates({
    doc: options.document,
    elementsFor: (codebaseId) => tree.elementsFor(codebaseId),
    logger: options.logger,
  })
  let flushing = false
  return {
    get flushing() {
      return flushing
    },
    setFlushing(next) {
      flushing = next
    },
    apply(serialised) {
      const item = deserialiseChangeItem(serialised)
      const outcome = updates.apply(item, flushing)
      // A restyle changes no element: the tree stays valid and only the outlines move. Any
      // other change adds, hides or replaces elements, so the tree is rebuilt at once.
      if (changesElements(item)) tree.rebuild()
      else options.changed()
      const selection = outcome.successful
        ? options.selection.apply(outcome.selection)
        : EMPTY_SELECTION
      const result = { changeItemId: item.id, successful: outcome.successful, selection }
      emit('instantUpdateDone', result)
      return result
    },
    revertAll: () => updates.revertAll(),
  }
}

const CLASS_OR_STYLE_CHANGES: ReadonlySet<ChangeItem['type']> = new Set([
  'STYLING',
  'ADD_CLASS',
  'REMOVE_CLASS',
])

/** Whether the instant update of a change adds, hides or replaces elements. */
function changesElements(item: ChangeItem): boolean {
  if (item.type === 'UNDO') return changesElements(item.changeFields.changeToUndo)
  if (item.type === 'REDO') return changesElements(item.changeFields.changeToRedo)
  return !CLASS_OR_STYLE_CHANGES.has(item.type)
}
