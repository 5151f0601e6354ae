// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { elementsWithCodebaseId } from './codebase-id-of-element'
import { createNavTreeState } from './nav-tree-state'
import { fixtureTree, ID, recordEvents } from './test/runtime-fixture'

describe('createNavTreeState', () => {
  it('starts empty and sends the tree, the outer HTML and the href on every rebuild', () => {
    const rebuilt = vi.fn()
    const { tree, last, kinds } = fixtureTree({ rebuilt })
    expect(kinds()).toEqual(['navTree', 'latestHref'])
    expect(rebuilt).toHaveBeenCalledOnce()
    const payload = last('navTree') as { tree: { key: string }; outerHtml: string }
    expect(payload.tree.key).toBe('body|sb|0')
    expect(payload.tree).toBe(tree.index.tree)
    expect(last('latestHref')).toEqual({ href: window.location.href })
  })

  it('leaves out the overlay from the outer HTML', () => {
    const { tree, last } = fixtureTree()
    const host = document.createElement('div')
    host.setAttribute('data-splendid-overlay', '')
    document.body.append(host)
    tree.rebuild()
    expect((last('navTree') as { outerHtml: string }).outerHtml).not.toContain('splendid-overlay')
  })

  it('keeps the previous tree and logs when a build throws', () => {
    const { emit, kinds } = recordEvents()
    const logger = { error: vi.fn() }
    const rebuilt = vi.fn()
    const tree = createNavTreeState({
      window,
      emit,
      logger,
      storyboardId: () => {
        throw new Error('no storyboard')
      },
      rebuilt,
    })
    tree.rebuild()
    expect(logger.error).toHaveBeenCalledWith(
      'Could not build the navigation tree',
      expect.any(Error),
    )
    expect(tree.index.tree).toBeNull()
    expect(kinds()).toEqual([])
    expect(rebuilt).not.toHaveBeenCalled()
  })

  it('finds the elements of a key and of a codebase id, a component by its instance', () => {
    const { tree, el, keyOf } = fixtureTree()
    expect(tree.elementsOf(null)).toEqual([])
    expect(tree.elementsOf('nope')).toEqual([])
    expect(tree.firstElementOf(keyOf(ID.title))).toBe(el(ID.title))
    expect(tree.elementsFor(ID.button)).toEqual([el(ID.button)])
    // The Card instance has no host element of its own: its rendered section stands in.
    expect(tree.elementsFor(ID.card)).toEqual([el(ID.cardRoot)])
    expect(tree.elementsFor('tempo-unknown')).toEqual([])
  })

  it('renames codebase ids in the page and keys the next tree by the new ids', () => {
    const { tree, keyOf } = fixtureTree()
    const newTitle = 'tempo-00000000-0000-4000-8000-0000000000bb'
    const newCard = 'tempo-00000000-0000-4000-8000-0000000000cc'
    const oldKey = keyOf(ID.title)
    tree.renameCodebaseIds({ [ID.title]: newTitle, [ID.card]: newCard })
    expect(elementsWithCodebaseId(document, newTitle)).toHaveLength(1)
    expect(document.querySelector(`[tempoelementid="${newTitle}"]`)).not.toBeNull()
    expect(tree.index.nodes.has(oldKey)).toBe(true)
    tree.rebuild()
    expect(tree.index.nodes.has(oldKey.replace(ID.title, newTitle))).toBe(true)
    // The component fiber still carries the old id: the alias keys it by the new one.
    const card = [...tree.index.nodes.values()].find((node) => node.name === 'Card')
    expect(card?.identity.codebaseId).toBe(newCard)
  })
})
