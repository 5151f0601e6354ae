import { describe, expect, it } from 'vitest'
import { coverCrop } from './cover-image'

describe('coverCrop', () => {
  it('keeps the full width of a tall or square picture and centres it vertically', () => {
    expect(coverCrop(1000, 1000)).toEqual({ x: 0, y: 218.75, width: 1000, height: 562.5 })
  })

  it('keeps the full height of a wide picture and centres it horizontally', () => {
    const crop = coverCrop(4000, 1000)
    expect(crop.x).toBeCloseTo(1111.11, 2)
    expect(crop.width).toBeCloseTo(1777.78, 2)
    expect(crop).toMatchObject({ y: 0, height: 1000 })
  })

  it('leaves a 16:9 picture whole', () => {
    expect(coverCrop(1920, 1080)).toEqual({ x: 0, y: 0, width: 1920, height: 1080 })
  })

  it('crops the centred square of a picture for a photo', () => {
    expect(coverCrop(800, 600, { width: 400, height: 400 })).toEqual({
      x: 100,
      y: 0,
      width: 600,
      height: 600,
    })
  })
})
