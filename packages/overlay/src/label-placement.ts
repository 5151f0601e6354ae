import { LABEL_HEIGHT_PX } from './overlay-constants'
import type { Rect } from './rect'

/** Writing direction of the page: labels start on the left in `ltr` and on the right in `rtl`. */
export type TextDirection = 'ltr' | 'rtl'

/** Which horizontal edge of the box a label is aligned with, in logical terms. */
export type LabelSide = 'start' | 'end'

/** Which horizontal edge of the box a label sits on. */
export type LabelEdge = 'top' | 'bottom'

/**
 * Where a label goes, in viewport coordinates. `x` is the anchor: the label's left edge when it
 * grows to the right, its right edge when it grows to the left (the renderer shifts it by its own
 * width, so no text measuring is needed here).
 */
export interface LabelPosition {
  readonly x: number
  readonly y: number
  readonly grow: 'right' | 'left'
}

/**
 * Places a label of {@link LABEL_HEIGHT_PX} against a box given in viewport coordinates.
 *
 * A `top` label sits just above the box; when that would leave the top of the viewport it flips
 * inside the box, pinned to the viewport top while the box is scrolled partly out. A `bottom` label
 * sits just below and flips inside the same way at the viewport bottom. The `start` side is the
 * left edge in `ltr` pages and the right edge in `rtl` pages, so labels mirror in Arabic.
 *
 * @example
 * ```ts
 * placeLabel({ x: 10, y: 100, width: 50, height: 20 }, 'top', 'start', 'ltr', 800)
 * // { x: 10, y: 62, grow: 'right' }
 * ```
 */
export function placeLabel(
  box: Rect,
  edge: LabelEdge,
  side: LabelSide,
  direction: TextDirection,
  viewportHeight: number,
): LabelPosition {
  const alignedLeft = (side === 'start') === (direction === 'ltr')
  const x = alignedLeft ? box.x : box.x + box.width
  const grow = alignedLeft ? 'right' : 'left'
  return { x, y: labelTop(box, edge, viewportHeight), grow }
}

function labelTop(box: Rect, edge: LabelEdge, viewportHeight: number): number {
  const bottom = box.y + box.height
  switch (edge) {
    case 'top': {
      const above = box.y - LABEL_HEIGHT_PX
      return above >= 0 ? above : Math.max(box.y, 0)
    }
    case 'bottom': {
      const below = bottom
      return below + LABEL_HEIGHT_PX <= viewportHeight
        ? below
        : Math.min(bottom, viewportHeight) - LABEL_HEIGHT_PX
    }
    default: {
      const unhandled: never = edge
      throw new TypeError(`Unhandled label edge: ${String(unhandled)}`)
    }
  }
}
