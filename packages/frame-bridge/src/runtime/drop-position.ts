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
 * layouts, column otherwise); the end when none does.
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
): number {
  const horizontal = isHorizontalLayout(display, flexDirection)
  const reversed = flexDirection.endsWith('reverse')
  const index = children.findIndex((box) => {
    const middle = horizontal ? box.left + box.width / 2 : box.top + box.height / 2
    const position = horizontal ? point.x : point.y
    return reversed ? position > middle : position < middle
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
