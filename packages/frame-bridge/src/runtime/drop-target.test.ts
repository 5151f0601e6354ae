// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { dropTargetAt } from './drop-target'
import { fixtureTree, ID } from './test/runtime-fixture'

// The fixture page, its app's children stacked in a column: the title at 0–40, the Card at
// 40–140 and the button at 140–180 (jsdom lays nothing out, so the boxes are given).
function setup() {
  const fixture = fixtureTree()
  const app = fixture.tree.index.nodes.get(fixture.keyOf(ID.app))
  const [title, card, button] = app?.children ?? []
  const top = new Map([
    [title?.key, 0],
    [card?.key, 40],
    [button?.key, 140],
  ])
  const tree = {
    index: fixture.tree.index,
    elementsOf: fixture.tree.elementsOf,
    boxOf: (key: string | null) => {
      const y = top.get(key ?? undefined)
      if (y === undefined) return null
      return { pageX: 0, pageY: y, width: 300, height: key === card?.key ? 100 : 40 }
    },
  }
  const over = (id: string, pageY: number, movedKey: string | null = null) =>
    dropTargetAt(tree, {
      target: fixture.el(id),
      pageX: 10,
      pageY,
      movedKey,
      fallbackParentKey: null,
    })
  return { ...fixture, tree, over, keys: { title, card, button } }
}

describe('dropTargetAt', () => {
  it('over a leaf: into its parent, before the first child whose middle lies past the pointer', () => {
    const { over, keyOf } = setup()
    const app = keyOf(ID.app)
    expect(over(ID.title, 10)).toMatchObject({ parentKey: app, index: 0 })
    expect(over(ID.title, 30)).toMatchObject({ parentKey: app, index: 1 })
    expect(over(ID.button, 150)).toMatchObject({ parentKey: app, index: 2 })
    expect(over(ID.button, 175)).toMatchObject({ parentKey: app, index: 3 })
  })

  it('over a container: into it', () => {
    const { over, keyOf } = setup()
    expect(over(ID.app, 500)).toMatchObject({ parentKey: keyOf(ID.app), index: 3 })
  })

  it('leaves the moved element out of the count, and falls back when over it', () => {
    const { over, tree, el, keyOf, keys } = setup()
    const app = keyOf(ID.app)
    // Without the title, the Card (middle 90) is the first child.
    expect(over(ID.button, 175, keys.title?.key ?? null)).toMatchObject({
      parentKey: app,
      index: 2,
    })
    expect(over(ID.button, 50, keys.title?.key ?? null)).toMatchObject({ parentKey: app, index: 0 })
    const overItself = dropTargetAt(tree, {
      target: el(ID.button),
      pageX: 0,
      pageY: 0,
      movedKey: keyOf(ID.button),
      fallbackParentKey: null,
    })
    expect(overItself).toBeNull()
  })

  it('over nothing keyed: the fallback container, else nowhere', () => {
    const { tree, keyOf } = setup()
    const query = { target: null, pageX: 0, pageY: 0, movedKey: null }
    expect(dropTargetAt(tree, { ...query, fallbackParentKey: null })).toBeNull()
    expect(dropTargetAt(tree, { ...query, fallbackParentKey: keyOf(ID.app) })).toMatchObject({
      parentKey: keyOf(ID.app),
      index: 0,
    })
  })
})
