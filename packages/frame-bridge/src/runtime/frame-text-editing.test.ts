// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { DYNAMIC_TEXT_MAX_LENGTH } from '../frame-events'
import type { CodebaseElementLookup } from '../frame-functions'
import { treeElement } from '../test/tree-element'
import { createFrameTextEditing } from './frame-text-editing'
import { fixtureTree, ID } from './test/runtime-fixture'

const plain = { exact: false, shift: false }

function setup(lookup: CodebaseElementLookup = {}) {
  const fixture = fixtureTree()
  const changed = vi.fn()
  const text = createFrameTextEditing({
    emit: fixture.emit,
    tree: fixture.tree,
    treeElementLookup: () => lookup,
    changed,
  })
  return { ...fixture, text, changed }
}

describe('createFrameTextEditing', () => {
  it('starts in place only on a second plain click of the selected static text', () => {
    const { text, keyOf, el, last, changed } = setup()
    const title = keyOf(ID.title)
    expect(text.startOnClick(title, null, plain)).toBe(false)
    expect(text.startOnClick(title, title, { exact: false, shift: true })).toBe(false)
    expect(text.startOnClick(keyOf(ID.app), keyOf(ID.app), plain)).toBe(false)
    expect(text.startOnClick(null, null, plain)).toBe(false)
    expect(text.element).toBeNull()
    expect(text.startOnClick(title, title, plain)).toBe(true)
    expect(text.element).toBe(el(ID.title))
    expect(last('startEditingText')).toEqual({ elementKey: title, oldText: 'Courses' })
    expect(changed).toHaveBeenCalledOnce()
  })

  it('follows the lookup: text it calls dynamic is not edited in place', () => {
    const { text, keyOf } = setup({ [ID.title]: treeElement(ID.title, { textIsStatic: false }) })
    expect(text.startOnClick(keyOf(ID.title), keyOf(ID.title), plain)).toBe(false)
  })

  it('takes input inside the edited element only, and reports the text when stopped', () => {
    const { text, keyOf, el, last, changed } = setup()
    text.startOnClick(keyOf(ID.title), keyOf(ID.title), plain)
    expect(text.contains(el(ID.title).firstChild)).toBe(true)
    expect(text.contains(el(ID.button))).toBe(false)
    expect(text.contains(null)).toBe(false)
    el(ID.title).textContent = 'Lessons'
    text.stop()
    expect(last('editedText')).toEqual({
      elementKey: keyOf(ID.title),
      newText: 'Lessons',
      oldText: 'Courses',
    })
    expect(text.element).toBeNull()
    expect(text.contains(el(ID.title))).toBe(false)
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('offers Edit Dynamic Text on a non-static text element while nothing is edited', () => {
    const dynamic = { [ID.cardText]: treeElement(ID.cardText, { textIsStatic: false }) }
    const { text, keyOf, tree } = setup(dynamic)
    expect(text.offersDynamicText(keyOf(ID.cardText))).toBe(true)
    expect(text.offersDynamicText(keyOf(ID.title))).toBe(false)
    // A container's text is its children's: dynamic as a whole.
    expect(text.offersDynamicText(keyOf(ID.app))).toBe(true)
    const card = [...tree.index.nodes.values()].find((node) => node.name === 'Card')
    expect(text.offersDynamicText(card?.key ?? null)).toBe(false)
    expect(text.offersDynamicText(null)).toBe(false)
    text.startOnClick(keyOf(ID.title), keyOf(ID.title), plain)
    expect(text.offersDynamicText(keyOf(ID.cardText))).toBe(false)
  })

  it('sends the shown text with white space folded, cut to the maximum length', () => {
    const { text, keyOf, el, last, kinds } = setup()
    text.sendDynamicText(null)
    expect(kinds()).not.toContain('editDynamicText')
    el(ID.cardText).textContent = `  Hello,\n   Amira ${'x'.repeat(DYNAMIC_TEXT_MAX_LENGTH)}`
    text.sendDynamicText(keyOf(ID.cardText))
    const sent = last('editDynamicText') as { elementKey: string; text: string }
    expect(sent.elementKey).toBe(keyOf(ID.cardText))
    expect(sent.text.startsWith('Hello, Amira x')).toBe(true)
    expect(sent.text).toHaveLength(DYNAMIC_TEXT_MAX_LENGTH)
  })
})
