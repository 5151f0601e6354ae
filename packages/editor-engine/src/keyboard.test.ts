import { describe, expect, it, vi } from 'vitest'
import { createEditorStore } from './editor-state'
import { createKeyboard } from './keyboard'
import type { KeyInput } from './shortcuts'

function setup() {
  const store = createEditorStore()
  const actions = {
    undoRedo: vi.fn(async () => null),
    act: vi.fn(async () => null),
    selection: { select: vi.fn() },
    preview: { setZoom: vi.fn(), zoomBy: vi.fn() },
    clipboard: { copy: vi.fn(), paste: vi.fn(async () => undefined) },
  }
  return { store, actions, keyboard: createKeyboard(store, actions) }
}

const key = (k: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  typing: false,
  ...mods,
})

describe('createKeyboard', () => {
  it('leaves Ctrl+C and Ctrl+V to the app in drive mode', () => {
    const { store, actions, keyboard } = setup()
    store.setState({ driveMode: true })
    expect(keyboard.handleKey(key('c', { ctrlKey: true }))).toBe(false)
    expect(keyboard.handleKey(key('v', { ctrlKey: true }))).toBe(false)
    expect(actions.clipboard.copy).not.toHaveBeenCalled()
    store.setState({ driveMode: false })
    expect(keyboard.handleKey(key('c', { ctrlKey: true }))).toBe(true)
    expect(actions.clipboard.copy).toHaveBeenCalledTimes(1)
  })

  it('runs each shortcut on its action', () => {
    const { actions, keyboard } = setup()
    keyboard.runShortcut('undo')
    keyboard.runShortcut('redo')
    keyboard.runShortcut('delete')
    keyboard.runShortcut('duplicate')
    keyboard.runShortcut('wrap')
    keyboard.runShortcut('clearSelection')
    keyboard.runShortcut('zoomIn')
    keyboard.runShortcut('zoomOut')
    keyboard.runShortcut('zoomReset')
    keyboard.runShortcut('copy')
    keyboard.runShortcut('paste')
    expect(actions.clipboard.copy).toHaveBeenCalledTimes(1)
    expect(actions.clipboard.paste).toHaveBeenCalledTimes(1)
    expect(actions.undoRedo.mock.calls).toEqual([['UNDO'], ['REDO']])
    expect(actions.act).toHaveBeenCalledTimes(3)
    expect(actions.selection.select).toHaveBeenCalledWith(null)
    expect(actions.preview.zoomBy.mock.calls).toEqual([[1], [-1]])
    expect(actions.preview.setZoom).toHaveBeenCalledWith(1)
  })

  it('handles shortcut keys only, and not while typing', () => {
    const { actions, keyboard } = setup()
    expect(keyboard.handleKey(key('z', { ctrlKey: true }))).toBe(true)
    expect(keyboard.handleKey(key('z', { ctrlKey: true, typing: true }))).toBe(false)
    expect(keyboard.handleKey(key('q'))).toBe(false)
    expect(actions.undoRedo).toHaveBeenCalledTimes(1)
  })

  it('leaves Escape to the text being edited', () => {
    const { store, actions, keyboard } = setup()
    store.setState({ editingTextKey: 'k' })
    expect(keyboard.handleKey(key('Escape'))).toBe(false)
    expect(actions.selection.select).not.toHaveBeenCalled()
  })
})
