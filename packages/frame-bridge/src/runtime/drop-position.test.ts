import { describe, expect, it } from 'vitest'
import { dropIndex, inlineDropIndex, passesDragThreshold } from './drop-position'

const row = [
  { left: 0, top: 0, width: 10, height: 10 },
  { left: 20, top: 0, width: 10, height: 10 },
]
const column = [
  { left: 0, top: 0, width: 10, height: 10 },
  { left: 0, top: 20, width: 10, height: 10 },
]

describe('dropIndex', () => {
  it('follows the x axis in a flex row and the y axis in a block or flex column', () => {
    expect(dropIndex(row, { x: 12, y: 50 }, 'flex', 'row')).toBe(1)
    expect(dropIndex(row, { x: 40, y: 0 }, 'flex', 'row')).toBe(2)
    expect(dropIndex(column, { x: 50, y: 2 }, 'block', 'row')).toBe(0)
    expect(dropIndex(column, { x: 0, y: 22 }, 'flex', 'column')).toBe(1)
  })

  it('counts from the end in a reversed flex direction', () => {
    expect(dropIndex(row, { x: 40, y: 0 }, 'flex', 'row-reverse')).toBe(0)
  })

  it('runs a row from the right in a right-to-left parent, and a reversed one from the left', () => {
    // The first child on the right: [20–30] then [0–10].
    const rightToLeft = [row[1], row[0]].filter((box) => box !== undefined)
    expect(dropIndex(rightToLeft, { x: 28, y: 0 }, 'flex', 'row', true)).toBe(0)
    expect(dropIndex(rightToLeft, { x: 12, y: 0 }, 'flex', 'row', true)).toBe(1)
    expect(dropIndex(rightToLeft, { x: 2, y: 0 }, 'flex', 'row', true)).toBe(2)
    expect(dropIndex(row, { x: 2, y: 0 }, 'flex', 'row-reverse', true)).toBe(0)
    // A column is the same in either direction.
    expect(dropIndex(column, { x: 0, y: 22 }, 'block', 'row', true)).toBe(1)
  })
})

// A paragraph of two lines, 16 high: "Hello " [0–40] and <b> [40–64] on the first line, then a
// text run wrapped over the rest of the first line [64–200] and the start of the second [0–90].
const hello = [{ left: 0, top: 0, width: 40, height: 16 }]
const bold = [{ left: 40, top: 0, width: 24, height: 16 }]
const wrapped = [
  { left: 64, top: 0, width: 136, height: 16 },
  { left: 0, top: 16, width: 90, height: 16 },
]

describe('inlineDropIndex', () => {
  it('goes in reading order: along the pointer line, then the lines below', () => {
    const children = [hello, bold, wrapped]
    expect(inlineDropIndex(children, { x: 10, y: 8 }, false)).toBe(0)
    expect(inlineDropIndex(children, { x: 30, y: 8 }, false)).toBe(1)
    expect(inlineDropIndex(children, { x: 60, y: 8 }, false)).toBe(2)
    // A wrapped run's middle is its middle line's (here the second): the whole first line is before it.
    expect(inlineDropIndex(children, { x: 190, y: 8 }, false)).toBe(2)
    expect(inlineDropIndex(children, { x: 20, y: 24 }, false)).toBe(2)
    expect(inlineDropIndex(children, { x: 80, y: 24 }, false)).toBe(3)
    // Below every line: the end; above them: the start.
    expect(inlineDropIndex(children, { x: 0, y: 40 }, false)).toBe(3)
    expect(inlineDropIndex(children, { x: 300, y: -5 }, false)).toBe(0)
  })

  it('reads right to left in right-to-left text', () => {
    // "مرحبا " [160–200] then <b> [120–160] on one line.
    const children = [
      [{ left: 160, top: 0, width: 40, height: 16 }],
      [{ left: 120, top: 0, width: 40, height: 16 }],
    ]
    expect(inlineDropIndex(children, { x: 190, y: 8 }, true)).toBe(0)
    expect(inlineDropIndex(children, { x: 170, y: 8 }, true)).toBe(1)
    expect(inlineDropIndex(children, { x: 125, y: 8 }, true)).toBe(2)
  })

  it('is the end without children', () => {
    expect(inlineDropIndex([], { x: 0, y: 0 }, false)).toBe(0)
  })
})

describe('passesDragThreshold', () => {
  it('needs 20 px divided by the zoom', () => {
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 19, y: 0 }, 1)).toBe(false)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 12, y: 16 }, 1)).toBe(true)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 10, y: 0 }, 2)).toBe(true)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 30, y: 0 }, 0.5)).toBe(false)
  })
})
