import { describe, expect, it } from 'vitest'
import { computeOverlayModel, type OverlayModelContext } from './overlay-model'
import { EMPTY_OVERLAY_STATE, type OverlayState } from './overlay-state'

const context: OverlayModelContext = {
  zoom: 1,
  aiContext: false,
  driveMode: false,
  direction: 'ltr',
  viewport: { scrollX: 0, scrollY: 0, width: 1024, height: 768 },
}

const rect = { x: 100, y: 200, width: 120.4, height: 39.6 }

function model(state: Partial<OverlayState>, overrides: Partial<OverlayModelContext> = {}) {
  return computeOverlayModel({ ...EMPTY_OVERLAY_STATE, ...state }, { ...context, ...overrides })
}

describe('computeOverlayModel', () => {
  it('outlines the selection in primary blue with its name and its rounded size', () => {
    const result = model({ selected: { rect, name: 'section' } })
    expect(result.outlines).toEqual([
      expect.objectContaining({
        key: 'selected',
        box: rect,
        strokeWidth: 1,
        strokeStyle: 'solid',
        color: '#4597F7',
        zIndex: 2000000002,
      }),
    ])
    expect(result.labels.map((label) => [label.kind, label.text])).toEqual([
      ['name', 'section'],
      ['size', '120 x 40'],
    ])
  })

  it('outlines the hovered element in secondary blue, half as wide as the selection', () => {
    const result = model({ hovered: { rect, name: 'p' } }, { zoom: 2 })
    expect(result.outlines).toEqual([
      expect.objectContaining({ kind: 'secondary', strokeWidth: 0.25, color: '#7DB6F9' }),
    ])
    expect(result.outlines[0]?.zIndex).toBe(2000000001)
    expect(result.labels).toEqual([
      expect.objectContaining({ text: 'p', color: '#7DB6F9', textColor: '#0B1F3A' }),
    ])
  })

  it('uses the component purple-blue for component instances', () => {
    const result = model({
      selected: { rect, name: 'Card', isComponent: true },
      hovered: { rect: { ...rect, x: 0 }, name: 'Avatar', isComponent: true },
    })
    expect(result.outlines.map((outline) => outline.color)).toEqual(['#6183e4', '#6183e4'])
    expect(result.labels.every((label) => label.color === '#6183e4')).toBe(true)
  })

  it('switches every outline to the violet palette when the AI context flag is on', () => {
    const state = {
      selected: { rect, name: 'div' },
      hovered: { rect: { ...rect, x: 0 }, name: 'span' },
      children: [rect],
      moveTarget: rect,
    }
    const colours = (aiContext: boolean) =>
      Object.fromEntries(model(state, { aiContext }).outlines.map((o) => [o.key, o.color]))
    expect(colours(true)).toEqual({
      'child-0': '#6858f5',
      hovered: '#5246C2',
      selected: '#6858f5',
      move: '#6858f5',
    })
    expect(
      model({ selected: { rect, name: 'C', isComponent: true } }, { aiContext: true }).outlines[0]
        ?.color,
    ).toBe('#5246C2')
  })

  it('draws children and the move target dashed, 5 wide, on their own layers', () => {
    const result = model({ children: [rect, { ...rect, y: 300 }], moveTarget: rect }, { zoom: 0.5 })
    expect(result.outlines.map((o) => [o.key, o.strokeStyle, o.strokeWidth, o.zIndex])).toEqual([
      ['child-0', 'dashed', 5, 2000000000],
      ['child-1', 'dashed', 5, 2000000000],
      ['move', 'dashed', 5, 2000000003],
    ])
  })

  it('draws the drop line as a solid bar 3 px thick on screen, centred on the line', () => {
    const across = model({ moveTarget: rect, dropLine: { x: 10, y: 50, width: 200, height: 0 } })
    expect(across.outlines.find((o) => o.key === 'drop')).toMatchObject({
      kind: 'drop',
      box: { x: 10, y: 48.5, width: 200, height: 3 },
      strokeStyle: 'solid',
      strokeWidth: 1.5,
      zIndex: 2000000003,
    })
    const caret = model({ dropLine: { x: 40, y: 10, width: 0, height: 20 } }, { zoom: 2 })
    expect(caret.outlines).toEqual([
      expect.objectContaining({
        key: 'drop',
        box: { x: 39.25, y: 10, width: 1.5, height: 20 },
        strokeWidth: 0.75,
      }),
    ])
    expect(model({ dropLine: null }).outlines).toEqual([])
  })

  it('shows one combined box around a multi-selection labelled with the count', () => {
    const members = [
      { x: 10, y: 100, width: 50, height: 20 },
      { x: 200, y: 150, width: 30, height: 30 },
      { x: 40, y: 300, width: 10, height: 10 },
    ]
    const result = model({
      multiSelected: members,
      selected: { rect: members[0] ?? rect, name: 'li' },
    })
    const combined = result.outlines.filter((outline) => outline.kind === 'multi')
    expect(combined).toEqual([
      expect.objectContaining({
        box: { x: 10, y: 100, width: 220, height: 210 },
        strokeWidth: 1,
        zIndex: 2000000002,
      }),
    ])
    expect(result.outlines.filter((outline) => outline.kind === 'member')).toHaveLength(3)
    expect(result.labels).toEqual([
      expect.objectContaining({ kind: 'count', text: '3 elements', x: 10, y: 62 }),
    ])
  })

  it('formats the count with a given formatter', () => {
    const result = model(
      { multiSelected: [rect, { ...rect, x: 0 }] },
      { formatCount: (count) => `${count} عناصر` },
    )
    expect(result.labels[0]?.text).toBe('2 عناصر')
  })

  it('treats a multi-selection of one as a plain selection', () => {
    const result = model({ multiSelected: [rect], selected: { rect, name: 'li' } })
    expect(result.outlines.map((outline) => outline.kind)).toEqual(['primary'])
  })

  it('hides hover while dragging and when it is the selected element', () => {
    expect(model({ hovered: { rect, name: 'a' }, dragging: true }).outlines).toEqual([])
    const same = model({ hovered: { rect, name: 'a' }, selected: { rect, name: 'a' } })
    expect(same.outlines.map((outline) => outline.key)).toEqual(['selected'])
  })

  it('puts the Edit Dynamic Text button in the selection name label only when asked', () => {
    expect(model({ selected: { rect, name: 'p' } }).editButton).toBeNull()
    const asked = model({ selected: { rect, name: 'p', showEditDynamicText: true } })
    expect(asked.editButton).toEqual({ labelKey: 'selected-name' })
    expect(asked.labels.map((label) => label.key)).toContain('selected-name')
    const dragging = model({
      selected: { rect, name: 'p', showEditDynamicText: true },
      dragging: true,
    })
    expect(dragging.editButton).toBeNull()
    const multi = model({
      selected: { rect, name: 'p', showEditDynamicText: true },
      multiSelected: [rect, { ...rect, x: 0 }],
    })
    expect(multi.editButton).toBeNull()
  })

  it('moves page-coordinate rects into the viewport by the scroll offset', () => {
    const result = model(
      { selected: { rect, name: 'p' } },
      { viewport: { scrollX: 20, scrollY: 150, width: 1024, height: 768 } },
    )
    expect(result.outlines[0]?.box).toEqual({
      x: 80,
      y: 50,
      width: rect.width,
      height: rect.height,
    })
    expect(result.labels[0]?.y).toBe(12)
  })

  it('mirrors label alignment on rtl pages', () => {
    const result = model({ selected: { rect, name: 'p' } }, { direction: 'rtl' })
    expect(result.labels.map((label) => [label.kind, label.x, label.grow])).toEqual([
      ['name', rect.x + rect.width, 'left'],
      ['size', rect.x, 'right'],
    ])
  })

  it('draws nothing in drive mode', () => {
    const result = model(
      {
        selected: { rect, name: 'p', showEditDynamicText: true },
        hovered: { rect, name: 'a' },
        children: [rect],
        moveTarget: rect,
      },
      { driveMode: true },
    )
    expect(result).toEqual({ outlines: [], labels: [], editButton: null })
  })
})
