// Public entry of @splendid/overlay: the in-preview overlay of the visual editor.

export type { CreateOverlayOptions, Overlay } from './create-overlay'
export { createOverlay, EDIT_DYNAMIC_TEXT_LABEL } from './create-overlay'
export { isOverlayNode } from './is-overlay-node'
export type { LabelEdge, LabelPosition, LabelSide, TextDirection } from './label-placement'
export { placeLabel } from './label-placement'
export type { FormatCount } from './label-text'
export { formatElementCount, formatSizeLabel } from './label-text'
export type { OutlineKind, OutlineLayer, OutlineStroke } from './outline-stroke'
export { outlineLayer, outlineStroke, outlineZIndex } from './outline-stroke'
export {
  DASHED_STROKE_WIDTH,
  DEFAULT_ZOOM,
  LABEL_FONT_SIZE_PX,
  LABEL_HEIGHT_PX,
  OUTLINE_UPDATE_THROTTLE_MS,
  OUTLINE_Z_INDEX,
  OVERLAY_HOST_ATTRIBUTE,
  OVERLAY_HOST_TAG,
  OVERLAY_Z_INDEX,
  PENCIL_ICON_SIZE_PX,
  PRIMARY_STROKE_WIDTH,
  SECONDARY_STROKE_WIDTH,
} from './overlay-constants'
export type { OverlayErrorCode } from './overlay-error'
export { OverlayError } from './overlay-error'
export type {
  EditButtonPlacement,
  LabelKind,
  OutlineBox,
  OverlayLabel,
  OverlayModel,
  OverlayModelContext,
} from './overlay-model'
export { computeOverlayModel, EMPTY_OVERLAY_MODEL } from './overlay-model'
export type { OverlayPalette } from './overlay-palette'
export {
  AI_PALETTE,
  AI_PRIMARY_VIOLET,
  AI_SECONDARY_VIOLET,
  COMPONENT_PURPLE_BLUE,
  DEFAULT_PALETTE,
  LABEL_DARK_TEXT,
  LABEL_LIGHT_TEXT,
  labelTextColor,
  PRIMARY_BLUE,
  paletteFor,
  SECONDARY_BLUE,
} from './overlay-palette'
export type { OutlinedElement, OverlayState, SelectedElement } from './overlay-state'
export { EMPTY_OVERLAY_STATE } from './overlay-state'
export type { Rect, Viewport } from './rect'
export { toViewportRect, unionRect } from './rect'
export type { Scheduler, Throttled } from './throttle'
export { globalScheduler, throttle } from './throttle'
