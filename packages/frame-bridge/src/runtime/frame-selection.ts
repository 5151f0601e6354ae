import { type CodebaseIdMap, type ElementSelection, remapElementKey } from '@splendid/change-items'
import type { EmitFrameEvent } from './emit-frame-event'
import { type ClickModifiers, nextSelection, type SelectionState } from './selection-rules'

/** What {@link createFrameSelection} needs. */
export interface FrameSelectionOptions {
  readonly emit: EmitFrameEvent
  /** Called after every change of the selection (the runtime redraws the overlay). */
  readonly changed: () => void
}

/** The frame's selection: a primary key and the multi-selection. */
export interface FrameSelection {
  readonly current: SelectionState
  /** Selects one element (the parent's `setSelectedElement`); nothing is reported back. */
  select(elementKey: string | null): void
  /** Replaces the multi-selection (the parent's `setMultiselectedElementKeys`); not reported. */
  multiselect(elementKeys: readonly string[]): void
  /**
   * A click picked `pickedKey` (or empty space): the selection follows the §4 rules and the
   * parent hears of what changed (`selectedElementKey`, `multiselectedElementKeys`).
   */
  click(pickedKey: string | null, modifiers: ClickModifiers): void
  /**
   * Takes the selection an instant update asks for; a `null` part keeps the current one.
   * Returns the selection now held, as the instant update reports it.
   */
  apply(target: ElementSelection): ElementSelection
  /** Re-keys the selection after a rewrite renamed codebase ids (silently: a rebuild follows). */
  remap(prevIdToNewIdMap: CodebaseIdMap): void
}

/**
 * The selection state holder. Only a click is reported to the parent: selections the parent
 * sets, or an instant update brings, are the parent's own.
 *
 * @example
 * ```ts
 * const selection = createFrameSelection({ emit, changed: render })
 * selection.click(key, { exact: false, shift: false }) // emits selectedElementKey
 * selection.current.selectedKey // key
 * ```
 */
export function createFrameSelection(options: FrameSelectionOptions): FrameSelection {
  const { emit, changed } = options
  let current: SelectionState = { selectedKey: null, multiselectedKeys: [] }

  function set(next: SelectionState, notify: boolean): void {
    const changedKey = next.selectedKey !== current.selectedKey
    const changedMulti = next.multiselectedKeys.join('\n') !== current.multiselectedKeys.join('\n')
    current = next
    if (notify && changedKey) emit('selectedElementKey', { elementKey: next.selectedKey })
    if (notify && changedMulti)
      emit('multiselectedElementKeys', { elementKeys: next.multiselectedKeys })
    changed()
  }

  return {
    get current() {
      return current
    },
    select(elementKey) {
      set({ selectedKey: elementKey, multiselectedKeys: [] }, false)
    },
    multiselect(elementKeys) {
      set(
        { selectedKey: elementKeys[0] ?? current.selectedKey, multiselectedKeys: [...elementKeys] },
        false,
      )
    },
    click(pickedKey, modifiers) {
      set(nextSelection(current, pickedKey, modifiers), true)
    },
    apply(target) {
      const next: SelectionState = {
        selectedKey: target.elementKey ?? current.selectedKey,
        multiselectedKeys: target.multiselectElementKeys ?? current.multiselectedKeys,
      }
      set(next, false)
      return { elementKey: next.selectedKey, multiselectElementKeys: next.multiselectedKeys }
    },
    remap(prevIdToNewIdMap) {
      current = {
        selectedKey:
          current.selectedKey === null
            ? null
            : remapElementKey(current.selectedKey, prevIdToNewIdMap),
        multiselectedKeys: current.multiselectedKeys.map((key) =>
          remapElementKey(key, prevIdToNewIdMap),
        ),
      }
    },
  }
}
