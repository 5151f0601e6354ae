import { describe, expect, it } from 'vitest'
import { placeLabel } from './label-placement'

const box = { x: 100, y: 200, width: 300, height: 50 }

describe('placeLabel', () => {
  it('puts a top label just above the box, aligned with its start', () => {
    expect(placeLabel(box, 'top', 'start', 'ltr', 800)).toEqual({ x: 100, y: 162, grow: 'right' })
  })

  it('flips a top label inside the box when it would leave the viewport top', () => {
    const nearTop = { ...box, y: 20 }
    expect(placeLabel(nearTop, 'top', 'start', 'ltr', 800).y).toBe(20)
  })

  it('pins a top label to the viewport top when the box is scrolled partly out', () => {
    const scrolledOut = { ...box, y: -30 }
    expect(placeLabel(scrolledOut, 'top', 'start', 'ltr', 800).y).toBe(0)
  })

  it('puts a bottom label just below the box and flips it inside at the viewport bottom', () => {
    expect(placeLabel(box, 'bottom', 'end', 'ltr', 800).y).toBe(250)
    expect(placeLabel(box, 'bottom', 'end', 'ltr', 270).y).toBe(250 - 38)
    expect(placeLabel({ ...box, height: 700 }, 'bottom', 'end', 'ltr', 600).y).toBe(600 - 38)
  })

  it('aligns the end side with the right edge, growing left, in ltr pages', () => {
    expect(placeLabel(box, 'top', 'end', 'ltr', 800)).toEqual({ x: 400, y: 162, grow: 'left' })
  })

  it('mirrors start and end in rtl pages', () => {
    expect(placeLabel(box, 'top', 'start', 'rtl', 800)).toEqual({ x: 400, y: 162, grow: 'left' })
    expect(placeLabel(box, 'top', 'end', 'rtl', 800)).toEqual({ x: 100, y: 162, grow: 'right' })
  })
})
