// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { createDragAndDrop } from './drag-and-drop'
import { at, fixtureTree, ID } from './test/runtime-fixture'

function setup(selectedId: string | null = ID.button) {
  const fixture = fixtureTree()
  const modes = { driveMode: false, aiContext: false, zoom: 1 }
  let selectedKey = selectedId === null ? null : fixture.keyOf(selectedId)
  const forgetHover = vi.fn()
  const changed = vi.fn()
  const drag = createDragAndDrop({
    window,
    emit: fixture.emit,
    tree: fixture.tree,
    selectedKey: () => selectedKey,
    modes,
    forgetHover,
    changed,
  })
  const select = (id: string | null) => {
    selectedKey = id === null ? null : fixture.keyOf(id)
  }
  return { ...fixture, drag, modes, forgetHover, changed, select }
}

describe('createDragAndDrop', () => {
  it('presses only on the selected element, outside drive mode and AI context', () => {
    const { drag, el, modes, select } = setup()
    drag.press(el(ID.title), at(0, 0))
    expect(drag.pressed).toBe(false)
    drag.press(null, at(0, 0))
    expect(drag.pressed).toBe(false)
    modes.aiContext = true
    drag.press(el(ID.button), at(0, 0))
    expect(drag.pressed).toBe(false)
    modes.aiContext = false
    modes.driveMode = true
    drag.press(el(ID.button), at(0, 0))
    expect(drag.pressed).toBe(false)
    modes.driveMode = false
    select(null)
    drag.press(el(ID.button), at(0, 0))
    expect(drag.pressed).toBe(false)
    select(ID.button)
    drag.press(el(ID.button), at(0, 0))
    expect(drag.pressed).toBe(true)
  })

  it('starts past the threshold divided by zoom, drops the hover and tells the parent', () => {
    const { drag, el, modes, keyOf, last, forgetHover } = setup()
    modes.zoom = 2
    drag.press(el(ID.button), at(0, 0))
    expect(drag.move(el(ID.button), at(9, 0), 1)).toBe(false)
    expect(drag.dragging).toBe(false)
    expect(drag.move(el(ID.button), at(10, 0), 1)).toBe(true)
    expect(drag.dragging).toBe(true)
    expect(forgetHover).toHaveBeenCalledOnce()
    expect(last('dragStart')).toMatchObject({
      dragging: true,
      pageX: 10,
      selectedParentKey: keyOf(ID.app),
      selectedParentDisplay: expect.any(String),
    })
  })

  it('targets the container under the pointer, the parent of a leaf, and reports it at the end', () => {
    const { drag, el, keyOf, last, changed } = setup()
    drag.press(el(ID.button), at(0, 0))
    drag.move(el(ID.cardText), at(40, 0), 1)
    // The text is a leaf: the drop goes next to it, into its section.
    expect(drag.dropTarget).toMatchObject({
      parentKey: keyOf(ID.cardRoot),
      index: expect.any(Number),
      // jsdom: no React props on the page, so no children as written.
      childIndex: null,
    })
    drag.move(el(ID.button), at(45, 0), 1)
    // Over the dragged element itself: its own parent.
    expect(drag.dropTarget?.parentKey).toBe(keyOf(ID.app))
    expect(changed).toHaveBeenCalled()
    drag.release(at(45, 0))
    expect(last('dragEnd')).toMatchObject({
      dragging: false,
      dropParentKey: keyOf(ID.app),
      dropIndex: expect.any(Number),
      dropChildIndex: null,
      selectedChildIndex: null,
    })
    expect([drag.pressed, drag.dragging, drag.dropTarget]).toEqual([false, false, null])
  })

  it('swallows the one click that ends a drag, and no click after a plain press', () => {
    const { drag, el } = setup()
    drag.press(el(ID.button), at(0, 0))
    drag.release(at(0, 0))
    expect(drag.takeSuppressedClick()).toBe(false)
    drag.press(el(ID.button), at(0, 0))
    drag.move(el(ID.button), at(40, 0), 1)
    drag.release(at(40, 0))
    expect(drag.takeSuppressedClick()).toBe(true)
    expect(drag.takeSuppressedClick()).toBe(false)
  })

  it('cancels when no button is held, reporting only a drag that had started', () => {
    const { drag, el, kinds } = setup()
    drag.press(el(ID.button), at(0, 0))
    expect(drag.move(el(ID.button), at(1, 0), 0)).toBe(false)
    expect(drag.pressed).toBe(false)
    expect(kinds()).not.toContain('dragCancel')
    drag.press(el(ID.button), at(0, 0))
    drag.move(el(ID.button), at(40, 0), 1)
    expect(drag.move(el(ID.button), at(41, 0), 0)).toBe(false)
    expect(kinds().at(-1)).toBe('dragCancel')
    expect(drag.dragging).toBe(false)
  })

  it('starts at once from the centre of the selection, unless in AI context', () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(10, 20, 80, 40),
    )
    const { drag, modes, last } = setup()
    modes.aiContext = true
    drag.startAtSelection()
    expect(drag.dragging).toBe(false)
    modes.aiContext = false
    drag.startAtSelection()
    expect(drag.dragging).toBe(true)
    expect(last('dragStart')).toMatchObject({ pageX: 50, pageY: 40, offsetX: 40, offsetY: 20 })
    drag.cancel(null)
    expect(last('dragCancel')).toMatchObject({ pageX: 0, pageY: 0, dragging: false })
  })

  it('forgets a press silently on reset', () => {
    const { drag, el, kinds, changed } = setup()
    drag.press(el(ID.button), at(0, 0))
    changed.mockClear()
    const before = kinds().length
    drag.reset()
    expect(drag.pressed).toBe(false)
    expect(kinds()).toHaveLength(before)
    expect(changed).not.toHaveBeenCalled()
  })
})
