/**
 * The business constants of the overlay (spec §9). Every value here is a requirement; tests pin
 * each one.
 */

/** Stroke width of primary outlines (the selection), before dividing by the zoom. */
export const PRIMARY_STROKE_WIDTH = 1

/** Stroke width of secondary outlines (hover, members of a multi-selection), before dividing by the zoom. */
export const SECONDARY_STROKE_WIDTH = 0.5

/**
 * Width of the dashed border of child and move outlines. The spec gives it as "a dashed border 5
 * wide" without the division by zoom it states for primary and secondary, so it is not scaled.
 */
export const DASHED_STROKE_WIDTH = 5

/** Thickness of the drop line shown while dragging, before dividing by the zoom. */
export const DROP_LINE_WIDTH = 3

/**
 * Stacking order of the outline layers inside the overlay (spec §9 "Outline layering"), highest
 * first: move, primary, secondary, child.
 */
export const OUTLINE_Z_INDEX = {
  move: 2_000_000_003,
  primary: 2_000_000_002,
  secondary: 2_000_000_001,
  child: 2_000_000_000,
} as const

/** z-index of the overlay's host element in the page: above every outline layer. */
export const OVERLAY_Z_INDEX = 2_000_000_004

/** Font size of overlay labels, in CSS pixels. */
export const LABEL_FONT_SIZE_PX = 20

/** Height of overlay labels (and of the Edit Dynamic Text button), in CSS pixels. */
export const LABEL_HEIGHT_PX = 38

/** Size of the pencil icon of the Edit Dynamic Text button, in CSS pixels. */
export const PENCIL_ICON_SIZE_PX = 22

/** Minimum time between two overlay renders (spec §9 "Outline update throttle"), in milliseconds. */
export const OUTLINE_UPDATE_THROTTLE_MS = 15

/** The zoom percentage when none is given (spec §9: "Zoom percentage defaults to 1"). */
export const DEFAULT_ZOOM = 1

/**
 * Attribute set on the overlay's host element. The frame's navigation-tree walker skips any
 * element carrying it, so the overlay never appears in the layers tree.
 *
 * @example
 * ```ts
 * if (element.hasAttribute(OVERLAY_HOST_ATTRIBUTE)) continue
 * ```
 */
export const OVERLAY_HOST_ATTRIBUTE = 'data-splendid-overlay'

/**
 * Tag name of the overlay's host element. A custom-element name, so page rules written for
 * ordinary tags (`div { … }`) do not match it.
 */
export const OVERLAY_HOST_TAG = 'splendid-overlay'
