// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createPointerActions, type PointerActionsOptions } from './pointer-actions'
import { at, fixtureTree, ID } from './test/runtime-fixture'

function setup() {
  const fixture = fixtureTree()
  const modes = { driveMode: false }
  const state = { dragging: false, editing: null as HTMLElement | null, suppressed: false }
  const selection = { current: { selectedKey: null, multiselectedKeys: [] }, click: vi.fn() }
  const hover = { set: vi.fn() }
  const drag = {
    press: vi.fn(),
    move: vi.fn(() => state.dragging),
    release: vi.fn(),
    get dragging() {
      return state.dragging
    },
    takeSuppressedClick: () => state.suppressed,
  }
  const text = {
    get element() {
      return state.editing
    },
    startOnClick: vi.fn(() => false),
    stop: vi.fn(),
    contains: vi.fn(() => false),
  }
  const options: PointerActionsOptions = {
    emit: fixture.emit,
    tree: fixture.tree,
    treeElementLookup: () => ({}),
    modes,
    selection,
    hover,
    drag,
    text,
  }
  return {
    ...fixture,
    pointer: createPointerActions(options),
    modes,
    state,
    selection,
    hover,
    drag,
    text,
  }
}

const plain = { exact: false, shift: false }

describe('createPointerActions', () => {
  it('hovers the nearest editable element unless drag and drop takes the move', () => {
    const { pointer, el, keyOf, hover, drag, state } = setup()
    pointer.pointerMove(el(ID.cardText), at(1, 1), 0)
    expect(drag.move).toHaveBeenCalledWith(el(ID.cardText), at(1, 1), 0)
    expect(hover.set).toHaveBeenLastCalledWith(keyOf(ID.cardText))
    state.dragging = true
    pointer.pointerMove(el(ID.title), at(1, 1), 1)
    expect(hover.set).toHaveBeenCalledOnce()
  })

  it('does not hover in drive mode or while editing text', () => {
    const { pointer, el, hover, modes, state } = setup()
    modes.driveMode = true
    pointer.pointerMove(el(ID.title), at(1, 1), 0)
    modes.driveMode = false
    state.editing = el(ID.title)
    pointer.pointerMove(el(ID.title), at(1, 1), 0)
    expect(hover.set).not.toHaveBeenCalled()
  })

  it('hands presses and releases to drag and drop', () => {
    const { pointer, el, drag } = setup()
    pointer.pointerDown(el(ID.button), at(2, 3))
    pointer.pointerUp(at(4, 5))
    expect(drag.press).toHaveBeenCalledWith(el(ID.button), at(2, 3))
    expect(drag.release).toHaveBeenCalledWith(at(4, 5))
  })

  it('lets text editing take a click first, otherwise ends editing and selects', () => {
    const { pointer, el, keyOf, text, selection } = setup()
    text.startOnClick.mockReturnValueOnce(true)
    pointer.click(el(ID.title), plain)
    expect(text.startOnClick).toHaveBeenCalledWith(keyOf(ID.title), null, plain)
    expect(selection.click).not.toHaveBeenCalled()
    pointer.click(el(ID.button), plain)
    expect(text.stop).toHaveBeenCalledOnce()
    expect(selection.click).toHaveBeenCalledWith(keyOf(ID.button), plain)
  })

  it('ignores the click that ends a drag and every click in drive mode', () => {
    const { pointer, el, state, modes, selection, text } = setup()
    state.suppressed = true
    pointer.click(el(ID.title), plain)
    state.suppressed = false
    modes.driveMode = true
    pointer.click(el(ID.title), plain)
    expect(selection.click).not.toHaveBeenCalled()
    expect(text.startOnClick).not.toHaveBeenCalled()
  })

  it('asks for a context menu on the picked element', () => {
    const { pointer, el, keyOf, last } = setup()
    pointer.contextMenu(el(ID.button), at(7, 8))
    expect(last('contextRequested')).toEqual({ ...at(7, 8), elementKey: keyOf(ID.button) })
    pointer.contextMenu(null, at(0, 0))
    expect(last('contextRequested')).toMatchObject({ elementKey: null })
  })

  it('passes input through in drive mode and inside the edited text', () => {
    const { pointer, el, modes, text } = setup()
    expect(pointer.passesThrough(el(ID.title))).toBe(false)
    text.contains.mockReturnValueOnce(true)
    expect(pointer.passesThrough(el(ID.title))).toBe(true)
    modes.driveMode = true
    expect(pointer.passesThrough(null)).toBe(true)
  })
})
