import { describe, expect, it } from 'vitest'
import { dropLine } from './drop-line'

const box = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
})

describe('dropLine', () => {
  const stacked = [[box(0, 0, 100, 20)], [box(10, 30, 80, 20)]]

  it('crosses the gap between stacked children, or touches the first or last one', () => {
    expect(dropLine(stacked, 1, { kind: 'column' })).toEqual(box(0, 25, 100, 0))
    expect(dropLine(stacked, 0, { kind: 'column' })).toEqual(box(0, 0, 100, 0))
    expect(dropLine(stacked, 2, { kind: 'column' })).toEqual(box(10, 50, 80, 0))
  })

  it('stacks upwards in a reversed column: the first child at the bottom', () => {
    // [30–50] is child 0 at the bottom, [0–20] child 1 above it.
    const upwards = [[box(0, 30, 100, 20)], [box(0, 0, 100, 20)]]
    expect(dropLine(upwards, 1, { kind: 'column', upwards: true })).toEqual(box(0, 25, 100, 0))
    expect(dropLine(upwards, 0, { kind: 'column', upwards: true })).toEqual(box(0, 50, 100, 0))
    expect(dropLine(upwards, 2, { kind: 'column', upwards: true })).toEqual(box(0, 0, 100, 0))
  })

  it('stands in the gap between children side by side, from either side', () => {
    const row = [[box(0, 0, 40, 20)], [box(50, 0, 40, 30)]]
    expect(dropLine(row, 1, { kind: 'row', leftToRight: true })).toEqual(box(45, 0, 0, 30))
    expect(dropLine(row, 0, { kind: 'row', leftToRight: true })).toEqual(box(0, 0, 0, 20))
    expect(dropLine(row, 2, { kind: 'row', leftToRight: true })).toEqual(box(90, 0, 0, 30))
    // Right to left the first child is the right one: [50–90] then [0–40].
    const rtl = [row[1] ?? [], row[0] ?? []]
    expect(dropLine(rtl, 0, { kind: 'row', leftToRight: false })).toEqual(box(90, 0, 0, 30))
    expect(dropLine(rtl, 1, { kind: 'row', leftToRight: false })).toEqual(box(45, 0, 0, 30))
  })

  it('is a caret at the start of the next child in text, at the end of the last one after it', () => {
    const text = [[box(0, 0, 40, 16)], [box(40, 0, 150, 16), box(0, 16, 60, 16)]]
    expect(dropLine(text, 1, { kind: 'inline', rtl: false })).toEqual(box(40, 0, 0, 16))
    expect(dropLine(text, 2, { kind: 'inline', rtl: false })).toEqual(box(60, 16, 0, 16))
    const arabic = [[box(160, 0, 40, 16)], [box(100, 0, 60, 16)]]
    expect(dropLine(arabic, 0, { kind: 'inline', rtl: true })).toEqual(box(200, 0, 0, 16))
    expect(dropLine(arabic, 2, { kind: 'inline', rtl: true })).toEqual(box(100, 0, 0, 16))
  })

  it('is nothing without children', () => {
    expect(dropLine([], 0, { kind: 'column' })).toBeNull()
    expect(dropLine([], 0, { kind: 'inline', rtl: false })).toBeNull()
  })
})
