// @vitest-environment jsdom
import { createOverlay } from '@splendid/overlay'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildNavTree } from './build-nav-tree'
import { nearestKeyOf } from './nav-tree-index'
import { HIDDEN_ATTRIBUTE } from './runtime-markers'
import { ID, renderFixture } from './test/fake-fibers'

describe('buildNavTree', () => {
  beforeEach(() => {
    document.body.innerHTML = ''
  })

  it('joins DOM elements and component fibers into keyed nodes under body and root', () => {
    renderFixture(document)
    const index = buildNavTree(document, { storyboardId: 'sb1' })
    const tree = index.tree
    expect(tree?.key).toBe('body|sb1|0')
    const root = tree?.children[0]
    expect(root?.key).toBe('root|sb1|0-0')
    expect(root?.children[0]).toMatchObject({ name: 'App', isComponent: true, tagName: 'div' })
    const app = root?.children[0]?.children[0]
    expect(app?.identity.codebaseId).toBe(ID.app)
    expect(app?.children.map((child) => child.name)).toEqual(['h1', 'Card', 'button'])
    const card = app?.children[1]
    expect(card).toMatchObject({
      key: `${ID.card}|sb1|0-0-0-0-1`,
      isComponent: true,
      tagName: 'section',
      level: 4,
      parentKey: app?.key,
      props: {
        title: { type: 'LITERAL', value: 'Intro' },
        onOpen: { type: 'FUNCTION' },
        meta: { type: 'JSON_OBJECT', value: { level: 2 } },
      },
      scope: 'tempo-00000000-0000-4000-8000-0000000000aa',
    })
    const section = card?.children[0]
    expect(section?.classList).toEqual(['card'])
    expect(section?.directlySetClassList).toEqual(['card'])
    expect(section?.children[0]?.literalChildren).toEqual(['Hello'])
    expect(index.elementsByKey.get(card?.key ?? '')).toEqual([document.querySelector('section')])
  })

  it('leaves out the overlay, hidden elements and runtime classes', () => {
    renderFixture(document)
    createOverlay()
    document.querySelector(`.${ID.button}`)?.setAttribute(HIDDEN_ATTRIBUTE, '')
    document.querySelector(`.${ID.title}`)?.classList.add('arb89-styling-x')
    const index = buildNavTree(document, { storyboardId: 'sb1' })
    const app = index.tree?.children[0]?.children[0]?.children[0]
    expect(app?.children.map((child) => child.name)).toEqual(['h1', 'Card'])
    expect(app?.children[0]?.classList).toEqual(['big'])
    expect(index.tree?.children).toHaveLength(1)
  })

  it('reports an EMPTY-TREE root when nothing is instrumented', () => {
    document.body.innerHTML = '<div id="root"><p>plain</p></div>'
    const index = buildNavTree(document, { storyboardId: 'sb1' })
    expect(index.tree?.key).toBe('EMPTY-TREE|sb1|0')
  })

  it('maps a DOM element to the nearest node key and applies id aliases to components', () => {
    renderFixture(document)
    const newCard = 'tempo-00000000-0000-4000-8000-0000000000ff'
    const index = buildNavTree(document, {
      storyboardId: 'sb1',
      idAliases: new Map([[ID.card, newCard]]),
    })
    const text = document.querySelector(`.${ID.cardText}`)
    expect(nearestKeyOf(index, text)).toBe(`${ID.cardText}|sb1|0-0-0-0-1-0-0`)
    expect([...index.nodes.keys()]).toContain(`${newCard}|sb1|0-0-0-0-1`)
  })
})
