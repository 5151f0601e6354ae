import { describe, expect, test } from 'vitest'
import { getQueryParam } from './query-string'

describe('getQueryParam', () => {
  test('reads a value with or without the leading question mark', () => {
    expect(getQueryParam('?a=1&b=2', 'b')).toBe('2')
    expect(getQueryParam('a=1&b=2', 'a')).toBe('1')
  })

  test('decodes percent escapes and plus signs like URLSearchParams', () => {
    expect(getQueryParam('?q=a+b%20c%26d', 'q')).toBe('a b c&d')
    expect(getQueryParam('?%72edirectTo=%2Fx', 'redirectTo')).toBe('/x')
  })

  test('returns the first of repeated values', () => {
    expect(getQueryParam('?a=1&a=2', 'a')).toBe('1')
  })

  test('returns an empty string for a key without value', () => {
    expect(getQueryParam('?flag&x=1', 'flag')).toBe('')
  })

  test('returns null when absent, empty or undecodable', () => {
    expect(getQueryParam('?a=1', 'b')).toBeNull()
    expect(getQueryParam('', 'a')).toBeNull()
    expect(getQueryParam(null, 'a')).toBeNull()
    expect(getQueryParam('?a=%E0%A4%A', 'a')).toBeNull()
  })
})
