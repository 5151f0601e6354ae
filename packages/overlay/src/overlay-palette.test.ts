import { describe, expect, it } from 'vitest'
import {
  AI_PALETTE,
  AI_PRIMARY_VIOLET,
  AI_SECONDARY_VIOLET,
  COMPONENT_PURPLE_BLUE,
  DEFAULT_PALETTE,
  labelTextColor,
  PRIMARY_BLUE,
  paletteFor,
  SECONDARY_BLUE,
} from './overlay-palette'

function channels(hex: string): number[] {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
}

describe('overlay palettes', () => {
  it('uses the spec colours #4597F7, #6183e4, #6858f5 and #5246C2', () => {
    expect(PRIMARY_BLUE).toBe('#4597F7')
    expect(COMPONENT_PURPLE_BLUE).toBe('#6183e4')
    expect(AI_PRIMARY_VIOLET).toBe('#6858f5')
    expect(AI_SECONDARY_VIOLET).toBe('#5246C2')
  })

  it('derives the secondary blue by tinting the primary blue 30 % towards white', () => {
    const tinted = channels(PRIMARY_BLUE).map((value) => Math.round(value + (255 - value) * 0.3))
    expect(channels(SECONDARY_BLUE)).toEqual(tinted)
  })

  it('switches to the violet palette when the AI context flag is on', () => {
    expect(paletteFor(false)).toBe(DEFAULT_PALETTE)
    expect(paletteFor(true)).toBe(AI_PALETTE)
    expect(AI_PALETTE).toEqual({
      primary: '#6858f5',
      secondary: '#5246C2',
      component: '#5246C2',
    })
    expect(DEFAULT_PALETTE).toEqual({
      primary: '#4597F7',
      secondary: SECONDARY_BLUE,
      component: '#6183e4',
    })
  })

  it('puts white text on the saturated colours and dark text on the light secondary blue', () => {
    for (const colour of [
      PRIMARY_BLUE,
      COMPONENT_PURPLE_BLUE,
      AI_PRIMARY_VIOLET,
      AI_SECONDARY_VIOLET,
    ]) {
      expect(labelTextColor(colour)).toBe('#FFFFFF')
    }
    expect(labelTextColor(SECONDARY_BLUE)).toBe('#0B1F3A')
    expect(labelTextColor('#ffffff')).toBe('#0B1F3A')
    expect(labelTextColor('#000000')).toBe('#FFFFFF')
  })
})
