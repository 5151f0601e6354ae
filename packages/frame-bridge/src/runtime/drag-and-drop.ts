import type { DragContext } from '../entities/drag-context'
import type { PointerEventPayload } from '../entities/input-events'
import { passesDragThreshold } from './drop-position'
import { type DropTarget, dropTargetAt } from './drop-target'
import type { EmitFrameEvent } from './emit-frame-event'
import type { FrameModes } from './frame-modes'
import type { NavTreeState } from './nav-tree-state'
import { writtenParentKey } from './written-parent'

/** What {@link createDragAndDrop} needs. */
export interface DragAndDropOptions {
  readonly window: Window
  readonly emit: EmitFrameEvent
  readonly tree: Pick<NavTreeState, 'index' | 'elementsOf' | 'boxOf'>
  /** The key being dragged: the selection's primary key. */
  readonly selectedKey: () => string | null
  readonly modes: Pick<FrameModes, 'driveMode' | 'aiContext' | 'zoom'>
  /** A drag starting drops the hover (without reporting it). */
  readonly forgetHover: () => void
  /** Called when what the overlay shows of the drag changed. */
  readonly changed: () => void
}

/** Moving the selected element by dragging it (§4 Drag and drop). */
export interface DragAndDrop {
  /** A button is held on the selected element (a drag may start). */
  readonly pressed: boolean
  readonly dragging: boolean
  readonly dropTarget: DropTarget | null
  /** A press on `target`: counts only on the selected element, outside drive mode and AI context. */
  press(target: Element | null, position: PointerEventPayload): void
  /**
   * The pointer moved: without buttons a press is cancelled; past the threshold (20 px divided by
   * the zoom) the drag starts. True while dragging — the move is the drag's, not a hover.
   */
  move(target: Element | null, position: PointerEventPayload, buttons: number): boolean
  /** The button was released: a drag ends (`dragEnd`) and swallows the click that follows. */
  release(position: PointerEventPayload): void
  /** Whether the next click is a drag's end and must be ignored (asking consumes it). */
  takeSuppressedClick(): boolean
  /** Ends the press; a drag is cancelled (`dragCancel`). */
  cancel(position: PointerEventPayload | null): void
  /** Starts a drag from the centre of the selection at once (the parent's `triggerDragStart`). */
  startAtSelection(): void
  /** Forgets the press without reporting or drawing (drive mode took over). */
  reset(): void
}

interface Press {
  readonly start: { readonly x: number; readonly y: number }
  readonly offsetX: number
  readonly offsetY: number
  dragging: boolean
  /** The key of the element whose JSX holds the dragged one (read when the drag starts). */
  sourceParentKey?: string | null
}

const NO_POSITION: PointerEventPayload = { pageX: 0, pageY: 0, clientX: 0, clientY: 0 }

/**
 * The drag-and-drop state machine: idle → pressed → dragging → idle. It reports `dragStart`,
 * `dragEnd` and `dragCancel` with a {@link DragContext} (the selection's parent, the drop target
 * under the pointer); the parent turns a drop into a move.
 *
 * @example
 * ```ts
 * const drag = createDragAndDrop({ window, emit, tree, selectedKey, modes, forgetHover, changed })
 * drag.press(selectedElement, at(0, 0))
 * drag.move(selectedElement, at(40, 0), 1) // true: dragStart sent
 * drag.release(at(40, 0)) // dragEnd with dropParentKey and dropIndex
 * ```
 */
export function createDragAndDrop(options: DragAndDropOptions): DragAndDrop {
  const { window: win, emit, tree, modes, changed } = options
  let press: Press | null = null
  let dropTarget: DropTarget | null = null
  let suppressNextClick = false

  function context(position: PointerEventPayload, dragging: boolean): DragContext {
    const selectedKey = options.selectedKey()
    const node = selectedKey === null ? undefined : tree.index.nodes.get(selectedKey)
    const parent = node?.parentKey ? tree.index.nodes.get(node.parentKey) : undefined
    return {
      pageX: position.pageX,
      pageY: position.pageY,
      offsetX: press?.offsetX ?? 0,
      offsetY: press?.offsetY ?? 0,
      selectedParentKey: parent?.key ?? null,
      selectedParentDisplay: parent?.display ?? null,
      selectedParentFlexDirection: parent?.flexDirection ?? null,
      selectedSourceParentKey: press?.sourceParentKey ?? parent?.key ?? null,
      dropParentKey: dropTarget?.parentKey ?? null,
      dropIndex: dropTarget?.index ?? null,
      dropChildIndex: dropTarget?.childIndex ?? null,
      selectedChildIndex: dropTarget?.movedChildIndex ?? null,
      dragging,
    }
  }

  function updateDropTarget(target: Element | null, position: PointerEventPayload): void {
    const selectedKey = options.selectedKey()
    const own = selectedKey === null ? undefined : tree.index.nodes.get(selectedKey)
    dropTarget = dropTargetAt(tree, {
      target,
      pageX: position.pageX,
      pageY: position.pageY,
      movedKey: selectedKey,
      fallbackParentKey: own?.parentKey ?? null,
    })
  }

  function cancel(position: PointerEventPayload | null): void {
    const wasDragging = press?.dragging ?? false
    const cancelled = context(position ?? NO_POSITION, false)
    press = null
    dropTarget = null
    if (wasDragging) emit('dragCancel', cancelled)
    changed()
  }

  function start(position: PointerEventPayload): void {
    if (!press) return
    press.dragging = true
    const selectedKey = options.selectedKey()
    press.sourceParentKey = selectedKey === null ? null : writtenParentKey(tree, selectedKey)
    options.forgetHover()
    emit('dragStart', context(position, true))
    changed()
  }

  return {
    get pressed() {
      return press !== null
    },
    get dragging() {
      return press?.dragging ?? false
    },
    get dropTarget() {
      return dropTarget
    },
    press(target, position) {
      const selectedKey = options.selectedKey()
      if (modes.driveMode || modes.aiContext || selectedKey === null) return
      const selected = tree.elementsOf(selectedKey)
      if (!target || !selected.some((element) => element.contains(target))) return
      const box = tree.boxOf(selectedKey)
      press = {
        start: { x: position.clientX, y: position.clientY },
        offsetX: position.pageX - (box?.pageX ?? position.pageX),
        offsetY: position.pageY - (box?.pageY ?? position.pageY),
        dragging: false,
      }
    },
    move(target, position, buttons) {
      if (!press) return false
      if (buttons === 0) {
        cancel(position)
      } else if (
        !press.dragging &&
        passesDragThreshold(press.start, { x: position.clientX, y: position.clientY }, modes.zoom)
      ) {
        start(position)
      }
      if (!press?.dragging) return false
      updateDropTarget(target, position)
      changed()
      return true
    },
    release(position) {
      if (!press) return
      if (press.dragging) {
        emit('dragEnd', context(position, false))
        suppressNextClick = true
      }
      press = null
      dropTarget = null
      changed()
    },
    takeSuppressedClick() {
      const suppressed = suppressNextClick
      suppressNextClick = false
      return suppressed
    },
    cancel,
    startAtSelection() {
      const box = tree.boxOf(options.selectedKey())
      if (!box || modes.aiContext) return
      const center = { pageX: box.pageX + box.width / 2, pageY: box.pageY + box.height / 2 }
      const position = {
        ...center,
        clientX: center.pageX - win.scrollX,
        clientY: center.pageY - win.scrollY,
      }
      press = {
        start: { x: position.clientX, y: position.clientY },
        offsetX: box.width / 2,
        offsetY: box.height / 2,
        dragging: false,
      }
      start(position)
    },
    reset() {
      press = null
    },
  }
}
