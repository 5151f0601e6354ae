import { describe, expect, it } from 'vitest'
import { createInspector } from './inspector'
import { attachedFrame } from './test/attached-frame'

function setup() {
  const { store, link, frame } = attachedFrame()
  return { store, link, frame, inspector: createInspector(store, frame) }
}

describe('createInspector', () => {
  it('reads the class list, computed styles and rules of the selected element', async () => {
    const { store, link, inspector } = setup()
    store.setState({ selectedKey: 'a' })
    await inspector.refresh()
    expect(link.callsOf('getElementClassList')).toEqual([['a']])
    expect(link.callsOf('processRulesForSelectedElement')).toEqual([
      [{ selectedElementKey: 'a', knownRules: [] }],
    ])
    expect(store.getState().inspection).toEqual({
      elementKey: 'a',
      classList: [],
      cssEvals: {},
      rules: [],
    })
  })

  it('drops an answer for a selection that has changed since', async () => {
    const { store, inspector } = setup()
    store.setState({ selectedKey: 'a' })
    const first = inspector.refresh()
    store.setState({ selectedKey: 'b' })
    const second = inspector.refresh()
    await Promise.all([first, second])
    expect(store.getState().inspection?.elementKey).toBe('b')
  })

  it('is empty without a selection or without a preview', async () => {
    const { store, frame, inspector } = setup()
    store.setState({
      selectedKey: null,
      inspection: { elementKey: 'a', classList: [], cssEvals: {}, rules: [] },
    })
    await inspector.refresh()
    expect(store.getState().inspection).toBeNull()
    frame.close()
    store.setState({ selectedKey: 'a' })
    await inspector.refresh()
    expect(store.getState().inspection).toBeNull()
  })
})
