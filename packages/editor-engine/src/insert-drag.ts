import type { CreateChangeItemInput } from '@splendid/change-items'
import type { InsertDropPoint, InsertDropTarget } from '@splendid/frame-bridge'
import { ActionRefused, type ActionTarget } from './changes/action-target'
import type { ChangeOutcome } from './changes/change-outcome'
import { atDrop } from './changes/insert-drop'
import { insertPlaceAtSelection } from './changes/insert-place'
import type { EditorStore } from './editor-state'
import type { FrameConnection } from './frame/frame-connection'

/** Dragging an item of the insert panel over the preview and dropping it there. */
export interface InsertDrag {
  /**
   * The item is over the preview at this point of the preview's viewport: the frame shows a
   * placeholder where it would land. Resolves to that place (`null` over nothing that can hold
   * it). Calls while one is on its way are folded into the next.
   */
  insertDragOver(point: InsertDropPoint): Promise<InsertDropTarget | null>
  /**
   * Shows the placeholder where an insertion at the selection would go (the insert panel's
   * items, on hover and focus); nothing when the selection takes no insertion.
   */
  showInsertPlace(): void
  /** The drag left the preview or ended without a drop, or the item is no longer hovered: the placeholder goes. */
  hideInsertPlace(): void
  /**
   * The item was dropped at this point: what `build` builds for a selection is inserted there
   * instead (see `atDrop`); `componentName` refuses a drop inside an instance of itself.
   */
  insertDrop(
    point: InsertDropPoint,
    build: (target: ActionTarget) => CreateChangeItemInput,
    componentName?: string,
  ): Promise<ChangeOutcome | null>
}

/** The placeholder's thickness along the container's main axis, in CSS pixels. */
const PLACEHOLDER_PX = 4

/**
 * Creates the insert drag of a session.
 *
 * @example
 * ```ts
 * const drag = createInsertDrag(store, frame, changes.act)
 * await drag.insertDragOver({ clientX: 200, clientY: 120 })
 * await drag.insertDrop({ clientX: 200, clientY: 120 }, (target) => addElement(target, 'p'))
 * ```
 */
export function createInsertDrag(
  store: EditorStore,
  frame: FrameConnection,
  act: (build: (target: ActionTarget) => CreateChangeItemInput) => Promise<ChangeOutcome | null>,
): InsertDrag {
  let shown: string | null = null
  // A new tree means the page was refreshed (a hot reload drops the placeholder with every
  // temporary node): the next drag-over shows it again.
  store.subscribe((state, previous) => {
    if (state.navTree !== previous.navTree) shown = null
  })
  let inFlight: Promise<InsertDropTarget | null> | null = null
  let queued: InsertDropPoint | null = null
  // Bumped when the placeholder is hidden: a drag-over answered after that shows nothing.
  let hides = 0

  async function targetAt(point: InsertDropPoint): Promise<InsertDropTarget | null> {
    const answer = await frame.call('insertDropTargetAt', point)
    return answer.ok ? answer.value : null
  }

  function showPlaceholder(target: InsertDropTarget | null): void {
    const id = target === null ? null : `${target.parentKey}#${target.index}#${target.childIndex}`
    if (id === shown) return
    shown = id
    if (target === null) {
      void frame.call('tempAddDiv', {
        parentElementKey: null,
        indexInParent: 0,
        width: 0,
        height: 0,
      })
      return
    }
    const box = store.getState().navTree.nodes.get(target.parentKey)?.pageBoundingBox
    const across = Math.max(
      24,
      Math.round(target.horizontal ? (box?.height ?? 0) : (box?.width ?? 0)),
    )
    void frame.call('tempAddDiv', {
      parentElementKey: target.parentKey,
      indexInParent: target.index,
      width: target.horizontal ? PLACEHOLDER_PX : across,
      height: target.horizontal ? across : PLACEHOLDER_PX,
      childIndexInParent: target.childIndex,
    })
  }

  async function over(point: InsertDropPoint): Promise<InsertDropTarget | null> {
    const hidesBefore = hides
    const target = await targetAt(point)
    if (hides === hidesBefore) showPlaceholder(target)
    return target
  }

  function insertDragOver(point: InsertDropPoint): Promise<InsertDropTarget | null> {
    if (inFlight !== null) {
      queued = point
      return inFlight
    }
    inFlight = over(point).finally(() => {
      inFlight = null
      const next = queued
      queued = null
      if (next !== null) void insertDragOver(next)
    })
    return inFlight
  }

  return {
    insertDragOver,
    showInsertPlace() {
      const state = store.getState()
      showPlaceholder(
        insertPlaceAtSelection({
          index: state.navTree,
          selectedKey: state.selectedKey,
          multiselectedKeys: state.multiselectedKeys,
        }),
      )
    },
    hideInsertPlace() {
      queued = null
      hides += 1
      showPlaceholder(null)
    },
    async insertDrop(point, build, componentName) {
      queued = null
      await inFlight
      const target = await targetAt(point)
      showPlaceholder(null)
      return act(
        target === null
          ? () => {
              throw new ActionRefused('insert-not-there')
            }
          : atDrop(target, build, componentName),
      )
    },
  }
}
