import { compressToUTF16 } from 'lz-string'
import { describe, expect, it } from 'vitest'
import {
  COMPRESSION_THRESHOLD,
  compressValue,
  decompressValue,
  encodeValue,
  parseJsonText,
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

  it('sends values up to the threshold as JSON text and compresses larger ones', () => {
    const threshold = 32 * 1024
    const small = ['x'.repeat(threshold - 10)]
    const large = ['x'.repeat(threshold)]
    expect(encodeValue(small, threshold)).toEqual({
      compressed: false,
      json: JSON.stringify(small),
    })
    const encoded = encodeValue(large, threshold)
    expect(encoded.compressed).toBe(true)
    if (encoded.compressed) expect(decompressValue(encoded.data)).toEqual(large)
  })

  it('by default compresses nothing, however large (one machine: bytes are cheaper than lz-string)', () => {
    expect(COMPRESSION_THRESHOLD).toBe(Number.POSITIVE_INFINITY)
    const lookupsSized = ['x'.repeat(9 * 1024 * 1024)]
    expect(encodeValue(lookupsSized).compressed).toBe(false)
  })

  it('decides by the exact length of the JSON text, escapes and non-ASCII included', () => {
    const value = { text: 'a"b\\n', arabic: 'مرحبا 😀' }
    const length = JSON.stringify(value).length
    expect(encodeValue(value, length).compressed).toBe(false)
    expect(encodeValue(value, length - 1).compressed).toBe(true)
  })

  it('reads JSON text back, refusing text that is not JSON with INVALID_REQUEST', () => {
    expect(parseJsonText('{"a":[1,"ب"]}')).toEqual({ a: [1, 'ب'] })
    expect(() => parseJsonText('{not json')).toThrow(
      expect.objectContaining({ code: 'INVALID_REQUEST', message: 'The data is not JSON' }),
    )
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
