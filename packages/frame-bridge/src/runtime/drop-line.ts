import type { Box } from './drop-position'

/**
 * How a container lays out its children: stacked (`column`, the first child at the top, or at
 * the bottom going `upwards`), side by side (`row`, the first child on the left or the right), or
 * flowing as text does (`inline`).
 */
export type DropLayout =
  | { readonly kind: 'column'; readonly upwards?: boolean }
  | { readonly kind: 'row'; readonly leftToRight: boolean }
  | { readonly kind: 'inline'; readonly rtl: boolean }

/**
 * The line showing where a drop at `index` lands among children (each its boxes, one per line it
 * covers, in order): across the gap between the child before and the one after — horizontal in a
 * column, vertical in a row — or, in flowing text, a caret at the start of the child after (the
 * end of the one before, when it is the last). Zero wide or zero high; `null` without children.
 *
 * @example
 * ```ts
 * dropLine([[{ left: 0, top: 0, width: 100, height: 20 }], [{ left: 0, top: 30, width: 100, height: 20 }]],
 *   1, { kind: 'column' }) // { left: 0, top: 25, width: 100, height: 0 }
 * ```
 */
export function dropLine(
  children: readonly (readonly Box[])[],
  index: number,
  layout: DropLayout,
): Box | null {
  const next = children[index]
  const previous = children[index - 1]
  if (layout.kind === 'inline') {
    const start = next?.[0]
    const end = previous?.[previous.length - 1]
    const line = start ?? end
    if (line === undefined) return null
    const atRight = (start !== undefined) === layout.rtl
    return {
      left: atRight ? line.left + line.width : line.left,
      top: line.top,
      width: 0,
      height: line.height,
    }
  }
  const before = previous === undefined ? undefined : union(previous)
  const after = next === undefined ? undefined : union(next)
  const around = [before, after].filter((box) => box !== undefined)
  if (around.length === 0) return null
  const span = union(around)
  if (layout.kind === 'column') {
    // The edge of the child after facing the one before, and the reverse.
    const upwards = layout.upwards === true
    const edgeOfAfter = after && (upwards ? after.top + after.height : after.top)
    const edgeOfBefore = before && (upwards ? before.top : before.top + before.height)
    const top =
      edgeOfAfter !== undefined && edgeOfBefore !== undefined
        ? (edgeOfAfter + edgeOfBefore) / 2
        : (edgeOfAfter ?? edgeOfBefore ?? span.top)
    return { left: span.left, top, width: span.width, height: 0 }
  }
  // A row: the edge of the child after facing the one before, and the reverse.
  const edgeOfAfter = after && (layout.leftToRight ? after.left : after.left + after.width)
  const edgeOfBefore = before && (layout.leftToRight ? before.left + before.width : before.left)
  const left =
    edgeOfAfter !== undefined && edgeOfBefore !== undefined
      ? (edgeOfAfter + edgeOfBefore) / 2
      : (edgeOfAfter ?? edgeOfBefore ?? span.left)
  return { left, top: span.top, width: 0, height: span.height }
}

/** The box around boxes (at least one). */
export function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.left))
  const top = Math.min(...boxes.map((box) => box.top))
  const right = Math.max(...boxes.map((box) => box.left + box.width))
  const bottom = Math.max(...boxes.map((box) => box.top + box.height))
  return { left, top, width: right - left, height: bottom - top }
}
