import { describe, expect, it } from 'vitest'
import { formatElementCount, formatSizeLabel } from './label-text'

describe('formatSizeLabel', () => {
  it('rounds width and height to whole pixels as "width x height"', () => {
    expect(formatSizeLabel(120.4, 39.5)).toBe('120 x 40')
    expect(formatSizeLabel(0.49, 1000.51)).toBe('0 x 1001')
    expect(formatSizeLabel(300, 20)).toBe('300 x 20')
  })
})

describe('formatElementCount', () => {
  it('labels a count with the number of elements', () => {
    expect(formatElementCount(3)).toBe('3 elements')
    expect(formatElementCount(1)).toBe('1 element')
  })
})
