/** Egypt's VAT rate on digital services, in percent; Splendid's prices include it. */
export const EGYPT_VAT_PERCENT = 14

/** A VAT-inclusive price split into its net part and its VAT, in the same minor unit. */
export interface VatBreakdown {
  readonly net: number
  readonly vat: number
  readonly total: number
}

/**
 * Splits a price that includes VAT at `percent` into net + VAT, rounding the VAT to the nearest
 * minor unit (piastre) so the two parts always add up to the total.
 *
 * @example
 * ```ts
 * vatIncluded(19_900) // { net: 17_456, vat: 2_444, total: 19_900 }
 * ```
 */
export function vatIncluded(total: number, percent: number = EGYPT_VAT_PERCENT): VatBreakdown {
  const vat = Math.round((total * percent) / (100 + percent))
  return { net: total - vat, vat, total }
}
