// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  isTypingElement,
  isTypingTarget,
  type KeyInput,
  type Shortcut,
  shortcutFor,
} from './shortcuts'

const press = (key: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  typing: false,
  ...mods,
})

describe('shortcutFor', () => {
  const cases: [string, KeyInput, Shortcut | null][] = [
    ['ctrl+z', press('z', { ctrlKey: true }), 'undo'],
    ['cmd+z', press('z', { metaKey: true }), 'undo'],
    ['ctrl+Z (caps lock)', press('Z', { ctrlKey: true }), 'undo'],
    ['ctrl+shift+z', press('Z', { ctrlKey: true, shiftKey: true }), 'redo'],
    ['cmd+shift+z', press('z', { metaKey: true, shiftKey: true }), 'redo'],
    ['ctrl+y', press('y', { ctrlKey: true }), 'redo'],
    ['cmd+y', press('y', { metaKey: true }), null],
    ['cmd+ctrl+y', press('y', { metaKey: true, ctrlKey: true }), null],
    ['ctrl+d', press('d', { ctrlKey: true }), 'duplicate'],
    ['cmd+d', press('D', { metaKey: true }), 'duplicate'],
    ['ctrl+g', press('g', { ctrlKey: true }), 'wrap'],
    ['ctrl+c', press('c', { ctrlKey: true }), 'copy'],
    ['cmd+c', press('C', { metaKey: true }), 'copy'],
    ['ctrl+shift+c', press('C', { ctrlKey: true, shiftKey: true }), null],
    ['ctrl+v', press('v', { ctrlKey: true }), 'paste'],
    ['ctrl+shift+v', press('V', { ctrlKey: true, shiftKey: true }), null],
    ['plain c', press('c'), null],
    ['ctrl+=', press('=', { ctrlKey: true }), 'zoomIn'],
    ['ctrl++', press('+', { ctrlKey: true, shiftKey: true }), 'zoomIn'],
    ['ctrl+-', press('-', { ctrlKey: true }), 'zoomOut'],
    ['ctrl+_', press('_', { ctrlKey: true, shiftKey: true }), 'zoomOut'],
    ['ctrl+0', press('0', { ctrlKey: true }), 'zoomReset'],
    ['ctrl+a', press('a', { ctrlKey: true }), null],
    ['Delete', press('Delete'), 'delete'],
    ['Backspace', press('Backspace'), 'delete'],
    ['shift+Delete', press('Delete', { shiftKey: true }), null],
    ['Escape', press('Escape'), 'clearSelection'],
    ['shift+Escape', press('Escape', { shiftKey: true }), null],
    ['plain z', press('z'), null],
    ['plain d', press('d'), null],
    ['Enter', press('Enter'), null],
  ]

  it.each(cases)('%s → %s', (_name, input, expected) => {
    expect(shortcutFor(input)).toBe(expected)
  })

  it.each(cases.filter(([, , expected]) => expected !== null))(
    'nothing fires for %s while typing',
    (_name, input) => {
      expect(shortcutFor({ ...input, typing: true })).toBeNull()
    },
  )
})

describe('isTypingTarget', () => {
  const input = (type: string) => {
    const element = document.createElement('input')
    element.type = type
    return element
  }

  it.each(['text', 'search', 'email', 'number', 'password', 'url'])(
    'an input of type %s is typed into',
    (type) => {
      expect(isTypingTarget(input(type))).toBe(true)
    },
  )

  it.each(['button', 'checkbox', 'radio', 'range', 'color', 'submit', 'reset'])(
    'an input of type %s is not',
    (type) => {
      expect(isTypingTarget(input(type))).toBe(false)
    },
  )

  it('textareas, selects and editable elements are typed into', () => {
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true)
    expect(isTypingTarget(document.createElement('select'))).toBe(true)
    const editable = document.createElement('div')
    Object.defineProperty(editable, 'isContentEditable', { value: true })
    expect(isTypingTarget(editable)).toBe(true)
  })

  it('other elements, the window, documents and null are not', () => {
    expect(isTypingTarget(document.createElement('div'))).toBe(false)
    expect(isTypingTarget(document.createElement('button'))).toBe(false)
    expect(isTypingTarget(window)).toBe(false)
    expect(isTypingTarget(document)).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})

describe('isTypingElement', () => {
  const info = (tagName: string, inputType: string | null = null, isContentEditable = false) => ({
    tagName,
    inputType,
    isContentEditable,
  })

  it('text inputs, textareas, selects and editable elements are typed into', () => {
    expect(isTypingElement(info('input', 'text'))).toBe(true)
    expect(isTypingElement(info('INPUT', 'email'))).toBe(true)
    expect(isTypingElement(info('input', null))).toBe(true)
    expect(isTypingElement(info('textarea'))).toBe(true)
    expect(isTypingElement(info('select'))).toBe(true)
    expect(isTypingElement(info('div', null, true))).toBe(true)
  })

  it('button-like inputs and other elements are not', () => {
    expect(isTypingElement(info('input', 'checkbox'))).toBe(false)
    expect(isTypingElement(info('input', 'Submit'))).toBe(false)
    expect(isTypingElement(info('button'))).toBe(false)
    expect(isTypingElement(info('div'))).toBe(false)
  })
})
