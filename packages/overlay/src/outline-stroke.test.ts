import { describe, expect, it } from 'vitest'
import { type OutlineKind, outlineLayer, outlineStroke, outlineZIndex } from './outline-stroke'
import { OverlayError } from './overlay-error'

describe('outlineStroke', () => {
  it.each([
    [0.5, 2, 1],
    [1, 1, 0.5],
    [2, 0.5, 0.25],
  ])('at zoom %s draws primary %s and secondary %s wide', (zoom, primary, secondary) => {
    expect(outlineStroke('primary', zoom)).toEqual({ width: primary, style: 'solid' })
    expect(outlineStroke('multi', zoom)).toEqual({ width: primary, style: 'solid' })
    expect(outlineStroke('secondary', zoom)).toEqual({ width: secondary, style: 'solid' })
    expect(outlineStroke('member', zoom)).toEqual({ width: secondary, style: 'solid' })
  })

  it.each([0.5, 1, 2])('draws child and move outlines dashed, 5 wide, at zoom %s', (zoom) => {
    expect(outlineStroke('child', zoom)).toEqual({ width: 5, style: 'dashed' })
    expect(outlineStroke('move', zoom)).toEqual({ width: 5, style: 'dashed' })
  })

  it.each([0.5, 1, 2])('draws the drop line solid, 3 px thick on screen, at zoom %s', (zoom) => {
    expect(outlineStroke('drop', zoom)).toEqual({ width: 1.5 / zoom, style: 'solid' })
    expect(outlineLayer('drop')).toBe('move')
  })

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the zoom %s', (zoom) => {
    expect(() => outlineStroke('primary', zoom)).toThrowError(OverlayError)
    expect(() => outlineStroke('primary', zoom)).toThrow(
      expect.objectContaining({ code: 'INVALID_ZOOM' }),
    )
  })
})

describe('outline layering', () => {
  it('stacks move over primary over secondary over child', () => {
    const order: OutlineKind[] = ['move', 'primary', 'secondary', 'child']
    expect(order.map(outlineZIndex)).toEqual([2000000003, 2000000002, 2000000001, 2000000000])
  })

  it('puts the multi-selection box with the selection and its members with hover', () => {
    expect(outlineLayer('multi')).toBe('primary')
    expect(outlineLayer('member')).toBe('secondary')
  })
})
