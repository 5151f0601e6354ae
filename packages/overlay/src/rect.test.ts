import { describe, expect, it } from 'vitest'
import { toViewportRect, unionRect } from './rect'

describe('unionRect', () => {
  it('returns the smallest box around all rects', () => {
    expect(
      unionRect([
        { x: 10, y: 40, width: 20, height: 10 },
        { x: 50, y: 5, width: 10, height: 10 },
        { x: 0, y: 20, width: 5, height: 60 },
      ]),
    ).toEqual({ x: 0, y: 5, width: 60, height: 75 })
  })

  it('returns null for no rects', () => {
    expect(unionRect([])).toBeNull()
  })
})

describe('toViewportRect', () => {
  it('subtracts the scroll offset', () => {
    const viewport = { scrollX: 5, scrollY: 100, width: 800, height: 600 }
    expect(toViewportRect({ x: 10, y: 150, width: 3, height: 4 }, viewport)).toEqual({
      x: 5,
      y: 50,
      width: 3,
      height: 4,
    })
  })
})
