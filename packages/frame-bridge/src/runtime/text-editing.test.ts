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
})
