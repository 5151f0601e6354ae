// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createTextEditing } from './text-editing'

describe('createTextEditing', () => {
  it('makes the element plaintext-editable and focused, then reports new and old text on blur', () => {
    document.body.innerHTML = '<h1 tabindex="-1">Courses</h1>'
    const title = document.querySelector('h1') as HTMLElement
    const sink = { started: vi.fn(), edited: vi.fn() }
    const editing = createTextEditing(sink)
    editing.start(title, 'k1')
    expect(title.getAttribute('contenteditable')).toBe('plaintext-only')
    expect(document.activeElement).toBe(title)
    expect(sink.started).toHaveBeenCalledWith('k1', 'Courses')
    title.textContent = 'Lessons'
    title.blur()
    expect(sink.edited).toHaveBeenCalledWith('k1', 'Lessons', 'Courses')
    expect(title.hasAttribute('contenteditable')).toBe(false)
    expect(editing.element).toBeNull()
  })

  it('restores the old text on Escape', () => {
    document.body.innerHTML = '<p tabindex="-1">Hello</p>'
    const paragraph = document.querySelector('p') as HTMLElement
    const sink = { started: vi.fn(), edited: vi.fn() }
    createTextEditing(sink).start(paragraph, 'k2')
    paragraph.textContent = 'Changed'
    paragraph.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(sink.edited).toHaveBeenCalledWith('k2', 'Hello', 'Hello')
  })

  it("puts React's own text node back with the typed text, so a later render reaches the page", () => {
    document.body.innerHTML = '<h2 tabindex="-1">Old title</h2>'
    const heading = document.querySelector('h2') as HTMLElement
    const reactNode = heading.firstChild as Text
    createTextEditing({ started: vi.fn(), edited: vi.fn() }).start(heading, 'k3')
    heading.textContent = 'New title' // what typing does: the text node is replaced
    expect(heading.firstChild).not.toBe(reactNode)
    heading.blur()
    expect(heading.firstChild).toBe(reactNode)
    expect(heading.textContent).toBe('New title')
  })
})
