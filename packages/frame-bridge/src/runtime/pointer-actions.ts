import type { PointerEventPayload } from '../entities/input-events'
import type { CodebaseElementLookup } from '../frame-functions'
import type { DragAndDrop } from './drag-and-drop'
import type { EmitFrameEvent } from './emit-frame-event'
import type { FrameHover } from './frame-hover'
import type { FrameModes } from './frame-modes'
import type { FrameSelection } from './frame-selection'
import type { FrameTextEditing } from './frame-text-editing'
import { nearestKeyOf } from './nav-tree-index'
import type { NavTreeState } from './nav-tree-state'
import { type ClickModifiers, pickElementKey } from './selection-rules'

/** Pointer input from the page (or synthetic input from the parent), as the runtime takes it. */
export interface PointerActions {
  pointerDown(target: Element | null, position: PointerEventPayload): void
  pointerMove(target: Element | null, position: PointerEventPayload, buttons: number): void
  pointerUp(position: PointerEventPayload): void
  click(target: Element | null, modifiers: ClickModifiers): void
  contextMenu(target: Element | null, position: PointerEventPayload): void
  /** Whether page input should go to the app (drive mode, or typing in the edited text). */
  passesThrough(target: EventTarget | null): boolean
}

/** The state holders pointer input drives. */
export interface PointerActionsOptions {
  readonly emit: EmitFrameEvent
  readonly tree: Pick<NavTreeState, 'index'>
  readonly treeElementLookup: () => CodebaseElementLookup
  readonly modes: Pick<FrameModes, 'driveMode'>
  readonly selection: Pick<FrameSelection, 'current' | 'click'>
  readonly hover: Pick<FrameHover, 'set'>
  readonly drag: Pick<
    DragAndDrop,
    'press' | 'move' | 'release' | 'dragging' | 'takeSuppressedClick'
  >
  readonly text: Pick<FrameTextEditing, 'element' | 'startOnClick' | 'stop' | 'contains'>
}

/**
 * Routes pointer input to the state holders (§4): a press and moves go to drag and drop first;
 * otherwise moves hover the element they pick (not in drive mode, while editing text or
 * dragging). A click on the selected static text starts editing it; any other click ends editing
 * and selects. The element a pointer picks is the nearest editable one (exact with ctrl/meta).
 *
 * @example
 * ```ts
 * const pointer = createPointerActions({ emit, tree, treeElementLookup, modes, selection, hover, drag, text })
 * pointer.click(event.target as Element, { exact: event.metaKey, shift: event.shiftKey })
 * ```
 */
export function createPointerActions(options: PointerActionsOptions): PointerActions {
  const { emit, tree, modes, selection, hover, drag, text } = options

  const pick = (target: Element | null, exact: boolean): string | null =>
    pickElementKey(tree.index, nearestKeyOf(tree.index, target), options.treeElementLookup(), exact)
  const hoverSuppressed = () => modes.driveMode || text.element !== null || drag.dragging

  return {
    pointerDown: (target, position) => drag.press(target, position),
    pointerMove(target, position, buttons) {
      if (drag.move(target, position, buttons)) return
      if (!hoverSuppressed()) hover.set(pick(target, false))
    },
    pointerUp: (position) => drag.release(position),
    click(target, modifiers) {
      if (drag.takeSuppressedClick()) return
      if (modes.driveMode) return
      const picked = pick(target, modifiers.exact)
      if (text.startOnClick(picked, selection.current.selectedKey, modifiers)) return
      text.stop()
      selection.click(picked, modifiers)
    },
    contextMenu(target, position) {
      emit('contextRequested', { ...position, elementKey: pick(target, false) })
    },
    passesThrough: (target) => modes.driveMode || text.contains(target),
  }
}
