import { type LabelEdge, type LabelSide, placeLabel, type TextDirection } from './label-placement'
import { type FormatCount, formatElementCount, formatSizeLabel } from './label-text'
import {
  type OutlineKind,
  type OutlineLayer,
  outlineLayer,
  outlineStroke,
  outlineZIndex,
} from './outline-stroke'
import { DROP_LINE_WIDTH } from './overlay-constants'
import { labelTextColor, type OverlayPalette, paletteFor } from './overlay-palette'
import type { OverlayState } from './overlay-state'
import { type Rect, sameRect, toViewportRect, unionRect, type Viewport } from './rect'

/** One outline to draw, in viewport coordinates. */
export interface OutlineBox {
  /** Stable identity between renders, so the renderer reuses the same DOM node. */
  readonly key: string
  readonly kind: OutlineKind
  readonly layer: OutlineLayer
  readonly box: Rect
  readonly strokeWidth: number
  readonly strokeStyle: 'solid' | 'dashed'
  readonly color: string
  readonly zIndex: number
}

/** What a label says. */
export type LabelKind = 'name' | 'size' | 'count'

/** One label to draw, in viewport coordinates (see {@link placeLabel} for `x` and `grow`). */
export interface OverlayLabel {
  readonly key: string
  readonly kind: LabelKind
  readonly text: string
  readonly x: number
  readonly y: number
  readonly grow: 'right' | 'left'
  /** Background: the colour of the outline the label belongs to. */
  readonly color: string
  /** Text colour readable on {@link OverlayLabel.color}. */
  readonly textColor: string
  readonly zIndex: number
}

/**
 * The Edit Dynamic Text button. It sits inside the selection's name label, after the name, so the
 * two never overlap whatever their widths.
 */
export interface EditButtonPlacement {
  /** Key of the label that carries the button. */
  readonly labelKey: string
}

/** Everything one render draws. */
export interface OverlayModel {
  readonly outlines: readonly OutlineBox[]
  readonly labels: readonly OverlayLabel[]
  readonly editButton: EditButtonPlacement | null
}

/** The settings a model is computed under. */
export interface OverlayModelContext {
  /** Zoom percentage of the preview (1 = 100 %). */
  readonly zoom: number
  /** AI context flag: switches to the violet palette. */
  readonly aiContext: boolean
  /** Drive mode: nothing is drawn. */
  readonly driveMode: boolean
  readonly viewport: Viewport
  readonly direction: TextDirection
  /** Label of the multi-selection box; defaults to {@link formatElementCount}. */
  readonly formatCount?: FormatCount
}

/** A model with nothing to draw. */
export const EMPTY_OVERLAY_MODEL: OverlayModel = { outlines: [], labels: [], editButton: null }

/**
 * Computes the outlines, labels and button for a state — pure geometry, no DOM.
 *
 * - selected → primary outline, name label at its top start (carrying the Edit Dynamic Text button
 *   when asked), size label at its bottom end;
 * - hovered → secondary outline and name label (not while dragging, not when it is the selection);
 * - two or more multi-selected → a secondary outline per member and one primary combined box
 *   labelled with the count, replacing the labels of the single selection;
 * - children and move target → dashed outlines; the drop line → a solid bar
 *   {@link DROP_LINE_WIDTH} thick on screen, centred on it;
 * - drive mode → nothing.
 *
 * @throws {OverlayError} `INVALID_ZOOM` for a zoom that is not a finite number above 0.
 * @example
 * ```ts
 * const model = computeOverlayModel(
 *   { ...EMPTY_OVERLAY_STATE, selected: { rect: { x: 0, y: 100, width: 80, height: 20 }, name: 'h1' } },
 *   { zoom: 1, aiContext: false, driveMode: false, direction: 'ltr',
 *     viewport: { scrollX: 0, scrollY: 0, width: 1024, height: 768 } },
 * )
 * model.labels.map((label) => label.text) // ['h1', '80 x 20']
 * ```
 */
export function computeOverlayModel(
  state: OverlayState,
  context: OverlayModelContext,
): OverlayModel {
  if (context.driveMode) return EMPTY_OVERLAY_MODEL
  const palette = paletteFor(context.aiContext)
  const outlines: OutlineBox[] = []
  const labels: OverlayLabel[] = []
  const view = (rect: Rect) => toViewportRect(rect, context.viewport)
  const outline = (key: string, kind: OutlineKind, rect: Rect, color: string) =>
    outlines.push(makeOutline(key, kind, view(rect), color, context.zoom))
  const label = (
    key: string,
    kind: LabelKind,
    text: string,
    rect: Rect,
    edge: LabelEdge,
    side: LabelSide,
    color: string,
    zIndex: number,
  ) => {
    const position = placeLabel(view(rect), edge, side, context.direction, context.viewport.height)
    labels.push({ key, kind, text, ...position, color, textColor: labelTextColor(color), zIndex })
  }

  for (const [index, rect] of state.children.entries()) {
    outline(`child-${index}`, 'child', rect, palette.primary)
  }

  const { hovered, selected } = state
  const showHover =
    hovered !== null &&
    !state.dragging &&
    (selected === null || !sameRect(hovered.rect, selected.rect))
  if (hovered !== null && showHover) {
    const color = hovered.isComponent === true ? palette.component : palette.secondary
    outline('hovered', 'secondary', hovered.rect, color)
    const zIndex = outlineZIndex('secondary')
    label('hovered-name', 'name', hovered.name, hovered.rect, 'top', 'start', color, zIndex)
  }

  const combined = state.multiSelected.length >= 2 ? unionRect(state.multiSelected) : null
  let editButton: EditButtonPlacement | null = null
  if (combined !== null) {
    for (const [index, rect] of state.multiSelected.entries()) {
      outline(`member-${index}`, 'member', rect, palette.secondary)
    }
    outline('multi', 'multi', combined, palette.primary)
    const text = (context.formatCount ?? formatElementCount)(state.multiSelected.length)
    const zIndex = outlineZIndex('multi')
    label('multi-count', 'count', text, combined, 'top', 'start', palette.primary, zIndex)
  } else if (selected !== null) {
    const color = selectionColor(palette, selected.isComponent === true)
    const zIndex = outlineZIndex('primary')
    const { rect } = selected
    outline('selected', 'primary', rect, color)
    label('selected-name', 'name', selected.name, rect, 'top', 'start', color, zIndex)
    const size = formatSizeLabel(rect.width, rect.height)
    label('selected-size', 'size', size, rect, 'bottom', 'end', color, zIndex)
    if (selected.showEditDynamicText === true && !state.dragging) {
      editButton = { labelKey: 'selected-name' }
    }
  }

  if (state.moveTarget !== null) outline('move', 'move', state.moveTarget, palette.primary)
  if (state.dropLine !== null)
    outline('drop', 'drop', thickLine(state.dropLine, context.zoom), palette.primary)

  return { outlines, labels, editButton }
}

/** A zero-wide or zero-high line as a box as thick as the drop line, centred on it. */
function thickLine(line: Rect, zoom: number): Rect {
  const thickness = DROP_LINE_WIDTH / zoom
  return line.width < line.height
    ? { x: line.x - thickness / 2, y: line.y, width: thickness, height: line.height }
    : { x: line.x, y: line.y - thickness / 2, width: line.width, height: thickness }
}

function selectionColor(palette: OverlayPalette, isComponent: boolean): string {
  return isComponent ? palette.component : palette.primary
}

function makeOutline(
  key: string,
  kind: OutlineKind,
  box: Rect,
  color: string,
  zoom: number,
): OutlineBox {
  const stroke = outlineStroke(kind, zoom)
  return {
    key,
    kind,
    layer: outlineLayer(kind),
    box,
    strokeWidth: stroke.width,
    strokeStyle: stroke.style,
    color,
    zIndex: outlineZIndex(kind),
  }
}
