/**
 * A set of outline colours. The normal palette is blue; when the AI context flag is on the overlay
 * switches to the violet palette (spec §2 "Outline colours", §9 "Colours").
 */
export interface OverlayPalette {
  /** Colour of the selection, of child/move outlines and of the multi-selection box. */
  readonly primary: string
  /** Colour of hover outlines and of the members of a multi-selection. */
  readonly secondary: string
  /** Colour of outlines around component instances. */
  readonly component: string
}

/** Primary blue (spec §9). */
export const PRIMARY_BLUE = '#4597F7'

/**
 * Secondary blue. The spec names it without a value; it is {@link PRIMARY_BLUE} tinted 30 %
 * towards white, so hover outlines read as the same hue as the selection, only lighter.
 */
export const SECONDARY_BLUE = '#7DB6F9'

/** Component purple-blue (spec §9). */
export const COMPONENT_PURPLE_BLUE = '#6183e4'

/** Primary violet of the AI palette (spec §9). */
export const AI_PRIMARY_VIOLET = '#6858f5'

/** Secondary violet of the AI palette, also used for components while the AI flag is on (spec §9). */
export const AI_SECONDARY_VIOLET = '#5246C2'

/** The blue palette used normally. */
export const DEFAULT_PALETTE: OverlayPalette = {
  primary: PRIMARY_BLUE,
  secondary: SECONDARY_BLUE,
  component: COMPONENT_PURPLE_BLUE,
}

/** The violet palette used while the AI context flag is on. */
export const AI_PALETTE: OverlayPalette = {
  primary: AI_PRIMARY_VIOLET,
  secondary: AI_SECONDARY_VIOLET,
  component: AI_SECONDARY_VIOLET,
}

/**
 * Picks the palette for the AI context flag.
 *
 * @example
 * ```ts
 * paletteFor(true).primary // '#6858f5'
 * ```
 */
export function paletteFor(aiContext: boolean): OverlayPalette {
  return aiContext ? AI_PALETTE : DEFAULT_PALETTE
}

/** Dark text used on light label backgrounds. */
export const LABEL_DARK_TEXT = '#0B1F3A'

/** White text used on the darker label backgrounds. */
export const LABEL_LIGHT_TEXT = '#FFFFFF'

/**
 * Above this relative luminance a label background is light enough that dark text reads better
 * than white; the light secondary blue is the one palette colour past it.
 */
const LIGHT_BACKGROUND_LUMINANCE = 0.4

/**
 * Text colour for a label on `background` (a `#rrggbb` colour): white on the saturated blues and
 * violets, dark on the light secondary blue.
 *
 * @example
 * ```ts
 * labelTextColor(PRIMARY_BLUE) // '#FFFFFF'
 * labelTextColor(SECONDARY_BLUE) // '#0B1F3A'
 * ```
 */
export function labelTextColor(background: string): string {
  return relativeLuminance(background) > LIGHT_BACKGROUND_LUMINANCE
    ? LABEL_DARK_TEXT
    : LABEL_LIGHT_TEXT
}

/** WCAG relative luminance of a `#rrggbb` colour. */
function relativeLuminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}
