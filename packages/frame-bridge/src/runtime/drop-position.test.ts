import { describe, expect, it } from 'vitest'
import { dropIndex, passesDragThreshold } from './drop-position'

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
})

describe('passesDragThreshold', () => {
  it('needs 20 px divided by the zoom', () => {
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 19, y: 0 }, 1)).toBe(false)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 12, y: 16 }, 1)).toBe(true)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 10, y: 0 }, 2)).toBe(true)
    expect(passesDragThreshold({ x: 0, y: 0 }, { x: 30, y: 0 }, 0.5)).toBe(false)
  })
})
