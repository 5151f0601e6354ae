/**
 * The size label of an outlined element: its width and height rounded to whole pixels, as
 * `width x height` (spec §2).
 *
 * @example
 * ```ts
 * formatSizeLabel(120.4, 39.5) // '120 x 40'
 * ```
 */
export function formatSizeLabel(width: number, height: number): string {
  return `${Math.round(width)} x ${Math.round(height)}`
}

/**
 * Turns the number of elements of a multi-selection into the label of its combined box. Pass your
 * own (for instance a Lingui plural) to translate it.
 */
export type FormatCount = (count: number) => string

/**
 * The default English count label: `1 element`, `3 elements`.
 *
 * @example
 * ```ts
 * formatElementCount(3) // '3 elements'
 * ```
 */
export const formatElementCount: FormatCount = (count) =>
  `${count} ${count === 1 ? 'element' : 'elements'}`
