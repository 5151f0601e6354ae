import { describe, expect, it } from 'vitest'
import { isJsonValue } from './json-value'

describe('isJsonValue', () => {
  it('accepts JSON values at any depth', () => {
    expect(isJsonValue(null)).toBe(true)
    expect(isJsonValue({ a: [1, 'b', true, null, { c: {} }] })).toBe(true)
    expect(isJsonValue(Object.create(null))).toBe(true)
  })

  it('refuses what JSON cannot carry unchanged', () => {
    expect(isJsonValue(undefined)).toBe(false)
    expect(isJsonValue(Number.NaN)).toBe(false)
    expect(isJsonValue(Number.POSITIVE_INFINITY)).toBe(false)
    expect(isJsonValue({ when: new Date(0) })).toBe(false)
    expect(isJsonValue([() => 1])).toBe(false)
    expect(isJsonValue({ big: 1n })).toBe(false)
  })
})
