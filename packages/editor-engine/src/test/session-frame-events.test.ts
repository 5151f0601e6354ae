import { MutateApiError } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { flush } from '../testing/fake-mutate-api'
import { treeElement } from '../testing/nav-tree-fixtures'
import { drag, keyPayload, setup } from './session-harness'

describe('frame events', () => {
  it('Delete in the frame removes the selection and Escape clears it', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.B))
    s.frame.emit('keyDown', keyPayload('Delete'))
    await flush()
    expect(s.api.sent[0]?.request.body).toEqual({
      elementsToRemove: [s.lookups.treeElements[s.ids.B]],
    })
    s.session.select(s.page.key(s.ids.C))
    s.frame.emit('keyDown', keyPayload('Escape'))
    expect(s.state().selectedKey).toBeNull()
    expect(s.frame.callsOf('setSelectedElement').at(-1)).toEqual([null])
  })

  it('a focused checkbox in the frame does not stop the shortcuts', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.B))
    s.frame.emit(
      'keyDown',
      keyPayload('Delete', {
        activeElement: { tagName: 'input', isContentEditable: false, inputType: 'checkbox' },
      }),
    )
    await flush()
    expect(s.api.sent[0]?.request.pathSuffix).toBe('mutate/removeJsxElement')
  })

  it('Escape does not clear the selection while text is being edited', () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.D))
    s.frame.emit('startEditingText', { elementKey: s.page.key(s.ids.D), oldText: 'Hi' })
    expect(
      s.session.handleKey({
        key: 'Escape',
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        typing: false,
      }),
    ).toBe(false)
    expect(s.state().selectedKey).toBe(s.page.key(s.ids.D))
  })

  it('a delete with nothing selected becomes an info notice', async () => {
    const s = setup()
    s.frame.emit('keyDown', keyPayload('Backspace'))
    await flush()
    expect(s.api.sent).toHaveLength(0)
    expect(s.state().notices).toEqual([
      expect.objectContaining({ kind: 'info', message: 'Select an element first' }),
    ])
  })

  it('dragEnd moves the selected element with the right before/after/expected parent', async () => {
    const s = setup()
    const { A, B, C, D } = s.ids
    s.session.select(s.page.key(D))
    // A's children: B, C, F; D (from C) lands at index 1: after B, before C.
    s.frame.emit('dragEnd', drag(s.page.key(A), 1))
    await flush()
    const sent = s.api.sent[0]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/mutate/moveJsxElement')
    expect(sent?.body).toEqual({
      elementToMove: treeElement(D),
      newContainerElement: treeElement(A),
      afterElement: treeElement(B),
      beforeElement: treeElement(C),
      expectedCurrentParent: treeElement(C),
    })
  })

  it('a dragEnd that leaves the element in place sends nothing', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.E))
    s.frame.emit('dragEnd', drag(s.page.key(s.ids.C), 1))
    s.frame.emit('dragEnd', drag(null, null))
    await flush()
    expect(s.api.sent).toHaveLength(0)
    expect(s.state().history).toHaveLength(0)
  })

  it('editedText with changed text sends EDIT_TEXT without an instant update', async () => {
    const s = setup()
    const key = s.page.key(s.ids.D)
    s.frame.emit('startEditingText', { elementKey: key, oldText: 'Hello' })
    expect(s.state().editingTextKey).toBe(key)
    s.frame.emit('editedText', { elementKey: key, oldText: 'Hello', newText: 'Hi there' })
    expect(s.state().editingTextKey).toBeNull()
    await flush()
    expect(s.frame.instantItems()).toHaveLength(0)
    const sent = s.api.sent[0]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/mutate/editText')
    expect(sent?.body).toEqual({
      element: treeElement(s.ids.D),
      newText: 'Hi there',
      oldText: 'Hello',
    })
  })

  it('editedText of one run of mixed children sends its textRunIndex', async () => {
    const s = setup()
    const key = s.page.key(s.ids.D)
    s.frame.emit('editedText', {
      elementKey: key,
      oldText: ', welcome',
      newText: ', welcome back',
      textRunIndex: 1,
    })
    await flush()
    expect(s.api.sent[0]?.request.body).toEqual({
      element: treeElement(s.ids.D),
      newText: ', welcome back',
      oldText: ', welcome',
      textRunIndex: 1,
    })
  })

  it('a failed text edit refreshes the preview to show the source text', async () => {
    const s = setup()
    const key = s.page.key(s.ids.D)
    s.frame.emit('editedText', { elementKey: key, oldText: 'Hello', newText: 'Hi' })
    await flush()
    s.api.reject(0, new MutateApiError(409, 'CONFLICT', 'no'))
    await flush()
    expect(s.frame.callsOf('refresh')).toHaveLength(1)
  })

  it('editedText with unchanged text sends nothing', async () => {
    const s = setup()
    const key = s.page.key(s.ids.D)
    s.frame.emit('editedText', { elementKey: key, oldText: 'Hello', newText: 'Hello' })
    await flush()
    expect(s.api.sent).toHaveLength(0)
    expect(s.state().history).toHaveLength(0)
  })

  it('follows the selection, multi-selection, hover, href, tree and hydration status of the frame', async () => {
    const s = setup()
    const keyB = s.page.key(s.ids.B)
    s.frame.emit('selectedElementKey', { elementKey: keyB })
    s.frame.emit('multiselectedElementKeys', { elementKeys: [keyB, s.page.key(s.ids.C)] })
    s.frame.emit('hoveredElementKey', { elementKey: s.page.key(s.ids.D) })
    s.frame.emit('latestHref', { href: 'http://localhost:5173/courses' })
    s.frame.emit('hydrationErrorStatus', { status: 'error' })
    s.frame.emit('navTree', { tree: null, outerHtml: '' })
    await flush()
    const state = s.state()
    expect(state.selectedKey).toBe(keyB)
    expect(state.multiselectedKeys).toEqual([keyB, s.page.key(s.ids.C)])
    expect(state.hoveredKey).toBe(s.page.key(s.ids.D))
    expect(state.href).toBe('http://localhost:5173/courses')
    expect(state.hydration).toBe('error')
    expect(state.navTree.root).toBeNull()
    expect(state.inspection).toEqual({ elementKey: keyB, classList: [], cssEvals: {}, rules: [] })
  })

  it('ctrl+wheel zooms', () => {
    const s = setup()
    const wheel = { pageX: 0, pageY: 0, clientX: 0, clientY: 0, deltaX: 0, metaKey: false }
    s.frame.emit('wheel', { ...wheel, deltaY: -10, ctrlKey: true })
    expect(s.state().zoom).toBe(1.25)
    s.frame.emit('wheel', { ...wheel, deltaY: 10, ctrlKey: true })
    s.frame.emit('wheel', { ...wheel, deltaY: 10, ctrlKey: true })
    expect(s.state().zoom).toBe(0.75)
    s.frame.emit('wheel', { ...wheel, deltaY: 10, ctrlKey: false })
    expect(s.state().zoom).toBe(0.75)
  })

  it('editDynamicText opens the dialog for the element and its text, until closed', () => {
    const s = setup()
    s.frame.emit('editDynamicText', { elementKey: s.page.key(s.ids.D), text: 'Hello, Amira' })
    expect(s.state().dynamicText).toEqual({ elementKey: s.page.key(s.ids.D), text: 'Hello, Amira' })
    s.session.closeDynamicText()
    expect(s.state().dynamicText).toBeNull()
  })

  it('detaching removes every handler and forgets the frame', async () => {
    const s = setup({ attach: false })
    const detach = s.session.attachFrame(s.frame)
    expect(s.frame.handlerCount('keyDown')).toBe(1)
    detach()
    expect(s.frame.handlerCount('keyDown')).toBe(0)
    s.session.select(s.page.key(s.ids.B))
    await flush()
    expect(s.frame.calls).toHaveLength(0)
  })

  it('dispose closes the frame link', () => {
    const s = setup()
    s.session.dispose()
    expect(s.frame.closed).toBe(true)
  })
})
