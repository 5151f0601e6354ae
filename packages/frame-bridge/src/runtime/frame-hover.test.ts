// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createFrameHover } from './frame-hover'
import { recordEvents } from './test/runtime-fixture'

function setup() {
  const recorded = recordEvents()
  const changed = vi.fn()
  return { hover: createFrameHover({ emit: recorded.emit, changed }), changed, ...recorded }
}

describe('createFrameHover', () => {
  it('reports and draws the hovered key once per change', () => {
    const { hover, events, changed } = setup()
    hover.set('tempo-a|sb|0')
    hover.set('tempo-a|sb|0')
    hover.set(null)
    expect(events).toEqual([
      { kind: 'hoveredElementKey', payload: { elementKey: 'tempo-a|sb|0' } },
      { kind: 'hoveredElementKey', payload: { elementKey: null } },
    ])
    expect(changed).toHaveBeenCalledTimes(2)
    expect(hover.key).toBeNull()
  })

  it('draws what the parent hovers without reporting it back', () => {
    const { hover, events, changed } = setup()
    hover.show('tempo-a|sb|0')
    hover.show('tempo-a|sb|0')
    expect(hover.key).toBe('tempo-a|sb|0')
    expect(events).toEqual([])
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('forgets and re-keys silently', () => {
    const { hover, events, changed } = setup()
    hover.show('tempo-a|sb|0')
    changed.mockClear()
    hover.remap({ 'tempo-a': 'tempo-b' })
    expect(hover.key).toBe('tempo-b|sb|0')
    hover.forget()
    expect(hover.key).toBeNull()
    hover.remap({ 'tempo-a': 'tempo-b' })
    expect(hover.key).toBeNull()
    expect(events).toEqual([])
    expect(changed).not.toHaveBeenCalled()
  })
})
