import { createChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { createInspector } from './inspector'
import { createSelection } from './selection'
import { attachedFrame } from './test/attached-frame'
import { samplePage } from './testing/nav-tree-fixtures'

function setup() {
  const { store, link, frame } = attachedFrame()
  const selection = createSelection(store, frame, createInspector(store, frame))
  return { store, link, selection, page: samplePage() }
}

describe('createSelection', () => {
  it('follows a frame answer without telling the frame; a null part keeps the current one', () => {
    const { store, link, selection, page } = setup()
    const [b, c] = [page.key(page.ids.B), page.key(page.ids.C)]
    store.setState({ selectedKey: b, multiselectedKeys: [b] })
    selection.follow({ elementKey: null, multiselectElementKeys: [b, c] })
    expect(store.getState()).toMatchObject({ selectedKey: b, multiselectedKeys: [b, c] })
    expect(link.callsOf('setSelectedElement')).toEqual([])
    selection.follow({ elementKey: c, multiselectElementKeys: null }, true)
    expect(store.getState()).toMatchObject({ selectedKey: c, multiselectedKeys: [b, c] })
    expect(link.callsOf('setSelectedElement')).toEqual([[c]])
  })

  it('drops removed elements from the selection and tells the frame', () => {
    const { store, link, selection, page } = setup()
    const [b, c] = [page.key(page.ids.B), page.key(page.ids.C)]
    store.setState({ selectedKey: b, multiselectedKeys: [b, c] })
    const removal = createChangeItem({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [page.ids.B] },
    })
    selection.dropRemoved(removal)
    expect(store.getState()).toMatchObject({ selectedKey: null, multiselectedKeys: [c] })
    expect(link.callsOf('setMultiselectedElementKeys')).toEqual([[[c]]])
  })

  it('hover tells the frame', () => {
    const { store, link, selection } = setup()
    selection.hover('k')
    expect(store.getState().hoveredKey).toBe('k')
    expect(link.callsOf('setHoveredElement')).toEqual([['k']])
  })
})
