// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { DYNAMIC_TEXT_MAX_LENGTH } from '../frame-events'
import type { CodebaseElementLookup } from '../frame-functions'
import { treeElement } from '../test/tree-element'
import { createFrameTextEditing } from './frame-text-editing'
import { fixtureTree, ID } from './test/runtime-fixture'

const plain = { exact: false, shift: false }

/** Makes the page put a caret at `offset` of `node` for any point (jsdom lays nothing out). */
function caretAt(node: Node, offset: number): void {
  const range = document.createRange()
  range.setStart(node, offset)
  document.caretRangeFromPoint = () => range
}

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

  it('edits the static run under the click of an element with mixed children, the rest untouched', () => {
    const lookup = {
      [ID.cardText]: treeElement(ID.cardText, { textRuns: ['Hello ', ', welcome'] }),
    }
    const { text, keyOf, el, last } = setup(lookup)
    const card = el(ID.cardText)
    card.innerHTML = 'Hello <b>there</b>, welcome'
    const bold = card.querySelector('b')
    const welcome = card.lastChild as Text
    const key = keyOf(ID.cardText)
    const clickOn = (node: Node) => {
      caretAt(node, 0)
      return text.startOnClick(key, key, { ...plain, point: { clientX: 5, clientY: 5 } })
    }
    // On the <b> (not a run of this element), or without a point: not edited in place.
    expect(clickOn(bold?.firstChild as Node)).toBe(false)
    expect(text.startOnClick(key, key, plain)).toBe(false)
    expect(clickOn(welcome)).toBe(true)
    const holder = text.element as HTMLElement
    expect(holder.parentElement).toBe(card)
    expect(holder.getAttribute('contenteditable')).toBe('plaintext-only')
    expect(last('startEditingText')).toEqual({ elementKey: key, oldText: ', welcome' })
    holder.textContent = ', welcome back'
    text.stop()
    expect(last('editedText')).toEqual({
      elementKey: key,
      newText: ', welcome back',
      oldText: ', welcome',
      textRunIndex: 1,
    })
    // React's own text node is back in its place, holding the typed text; the <b> untouched.
    expect(card.lastChild).toBe(welcome)
    expect(welcome.data).toBe(', welcome back')
    expect(card.innerHTML).toBe('Hello <b>there</b>, welcome back')
    expect(card.querySelector('[data-splendid-text-run]')).toBeNull()
  })

  it('puts a run back as it was when its edit is cancelled with Escape', () => {
    const lookup = { [ID.cardText]: treeElement(ID.cardText, { textRuns: ['Hi ', '!'] }) }
    const { text, keyOf, el, last } = setup(lookup)
    const card = el(ID.cardText)
    card.innerHTML = 'Hi <b>you</b>!'
    const first = card.firstChild as Text
    caretAt(first, 1)
    const key = keyOf(ID.cardText)
    expect(text.startOnClick(key, key, { ...plain, point: { clientX: 1, clientY: 1 } })).toBe(true)
    const holder = text.element as HTMLElement
    holder.textContent = 'Bye '
    holder.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    text.stop()
    expect(last('editedText')).toEqual({
      elementKey: key,
      newText: 'Hi ',
      oldText: 'Hi ',
      textRunIndex: 0,
    })
    expect(card.firstChild).toBe(first)
    expect(card.innerHTML).toBe('Hi <b>you</b>!')
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
