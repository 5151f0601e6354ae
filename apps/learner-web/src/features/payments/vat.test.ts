import { describe, expect, test } from 'vitest'
import { EGYPT_VAT_PERCENT, vatIncluded } from './vat'

describe('vatIncluded', () => {
  test('splits the VAT-inclusive prices at 14 %, the parts adding up to the price', () => {
    expect(EGYPT_VAT_PERCENT).toBe(14)
    expect(vatIncluded(19_900)).toEqual({ net: 17_456, vat: 2_444, total: 19_900 })
    expect(vatIncluded(199_000)).toEqual({ net: 174_561, vat: 24_439, total: 199_000 })
    expect(vatIncluded(11_400)).toEqual({ net: 10_000, vat: 1_400, total: 11_400 })
  })

  test('never loses a piastre to rounding', () => {
    for (let total = 1; total < 5_000; total += 7) {
      const { net, vat } = vatIncluded(total)
      expect(net + vat).toBe(total)
      expect(Math.abs(vat - (total * 14) / 114)).toBeLessThanOrEqual(0.5)
    }
  })
})
