// @vitest-environment jsdom
import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameEventKind } from '../frame-events'
import { FRAME_FUNCTION_NAMES } from '../frame-functions'
import { treeElement } from '../test/tree-element'
import { DRIVE_MODE_STORAGE_KEY } from './drive-mode'
import { createFrameRuntime, type FrameRuntime } from './frame-runtime'
import { nearestKeyOf } from './nav-tree-index'
import { ID, renderFixture } from './test/fake-fibers'

const at = (x: number, y: number) => ({ pageX: x, pageY: y, clientX: x, clientY: y })
let runtime: FrameRuntime | null = null

function start() {
  document.head.innerHTML = ''
  sessionStorage.clear()
  const { fibers } = renderFixture(document)
  const events: { kind: FrameEventKind; payload: unknown }[] = []
  const logger = { log: vi.fn(), warn: vi.fn(), error: vi.fn() }
  runtime = createFrameRuntime({
    window,
    emit: (kind, payload) => events.push({ kind, payload }),
    logger,
  })
  runtime.functions.initProject({
    projectId: 'p',
    canvasId: 'c',
    storyboardId: 'sb',
    storyboardType: 'APPLICATION',
    treeElementLookup: {},
    scopeLookup: {},
    storyboardComponentElement: null,
    zoomPerc: 1,
    driveModeEnabled: false,
    aiContextEnabled: false,
  })
  const r = runtime
  const el = (id: string) => document.querySelector(`.${id}`) as HTMLElement
  const keyOf = (id: string) => nearestKeyOf(r.state.index, el(id)) as string
  const last = (kind: FrameEventKind) =>
    events.filter((event) => event.kind === kind).at(-1)?.payload
  return { runtime: r, events, el, keyOf, last, logger, fibers }
}

describe('createFrameRuntime', () => {
  afterEach(() => {
    runtime?.destroy()
    runtime = null
  })

  it('implements every frame function', () => {
    const { runtime } = start()
    for (const name of FRAME_FUNCTION_NAMES) expect(typeof runtime.functions[name]).toBe('function')
  })

  it('sends the navigation tree with the outer HTML, without the overlay', () => {
    const { last } = start()
    const payload = last('navTree') as { tree: { key: string }; outerHtml: string }
    expect(payload.tree.key).toBe('body|sb|0')
    expect(payload.outerHtml).toContain(ID.cardText)
    expect(payload.outerHtml).not.toContain('data-splendid-overlay')
  })

  it('sends the element and the text it shows when Edit Dynamic Text is pressed', async () => {
    // jsdom lays nothing out: give every element a box so the selection gets its outline.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(10, 10, 80, 20),
    )
    const { runtime, el, keyOf, last } = start()
    runtime.functions.setNewLookups({
      treeElementLookup: { [ID.cardText]: treeElement(ID.cardText, { textIsStatic: false }) },
      scopeLookup: {},
      storyboardComponentElement: null,
    })
    el(ID.cardText).textContent = '  Hello,\n   Amira '
    runtime.click(el(ID.cardText), { exact: false, shift: false })
    const button = await vi.waitFor(() => {
      const host = document.querySelector('[data-splendid-overlay]')
      const found = host?.shadowRoot?.querySelector<HTMLElement>('.edit-dynamic-text')
      if (!found) throw new Error('no Edit Dynamic Text button')
      return found
    })
    button.click()
    expect(last('editDynamicText')).toEqual({
      elementKey: keyOf(ID.cardText),
      text: 'Hello, Amira',
    })
  })

  it('draws a new selection at once, even right after a hover was drawn', () => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(10, 10, 80, 20),
    )
    const { runtime, el, keyOf } = start()
    const shadow = document.querySelector('[data-splendid-overlay]')?.shadowRoot
    runtime.pointerMove(el(ID.button), at(12, 12), 0)
    runtime.overlay.flush()
    // Within the overlay's 15 ms throttle of the hover's drawing:
    runtime.functions.setSelectedElement(keyOf(ID.title))
    expect(shadow?.querySelector('[data-key="selected"]')).not.toBeNull()
    runtime.functions.setSelectedElement(null)
    expect(shadow?.querySelector('[data-key="selected"]')).toBeNull()
  })

  it('selects on click, clears on empty space and enters text editing on the selected static text', () => {
    const { runtime, el, keyOf, last } = start()
    runtime.click(el(ID.title), { exact: false, shift: false })
    expect(last('selectedElementKey')).toEqual({ elementKey: keyOf(ID.title) })
    runtime.click(el(ID.title), { exact: false, shift: false })
    expect(last('startEditingText')).toEqual({ elementKey: keyOf(ID.title), oldText: 'Courses' })
    expect(el(ID.title).getAttribute('contenteditable')).toBe('plaintext-only')
    runtime.pointerMove(el(ID.button), at(1, 1), 0)
    expect(runtime.state.hoveredKey).toBeNull()
    runtime.click(document.body, { exact: false, shift: false })
    expect(last('editedText')).toEqual({
      elementKey: keyOf(ID.title),
      newText: 'Courses',
      oldText: 'Courses',
    })
    expect(last('selectedElementKey')).toEqual({ elementKey: null })
  })

  it('multi-selects siblings with shift and hovers the nearest editable element', () => {
    const { runtime, el, keyOf, last } = start()
    runtime.click(el(ID.title), { exact: false, shift: false })
    runtime.click(el(ID.button), { exact: false, shift: true })
    expect(last('multiselectedElementKeys')).toEqual({
      elementKeys: [keyOf(ID.title), keyOf(ID.button)],
    })
    runtime.pointerMove(el(ID.cardRoot), at(1, 1), 0)
    expect(runtime.state.index.nodes.get(runtime.state.hoveredKey ?? '')?.name).toBe('Card')
  })

  it('keeps drive mode in session storage and suppresses hover in it', () => {
    const { runtime, el } = start()
    runtime.functions.enableDriveMode()
    expect(sessionStorage.getItem(DRIVE_MODE_STORAGE_KEY)).toBe('true')
    expect(runtime.passesThrough(el(ID.title))).toBe(true)
    runtime.pointerMove(el(ID.title), at(1, 1), 0)
    expect(runtime.state.hoveredKey).toBeNull()
    runtime.functions.disableDriveMode()
    expect(sessionStorage.getItem(DRIVE_MODE_STORAGE_KEY)).toBe('false')
    expect(document.querySelector('style[data-arb89-style="cursor"]')).not.toBeNull()
  })

  it('applies a change instantly, rebuilds, and reports instant update done with the selection', () => {
    const { runtime, keyOf, last, el } = start()
    const item = createChangeItem({
      type: 'STYLING',
      changeFields: {
        codebaseId: ID.button,
        stylingChanges: { color: 'red' },
        stylingFramework: 'Inline',
        modifiers: [],
        customProperties: {},
      },
      selectAfterInstantUpdate: { elementKey: keyOf(ID.button), multiselectElementKeys: null },
    })
    const result = runtime.functions.applyChangeItemToDocument(serialiseChangeItem(item))
    const expected = {
      changeItemId: item.id,
      successful: true,
      selection: { elementKey: keyOf(ID.button), multiselectElementKeys: [] },
    }
    expect(result).toEqual(expected)
    expect(last('instantUpdateDone')).toEqual(expected)
    expect(getComputedStyle(el(ID.button)).color).toBe('rgb(255, 0, 0)')
    expect(runtime.functions.getElementClassList(keyOf(ID.button))).toEqual([])
  })

  it('remaps codebase ids and the selected key after a rewrite', () => {
    const { runtime, keyOf } = start()
    const oldKey = keyOf(ID.title)
    runtime.functions.setSelectedElement(oldKey)
    const newId = 'tempo-00000000-0000-4000-8000-0000000000bb'
    runtime.functions.updateCodebaseIds({
      prevIdToNewIdMap: { [ID.title]: newId },
      lookupsChange: {
        treeElementLookup: {},
        scopeLookup: {},
        removedTreeElements: [],
        removedScopes: [],
      },
    })
    expect(document.querySelector(`.${newId}`)?.getAttribute('tempoelementid')).toBe(newId)
    expect(runtime.state.selection.selectedKey).toBe(oldKey.replace(ID.title, newId))
    expect(runtime.state.index.nodes.has(oldKey.replace(ID.title, newId))).toBe(true)
  })

  it('starts a drag after 20 px divided by zoom and cancels it when no button is held', () => {
    const { runtime, el, keyOf, last } = start()
    runtime.functions.setSelectedElement(keyOf(ID.button))
    runtime.functions.setZoomPerc(2)
    runtime.pointerDown(el(ID.button), at(0, 0))
    runtime.pointerMove(el(ID.button), at(9, 0), 1)
    expect(runtime.state.dragging).toBe(false)
    runtime.pointerMove(el(ID.button), at(10, 0), 1)
    expect(runtime.state.dragging).toBe(true)
    expect(last('dragStart')).toMatchObject({ dragging: true, selectedParentKey: keyOf(ID.app) })
    runtime.pointerMove(el(ID.button), at(12, 0), 0)
    expect(last('dragCancel')).toMatchObject({ dragging: false })
    expect(runtime.state.dragging).toBe(false)
  })

  it('ends a drag with the drop parent and index the pointer is over', () => {
    const { runtime, el, keyOf, last } = start()
    runtime.functions.setSelectedElement(keyOf(ID.button))
    runtime.pointerDown(el(ID.button), at(0, 0))
    runtime.pointerMove(el(ID.button), at(40, 0), 1)
    expect(runtime.state.dragging).toBe(true)
    runtime.pointerUp(at(40, 0))
    expect(last('dragEnd')).toMatchObject({
      dragging: false,
      dropParentKey: keyOf(ID.app),
      dropIndex: expect.any(Number),
    })
  })

  it('does not drag while AI-context selection is on', () => {
    const { runtime, el, keyOf } = start()
    runtime.functions.setSelectedElement(keyOf(ID.button))
    runtime.functions.setAiContext(true)
    runtime.pointerDown(el(ID.button), at(0, 0))
    runtime.pointerMove(el(ID.button), at(100, 0), 1)
    expect(runtime.state.dragging).toBe(false)
  })

  it('inspects component props and hook state through the fibers', () => {
    const { runtime, fibers } = start()
    const card = fibers.card
    if (card)
      card.memoizedState = {
        memoizedState: 3,
        queue: {},
        next: { memoizedState: 'x', queue: null, next: null },
      }
    expect(
      runtime.inspect({
        isComponent: true,
        componentName: 'Card',
        tempoElementID: null,
        componentElementId: null,
      }),
    ).toMatchObject({ props: { title: 'Intro', meta: { level: 2 } }, state: 3 })
    expect(
      runtime.inspect({
        isComponent: true,
        componentName: 'Nope',
        tempoElementID: null,
        componentElementId: null,
      }),
    ).toEqual({ error: 'No component found' })
    expect(
      runtime.inspect({
        isComponent: false,
        componentName: 'h1',
        tempoElementID: ID.title,
        componentElementId: null,
      }),
    ).toMatchObject({ props: { className: `big ${ID.title}` }, state: null })
  })

  it('reports no hydration error without an error overlay', () => {
    const { runtime, last } = start()
    expect(runtime.functions.checkIfHydrationError()).toMatchObject({ status: 'no_error' })
    expect(last('hydrationErrorStatus')).toEqual({ status: 'no_error' })
  })
})
