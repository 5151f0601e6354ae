import { createChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { createInspector } from './inspector'
import { indexNavTree } from './nav-tree-index'
import { createSelection } from './selection'
import { attachedFrame } from './test/attached-frame'
import { buildNavTree, codebaseId, el, keyOf, samplePage } from './testing/nav-tree-fixtures'

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

  it('a moved element stays selected at its new place; the frame is told', () => {
    const { store, link, selection } = setup()
    const [main, alpha, beta] = [codebaseId(1), codebaseId(2), codebaseId(3)]
    store.setState({ selectedKey: keyOf(alpha, [0, 0]), multiselectedKeys: [] })
    const moved = indexNavTree(buildNavTree(el(main, 'main', [el(beta, 'div'), el(alpha, 'div')])))
    selection.keepInTree(moved)
    expect(store.getState().selectedKey).toBe(keyOf(alpha, [0, 1]))
    expect(link.callsOf('setSelectedElement')).toEqual([[keyOf(alpha, [0, 1])]])
  })

  it('keeps a selection still shown, and one it cannot place (gone, or shown twice) as it is', () => {
    const { store, link, selection } = setup()
    const [main, alpha, item] = [codebaseId(1), codebaseId(2), codebaseId(4)]
    const tree = indexNavTree(buildNavTree(el(main, 'main', [el(item, 'li'), el(item, 'li')])))
    for (const selectedKey of [keyOf(main, [0]), keyOf(alpha, [0, 2]), keyOf(item, [0, 5])]) {
      store.setState({ selectedKey, multiselectedKeys: [] })
      selection.keepInTree(tree)
      expect(store.getState().selectedKey).toBe(selectedKey)
    }
    expect(link.callsOf('setSelectedElement')).toEqual([])
  })

  it('hover tells the frame', () => {
    const { store, link, selection } = setup()
    selection.hover('k')
    expect(store.getState().hoveredKey).toBe('k')
    expect(link.callsOf('setHoveredElement')).toEqual([['k']])
  })
})
