/**
 * An axis-aligned box in CSS pixels. Element rects given to the overlay are in page coordinates
 * (`getBoundingClientRect()` plus the scroll offset), so they stay valid while the page scrolls.
 */
export interface Rect {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The visible part of the page: its scroll offset and its size, in CSS pixels. */
export interface Viewport {
  readonly scrollX: number
  readonly scrollY: number
  readonly width: number
  readonly height: number
}

/**
 * The smallest rect containing all given rects, or `null` for none. Used for the one combined box
 * of a multi-selection.
 *
 * @example
 * ```ts
 * unionRect([{ x: 0, y: 0, width: 10, height: 10 }, { x: 20, y: 5, width: 10, height: 10 }])
 * // { x: 0, y: 0, width: 30, height: 15 }
 * ```
 */
export function unionRect(rects: readonly Rect[]): Rect | null {
  const [first, ...rest] = rects
  if (first === undefined) return null
  let left = first.x
  let top = first.y
  let right = first.x + first.width
  let bottom = first.y + first.height
  for (const rect of rest) {
    left = Math.min(left, rect.x)
    top = Math.min(top, rect.y)
    right = Math.max(right, rect.x + rect.width)
    bottom = Math.max(bottom, rect.y + rect.height)
  }
  return { x: left, y: top, width: right - left, height: bottom - top }
}

/** Moves a page-coordinate rect into viewport coordinates (what `position: fixed` uses). */
export function toViewportRect(rect: Rect, viewport: Viewport): Rect {
  return {
    x: rect.x - viewport.scrollX,
    y: rect.y - viewport.scrollY,
    width: rect.width,
    height: rect.height,
  }
}

/** Whether two rects have the same position and size. */
export function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height
}
