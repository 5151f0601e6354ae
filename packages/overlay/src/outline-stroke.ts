import {
  DASHED_STROKE_WIDTH,
  DROP_LINE_WIDTH,
  OUTLINE_Z_INDEX,
  PRIMARY_STROKE_WIDTH,
  SECONDARY_STROKE_WIDTH,
} from './overlay-constants'
import { assertValidZoom } from './overlay-error'

/**
 * What an outline stands for:
 * - `primary`: the selected element;
 * - `secondary`: the hovered element;
 * - `multi`: the combined box of a multi-selection;
 * - `member`: one element of a multi-selection;
 * - `child`: a child of the drop target while dragging;
 * - `move`: the target of a move;
 * - `drop`: the line where a dragged element would land (a box as thick as the line).
 */
export type OutlineKind = 'primary' | 'secondary' | 'multi' | 'member' | 'child' | 'move' | 'drop'

/** The four stacking layers of spec §9, named after their z-index constant. */
export type OutlineLayer = keyof typeof OUTLINE_Z_INDEX

/** How an outline's border is drawn. */
export interface OutlineStroke {
  /** Border width in CSS pixels of the page inside the frame. */
  readonly width: number
  readonly style: 'solid' | 'dashed'
}

/**
 * The stacking layer of an outline kind: the multi-selection box sits with the selection, its
 * members with hover.
 */
export function outlineLayer(kind: OutlineKind): OutlineLayer {
  switch (kind) {
    case 'primary':
    case 'multi':
      return 'primary'
    case 'secondary':
    case 'member':
      return 'secondary'
    case 'child':
      return 'child'
    case 'move':
    case 'drop':
      return 'move'
    default:
      return assertNever(kind)
  }
}

/** The z-index of an outline kind (spec §9 "Outline layering"). */
export function outlineZIndex(kind: OutlineKind): number {
  return OUTLINE_Z_INDEX[outlineLayer(kind)]
}

/**
 * The border of an outline kind at a zoom. The frame is shown scaled by the zoom, so primary (1)
 * and secondary (0.5) widths are divided by it to keep the same width on screen; child and move
 * outlines are dashed and 5 wide; the drop line is as thick on screen at every zoom.
 *
 * @throws {OverlayError} `INVALID_ZOOM` for a zoom that is not a finite number above 0.
 * @example
 * ```ts
 * outlineStroke('primary', 2) // { width: 0.5, style: 'solid' }
 * outlineStroke('move', 2) // { width: 5, style: 'dashed' }
 * ```
 */
export function outlineStroke(kind: OutlineKind, zoom: number): OutlineStroke {
  const validZoom = assertValidZoom(zoom)
  switch (kind) {
    case 'primary':
    case 'multi':
      return { width: PRIMARY_STROKE_WIDTH / validZoom, style: 'solid' }
    case 'secondary':
    case 'member':
      return { width: SECONDARY_STROKE_WIDTH / validZoom, style: 'solid' }
    case 'child':
    case 'move':
      return { width: DASHED_STROKE_WIDTH, style: 'dashed' }
    case 'drop':
      // Both borders of a box as thick as the line fill it.
      return { width: DROP_LINE_WIDTH / 2 / validZoom, style: 'solid' }
    default:
      return assertNever(kind)
  }
}

function assertNever(value: never): never {
  throw new TypeError(`Unhandled outline kind: ${String(value)}`)
}
