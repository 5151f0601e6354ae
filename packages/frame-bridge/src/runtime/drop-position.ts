/** A box in viewport coordinates. */
export interface Box {
  readonly left: number
  readonly top: number
  readonly width: number
  readonly height: number
}

/** Whether a parent lays its children out in a row (flex row / inline) rather than a column. */
export function isHorizontalLayout(display: string, flexDirection: string): boolean {
  if (display.includes('flex')) return flexDirection.startsWith('row')
  return display === 'inline' || display === 'inline-block'
}

/**
 * Where a dragged element lands among a parent's children (§4 Drag): the index of the first child
 * whose middle lies past the pointer along the parent's main axis (row for flex rows and inline
 * layouts, column otherwise); the end when none does. A row runs right to left in a
 * right-to-left parent, and backwards in a reversed flex direction.
 *
 * @example
 * ```ts
 * dropIndex([{ left: 0, top: 0, width: 10, height: 10 }, { left: 20, top: 0, width: 10, height: 10 }],
 *   { x: 12, y: 5 }, 'flex', 'row') // 1
 * ```
 */
export function dropIndex(
  children: readonly Box[],
  point: { readonly x: number; readonly y: number },
  display: string,
  flexDirection: string,
  rtl = false,
): number {
  const horizontal = isHorizontalLayout(display, flexDirection)
  const reversed = flexDirection.endsWith('reverse') !== (horizontal && rtl)
  const index = children.findIndex((box) => {
    const middle = horizontal ? box.left + box.width / 2 : box.top + box.height / 2
    const position = horizontal ? point.x : point.y
    return reversed ? position > middle : position < middle
  })
  return index === -1 ? children.length : index
}

/**
 * Where a dragged element lands among children that flow as text does — words and inline
 * elements wrapping into lines (§4 Drag): before the first child whose middle comes after the
 * pointer in reading order, i.e. on a line below the pointer, or on the pointer's line further
 * along it (leftwards in right-to-left text); the end when none does. Each child gives its boxes
 * in order, one per line it covers; its middle is the middle of its middle line.
 *
 * @example
 * ```ts
 * // "Hello " then <b>you</b> on one line; the pointer over the right half of "Hello ".
 * inlineDropIndex([[{ left: 0, top: 0, width: 40, height: 16 }], [{ left: 40, top: 0, width: 24, height: 16 }]],
 *   { x: 30, y: 8 }, false) // 1
 * ```
 */
export function inlineDropIndex(
  children: readonly (readonly Box[])[],
  point: { readonly x: number; readonly y: number },
  rtl: boolean,
): number {
  const index = children.findIndex((boxes) => {
    const middle = boxes[Math.floor(boxes.length / 2)]
    if (middle === undefined) return false
    if (point.y < middle.top) return true
    if (point.y > middle.top + middle.height) return false
    const centre = middle.left + middle.width / 2
    return rtl ? point.x > centre : point.x < centre
  })
  return index === -1 ? children.length : index
}

/** Whether the pointer moved far enough to start a drag: 20 px divided by the zoom (§9). */
export function passesDragThreshold(
  start: { readonly x: number; readonly y: number },
  now: { readonly x: number; readonly y: number },
  zoom: number,
): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) >= DRAG_THRESHOLD_PX / zoom
}

/** The drag threshold before division by zoom (§9). */
export const DRAG_THRESHOLD_PX = 20
