import { describe, expect, it } from 'vitest'
import {
  DASHED_STROKE_WIDTH,
  DEFAULT_ZOOM,
  LABEL_FONT_SIZE_PX,
  LABEL_HEIGHT_PX,
  OUTLINE_UPDATE_THROTTLE_MS,
  OUTLINE_Z_INDEX,
  OVERLAY_HOST_ATTRIBUTE,
  OVERLAY_Z_INDEX,
  PENCIL_ICON_SIZE_PX,
  PRIMARY_STROKE_WIDTH,
  SECONDARY_STROKE_WIDTH,
} from './overlay-constants'

describe('spec §9 overlay constants', () => {
  it('uses stroke widths 1 (primary), 0.5 (secondary) and 5 (dashed child/move)', () => {
    expect(PRIMARY_STROKE_WIDTH).toBe(1)
    expect(SECONDARY_STROKE_WIDTH).toBe(0.5)
    expect(DASHED_STROKE_WIDTH).toBe(5)
  })

  it('layers move 2000000003, primary 2000000002, secondary 2000000001, child 2000000000', () => {
    expect(OUTLINE_Z_INDEX).toEqual({
      move: 2000000003,
      primary: 2000000002,
      secondary: 2000000001,
      child: 2000000000,
    })
  })

  it('puts the overlay itself at z-index 2000000004, above every outline layer', () => {
    expect(OVERLAY_Z_INDEX).toBe(2000000004)
    expect(Math.max(...Object.values(OUTLINE_Z_INDEX))).toBeLessThan(OVERLAY_Z_INDEX)
  })

  it('sizes labels at font 20px, height 38px and the pencil icon at 22px', () => {
    expect(LABEL_FONT_SIZE_PX).toBe(20)
    expect(LABEL_HEIGHT_PX).toBe(38)
    expect(PENCIL_ICON_SIZE_PX).toBe(22)
  })

  it('throttles outline updates to 15 ms and defaults the zoom to 1', () => {
    expect(OUTLINE_UPDATE_THROTTLE_MS).toBe(15)
    expect(DEFAULT_ZOOM).toBe(1)
  })

  it('marks the host with a data attribute the tree walker can skip', () => {
    expect(OVERLAY_HOST_ATTRIBUTE).toBe('data-splendid-overlay')
  })
})
