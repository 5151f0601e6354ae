// @vitest-environment jsdom
import { EMPTY_OVERLAY_STATE } from '@splendid/overlay'
import { describe, expect, it, vi } from 'vitest'
import { type FrameOverlayInputs, frameOverlayState } from './frame-overlay-state'
import { fixtureTree, ID } from './test/runtime-fixture'

function setup() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(1, 2, 30, 40))
  const fixture = fixtureTree()
  const inputs: FrameOverlayInputs = {
    tree: fixture.tree,
    selection: { selectedKey: null, multiselectedKeys: [] },
    hoveredKey: null,
    dropParentKey: null,
    dragging: false,
    showEditDynamicText: false,
  }
  return { ...fixture, inputs }
}

const rect = { x: 1, y: 2, width: 30, height: 40 }

describe('frameOverlayState', () => {
  it('draws nothing for an empty state', () => {
    const { inputs } = setup()
    expect(frameOverlayState(inputs)).toEqual(EMPTY_OVERLAY_STATE)
  })

  it('outlines the selection and the hover, but not a hover on the selected element', () => {
    const { inputs, keyOf } = setup()
    const selection = { selectedKey: keyOf(ID.title), multiselectedKeys: [] }
    const state = frameOverlayState({
      ...inputs,
      selection,
      hoveredKey: keyOf(ID.button),
      showEditDynamicText: true,
    })
    expect(state.selected).toEqual({
      rect,
      name: 'h1',
      isComponent: false,
      showEditDynamicText: true,
    })
    expect(state.hovered).toEqual({ rect, name: 'button', isComponent: false })
    expect(
      frameOverlayState({ ...inputs, selection, hoveredKey: keyOf(ID.title) }).hovered,
    ).toBeNull()
  })

  it('boxes the multi-selection, leaving out keys without a box', () => {
    const { inputs, keyOf } = setup()
    const selection = { selectedKey: keyOf(ID.title), multiselectedKeys: [keyOf(ID.title), 'gone'] }
    expect(frameOverlayState({ ...inputs, selection }).multiSelected).toEqual([rect])
  })

  it('shows the drop container and its children while dragging', () => {
    const { inputs, keyOf, tree } = setup()
    const state = frameOverlayState({ ...inputs, dropParentKey: keyOf(ID.app), dragging: true })
    expect(state.moveTarget).toEqual(rect)
    expect(state.children).toHaveLength(tree.index.nodes.get(keyOf(ID.app))?.children.length ?? -1)
    expect(state.dragging).toBe(true)
  })
})
