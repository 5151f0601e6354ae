// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createFrameSelection } from './frame-selection'
import { recordEvents } from './test/runtime-fixture'

const A = 'tempo-a|sb|0-0'
const B = 'tempo-b|sb|0-1'
const C = 'tempo-c|sb|0-1-0'
const plain = { exact: false, shift: false }
const shift = { exact: false, shift: true }

function setup() {
  const recorded = recordEvents()
  const changed = vi.fn()
  const selection = createFrameSelection({ emit: recorded.emit, changed })
  return { selection, changed, ...recorded }
}

describe('createFrameSelection', () => {
  it('reports a click that changes the selection, and only what changed', () => {
    const { selection, events, changed } = setup()
    selection.click(A, plain)
    expect(events).toEqual([{ kind: 'selectedElementKey', payload: { elementKey: A } }])
    selection.click(B, shift)
    expect(selection.current).toEqual({ selectedKey: A, multiselectedKeys: [A, B] })
    expect(events.at(-1)).toEqual({
      kind: 'multiselectedElementKeys',
      payload: { elementKeys: [A, B] },
    })
    expect(events).toHaveLength(2)
    selection.click(null, plain)
    expect(selection.current).toEqual({ selectedKey: null, multiselectedKeys: [] })
    expect(events.slice(2).map((event) => event.kind)).toEqual([
      'selectedElementKey',
      'multiselectedElementKeys',
    ])
    expect(changed).toHaveBeenCalledTimes(3)
  })

  it('does not widen a multi-selection to an element that is not a sibling', () => {
    const { selection } = setup()
    selection.click(A, plain)
    selection.click(C, shift)
    expect(selection.current).toEqual({ selectedKey: C, multiselectedKeys: [] })
  })

  it('takes what the parent selects without reporting it back', () => {
    const { selection, events, changed } = setup()
    selection.select(A)
    selection.multiselect([B, A])
    expect(selection.current).toEqual({ selectedKey: B, multiselectedKeys: [B, A] })
    selection.multiselect([])
    expect(selection.current).toEqual({ selectedKey: B, multiselectedKeys: [] })
    expect(events).toEqual([])
    expect(changed).toHaveBeenCalledTimes(3)
  })

  it('applies an instant update selection, keeping the parts it leaves null', () => {
    const { selection, events } = setup()
    selection.select(A)
    expect(selection.apply({ elementKey: null, multiselectElementKeys: [A, B] })).toEqual({
      elementKey: A,
      multiselectElementKeys: [A, B],
    })
    expect(selection.apply({ elementKey: B, multiselectElementKeys: null })).toEqual({
      elementKey: B,
      multiselectElementKeys: [A, B],
    })
    expect(events).toEqual([])
  })

  it('re-keys the selection after a rewrite without drawing', () => {
    const { selection, changed } = setup()
    selection.multiselect([A, B])
    changed.mockClear()
    selection.remap({ 'tempo-a': 'tempo-x' })
    expect(selection.current).toEqual({
      selectedKey: 'tempo-x|sb|0-0',
      multiselectedKeys: ['tempo-x|sb|0-0', B],
    })
    expect(changed).not.toHaveBeenCalled()
  })
})
