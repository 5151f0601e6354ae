import { describe, expect, it } from 'vitest'
import { clampZoom, nextZoomLevel, ZOOM_LEVELS } from './viewport'

describe('clampZoom', () => {
  it('keeps a zoom within 25–200 % and rounds it to a whole percent', () => {
    expect(clampZoom(5)).toBe(2)
    expect(clampZoom(0.1)).toBe(0.25)
    expect(clampZoom(1.234)).toBe(1.23)
  })
})

describe('nextZoomLevel', () => {
  it('steps to the neighbouring level and stops at the ends', () => {
    expect(nextZoomLevel(1, 1)).toBe(1.25)
    expect(nextZoomLevel(1, -1)).toBe(0.75)
    expect(nextZoomLevel(ZOOM_LEVELS[ZOOM_LEVELS.length - 1] ?? 2, 1)).toBeUndefined()
    expect(nextZoomLevel(ZOOM_LEVELS[0], -1)).toBeUndefined()
  })

  it('goes from a zoom between levels to the next level in that direction', () => {
    expect(nextZoomLevel(1.1, 1)).toBe(1.25)
    expect(nextZoomLevel(1.1, -1)).toBe(1)
  })
})
