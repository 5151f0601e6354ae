import { compressToUTF16 } from 'lz-string'
import { describe, expect, it } from 'vitest'
import {
  COMPRESSION_THRESHOLD,
  compressValue,
  decompressValue,
  encodeValue,
  jsonLengthUpTo,
} from './compression'

describe('compression', () => {
  it('round-trips JSON values through lz-string', () => {
    const value = { tree: [{ key: 'tempo-a|sb|0', classList: ['p-4'], level: 0 }], html: '<div/>' }
    expect(decompressValue(compressValue(value))).toEqual(value)
  })

  it('produces text without lone surrogates, so it survives structured cloning', () => {
    const compressed = compressValue({ text: 'ℝ ∑ 😀 '.repeat(500) })
    expect(compressed).not.toMatch(/[\uD800-\uDFFF]/u)
    expect(decompressValue(structuredClone(compressed))).toEqual({ text: 'ℝ ∑ 😀 '.repeat(500) })
  })

  it('leaves values up to the threshold as they are and compresses larger ones', () => {
    const threshold = 32 * 1024
    const small = ['x'.repeat(threshold - 10)]
    const large = ['x'.repeat(threshold)]
    expect(encodeValue(small, threshold)).toEqual({ compressed: false, value: small })
    const encoded = encodeValue(large, threshold)
    expect(encoded.compressed).toBe(true)
    if (encoded.compressed) expect(decompressValue(encoded.data)).toEqual(large)
  })

  it('by default compresses only payloads too large to clone comfortably (8 MiB)', () => {
    expect(COMPRESSION_THRESHOLD).toBe(8 * 1024 * 1024)
    const navTreeSized = ['x'.repeat(600 * 1024)]
    expect(encodeValue(navTreeSized).compressed).toBe(false)
  })

  it('sizes a value without building its JSON, never above the real length', () => {
    const values: unknown[] = [
      { a: 1, b: [true, null, 'x'], c: { d: -2.5 } },
      ['é', 'ℝ 😀', { empty: {} }, []],
      { skipped: undefined, f: () => 1, kept: 0 },
      [undefined, () => 1],
      { when: new Date(0) },
    ]
    for (const value of values) {
      expect(jsonLengthUpTo(value, Number.POSITIVE_INFINITY)).toBe(JSON.stringify(value).length)
    }
    expect(jsonLengthUpTo({ text: 'a"b' }, 1000)).toBeLessThanOrEqual(
      JSON.stringify({ text: 'a"b' }).length,
    )
    expect(jsonLengthUpTo(['x'.repeat(100), 'y'.repeat(100)], 50)).toBeGreaterThan(50)
  })

  it('takes a custom threshold', () => {
    expect(encodeValue({ a: 1 }, 3).compressed).toBe(true)
    expect(encodeValue({ a: 1 }, 100).compressed).toBe(false)
  })

  it('refuses values without JSON form with INVALID_ARGUMENT', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => compressValue(cyclic)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    )
    expect(() => encodeValue(undefined)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    )
    expect(() => encodeValue([1n])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }))
  })

  it('refuses text that is not compressed JSON with INVALID_REQUEST', () => {
    expect(() => decompressValue('')).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }))
    expect(() => decompressValue(compressToUTF16('{not json'))).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST', message: 'Compressed data is not JSON' }),
    )
  })
})
