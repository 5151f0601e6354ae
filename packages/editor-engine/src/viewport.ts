/** The preview widths the toolbar offers (Tailwind's breakpoints, and the full width). */
export const VIEWPORTS = {
  full: null,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const satisfies Record<string, number | null>

/** A preview width by name (`full` or a Tailwind breakpoint). */
export type Viewport = keyof typeof VIEWPORTS

/** The zoom steps of ⌘/Ctrl +/− and Ctrl+wheel. */
export const ZOOM_LEVELS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const

/**
 * A zoom the preview can show: 25–200 %, rounded to a whole percent.
 *
 * @example
 * ```ts
 * clampZoom(5) // 2
 * clampZoom(1.234) // 1.23
 * ```
 */
export function clampZoom(zoom: number): number {
  return Math.min(2, Math.max(0.25, Math.round(zoom * 100) / 100))
}

/**
 * The next zoom level up or down from `zoom` (which may lie between levels), or `undefined` at
 * the ends.
 *
 * @example
 * ```ts
 * nextZoomLevel(1.1, 1) // 1.25
 * nextZoomLevel(0.25, -1) // undefined
 * ```
 */
export function nextZoomLevel(zoom: number, direction: 1 | -1): number | undefined {
  return direction > 0
    ? ZOOM_LEVELS.find((level) => level > zoom + 0.001)
    : [...ZOOM_LEVELS].reverse().find((level) => level < zoom - 0.001)
}
