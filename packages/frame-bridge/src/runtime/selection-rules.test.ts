// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { buildNavTree } from './build-nav-tree'
import { nearestKeyOf } from './nav-tree-index'
import { isEditableCodebaseId, nextSelection, pickElementKey } from './selection-rules'
import { ID, renderFixture } from './test/fake-fibers'

function fixture() {
  renderFixture(document)
  const index = buildNavTree(document, { storyboardId: 'sb' })
  const keyOf = (id: string) => nearestKeyOf(index, document.querySelector(`.${id}`))
  return { index, keyOf }
}

describe('pickElementKey', () => {
  it('picks the component instance for its only root element, the exact element with ctrl/meta', () => {
    const { index, keyOf } = fixture()
    const section = keyOf(ID.cardRoot)
    const picked = pickElementKey(index, section, {}, false)
    expect(index.nodes.get(picked ?? '')?.name).toBe('Card')
    expect(pickElementKey(index, section, {}, true)).toBe(section)
  })

  it('climbs to the nearest element in the lookup', () => {
    const { index, keyOf } = fixture()
    const lookup = { [ID.app]: {}, [ID.title]: {} }
    expect(pickElementKey(index, keyOf(ID.cardText), lookup, false)).toBe(keyOf(ID.app))
    expect(pickElementKey(index, keyOf(ID.title), lookup, false)).toBe(keyOf(ID.title))
  })

  it('treats empty space and special ids as nothing editable', () => {
    const { index } = fixture()
    expect(pickElementKey(index, null, {}, false)).toBeNull()
    expect(pickElementKey(index, 'root|sb|0-0', {}, true)).toBeNull()
    expect(isEditableCodebaseId('body', {})).toBe(false)
  })
})

describe('nextSelection', () => {
  const a = `${ID.title}|sb|0-0-1`
  const b = `${ID.button}|sb|0-0-2`
  const child = `${ID.cardText}|sb|0-0-1-0`

  it('selects the picked key and clears on empty space', () => {
    const state = nextSelection({ selectedKey: null, multiselectedKeys: [] }, a, {
      exact: false,
      shift: false,
    })
    expect(state).toEqual({ selectedKey: a, multiselectedKeys: [] })
    expect(nextSelection(state, null, { exact: false, shift: false })).toEqual({
      selectedKey: null,
      multiselectedKeys: [],
    })
  })

  it('adds a sibling with shift and removes it again', () => {
    const one = { selectedKey: a, multiselectedKeys: [] }
    const two = nextSelection(one, b, { exact: false, shift: true })
    expect(two).toEqual({ selectedKey: a, multiselectedKeys: [a, b] })
    expect(nextSelection(two, b, { exact: false, shift: true })).toEqual({
      selectedKey: a,
      multiselectedKeys: [],
    })
  })

  it('starts a new selection when shift-clicking a non-sibling', () => {
    const state = nextSelection({ selectedKey: a, multiselectedKeys: [] }, child, {
      exact: false,
      shift: true,
    })
    expect(state).toEqual({ selectedKey: child, multiselectedKeys: [] })
  })
})
