import type { Rect } from './rect'

/** An element the overlay outlines and names. */
export interface OutlinedElement {
  /** The element's box in page coordinates. */
  readonly rect: Rect
  /** Text of the element-name label (tag or component name). */
  readonly name: string
  /** True when the element is a component instance: its outline uses the component colour. */
  readonly isComponent?: boolean
}

/** The selected element. */
export interface SelectedElement extends OutlinedElement {
  /**
   * True when the element has text content that cannot be edited directly: the overlay then shows
   * the Edit Dynamic Text button on it (spec §2).
   */
  readonly showEditDynamicText?: boolean
}

/**
 * Everything the overlay draws, as reported by the frame. Rects are in page coordinates.
 *
 * @example
 * ```ts
 * const state: OverlayState = {
 *   ...EMPTY_OVERLAY_STATE,
 *   selected: { rect: { x: 8, y: 8, width: 200, height: 40 }, name: 'Button' },
 * }
 * ```
 */
export interface OverlayState {
  readonly hovered: OutlinedElement | null
  readonly selected: SelectedElement | null
  /** Boxes of a multi-selection; with two or more, one combined box labelled with the count is shown. */
  readonly multiSelected: readonly Rect[]
  /** Children of the drop target while dragging (dashed). */
  readonly children: readonly Rect[]
  /** Target of a move (dashed). */
  readonly moveTarget: Rect | null
  /**
   * Where a dragged element would land inside the move target: a line of zero width (between
   * children side by side, or a caret in text) or zero height (between stacked children), drawn
   * solid. (An addition to §9.)
   */
  readonly dropLine: Rect | null
  /** True during a drag: hover and the Edit Dynamic Text button are hidden. */
  readonly dragging: boolean
}

/** A state with nothing to draw. */
export const EMPTY_OVERLAY_STATE: OverlayState = {
  hovered: null,
  selected: null,
  multiSelected: [],
  children: [],
  moveTarget: null,
  dropLine: null,
  dragging: false,
}
