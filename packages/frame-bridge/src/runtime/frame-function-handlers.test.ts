// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { treeElement } from '../test/tree-element'
import { createDragAndDrop } from './drag-and-drop'
import { createForcedModifiers } from './forced-modifiers'
import { createFrameFunctionHandlers } from './frame-function-handlers'
import { createFrameHover } from './frame-hover'
import { createFrameModes } from './frame-modes'
import { createFrameProject } from './frame-project'
import { createFrameSelection } from './frame-selection'
import { createInstantHistory } from './instant-history'
import { createTempPreviews } from './temp-previews'
import { at, fixtureTree, ID } from './test/runtime-fixture'

// The handlers over real state holders on the fixture page, with the overlay and the pointer
// actions as stubs: what each function changes, and what one holder's change does to another.
function setup() {
  const project = createFrameProject()
  const fixture = fixtureTree({ storyboardId: () => project.storyboardId })
  const { emit, logger, tree } = fixture
  const changed = vi.fn()
  const overlay = { setDriveMode: vi.fn(), setZoom: vi.fn(), setAiContext: vi.fn() }
  const selection = createFrameSelection({ emit, changed })
  const hover = createFrameHover({ emit, changed })
  const modes = createFrameModes({ document, storage: null, overlay, driveMode: false })
  const selectedKey = () => selection.current.selectedKey
  const forgetHover = () => hover.forget()
  const drag = createDragAndDrop({ window, emit, tree, selectedKey, modes, forgetHover, changed })
  const history = createInstantHistory({ document, emit, logger, tree, selection, changed })
  const pointer = { pointerMove: vi.fn(), pointerUp: vi.fn() }
  const functions = createFrameFunctionHandlers({
    ...{ window, emit, logger, project, tree, selection, hover, modes, drag, history, pointer },
    previews: createTempPreviews(document),
    forcedModifiers: createForcedModifiers(document, logger),
  })
  return { ...fixture, functions, project, selection, hover, modes, drag, pointer, overlay }
}

describe('createFrameFunctionHandlers', () => {
  it('initProject takes the project and the modes and builds the tree under the storyboard', () => {
    const { functions, project, modes, last } = setup()
    functions.initProject({
      projectId: 'p',
      canvasId: 'c',
      storyboardId: 'sb2',
      storyboardType: 'STORY',
      treeElementLookup: {},
      scopeLookup: {},
      storyboardComponentElement: null,
      zoomPerc: 0.5,
      driveModeEnabled: false,
      aiContextEnabled: true,
    })
    expect([project.storyboardType, modes.zoom, modes.aiContext]).toEqual(['STORY', 0.5, true])
    expect((last('navTree') as { tree: { key: string } }).tree.key).toBe('body|sb2|0')
  })

  it('drive mode forgets a press and clears the hover, reporting it', () => {
    const { functions, selection, hover, drag, el, keyOf, last } = setup()
    selection.select(keyOf(ID.button))
    hover.set(keyOf(ID.title))
    drag.press(el(ID.button), at(0, 0))
    functions.enableDriveMode()
    expect([drag.pressed, hover.key]).toEqual([false, null])
    expect(last('hoveredElementKey')).toEqual({ elementKey: null })
    functions.disableDriveMode()
  })

  it('AI context cancels a drag in progress', () => {
    const { functions, selection, drag, el, keyOf, last } = setup()
    selection.select(keyOf(ID.button))
    drag.press(el(ID.button), at(0, 0))
    drag.move(el(ID.button), at(40, 0), 1)
    functions.setAiContext(true)
    expect(drag.pressed).toBe(false)
    expect(last('dragCancel')).toMatchObject({ dragging: false })
  })

  it('updateCodebaseIds renames, changes the lookups, re-keys selection and hover, rebuilds', () => {
    const { functions, project, selection, hover, tree, keyOf } = setup()
    const newId = 'tempo-00000000-0000-4000-8000-0000000000bb'
    const scope = (name: string) => ({
      type: 'component' as const,
      componentName: name,
      filePath: 'src/App.tsx',
      codebaseIds: [],
      rootCodebaseIds: [],
    })
    project.setLookups({
      treeElementLookup: { [ID.title]: treeElement(ID.title), [ID.button]: treeElement(ID.button) },
      scopeLookup: { 'src/App.tsx#App': scope('App'), 'src/App.tsx#Old': scope('Old') },
      storyboardComponentElement: null,
    })
    const oldKey = keyOf(ID.title)
    selection.select(oldKey)
    hover.show(oldKey)
    const renamed = treeElement(newId, { tagName: 'h2' })
    functions.updateCodebaseIds({
      prevIdToNewIdMap: { [ID.title]: newId },
      lookupsChange: {
        treeElementLookup: { [newId]: renamed },
        scopeLookup: { 'src/App.tsx#New': scope('New') },
        removedTreeElements: [ID.title],
        removedScopes: ['src/App.tsx#Old'],
      },
    })
    const newKey = oldKey.replace(ID.title, newId)
    expect([selection.current.selectedKey, hover.key]).toEqual([newKey, newKey])
    expect(project.lookups.treeElementLookup).toEqual({
      [ID.button]: treeElement(ID.button),
      [newId]: renamed,
    })
    expect(Object.keys(project.lookups.scopeLookup).sort()).toEqual([
      'src/App.tsx#App',
      'src/App.tsx#New',
    ])
    expect(tree.index.nodes.has(newKey)).toBe(true)
  })

  it('routes synthetic pointer input, holding the button while a press lasts', () => {
    const { functions, pointer, selection, drag, el, keyOf } = setup()
    // jsdom lays nothing out and has no elementFromPoint.
    Object.defineProperty(document, 'elementFromPoint', {
      configurable: true,
      value: () => el(ID.button),
    })
    functions.syntheticMouseOver(at(1, 1))
    functions.syntheticMouseMove(at(2, 2))
    selection.select(keyOf(ID.button))
    drag.press(el(ID.button), at(0, 0))
    functions.syntheticMouseMove(at(3, 3))
    functions.syntheticMouseUp(at(3, 3))
    expect(pointer.pointerMove.mock.calls.map((call) => call[2])).toEqual([0, 0, 1])
    expect(pointer.pointerMove).toHaveBeenCalledWith(el(ID.button), at(1, 1), 0)
    expect(pointer.pointerUp).toHaveBeenCalledWith(at(3, 3))
    Reflect.deleteProperty(document, 'elementFromPoint')
  })

  it('insertDropTargetAt: the container under a viewport point, or nowhere', () => {
    const { functions, el, keyOf } = setup()
    let under: Element | null = el(ID.title)
    Object.defineProperty(document, 'elementFromPoint', {
      configurable: true,
      value: () => under,
    })
    // The title is a leaf: the drop goes into the app, counted among its children.
    expect(functions.insertDropTargetAt({ clientX: 5, clientY: 5 })).toEqual({
      parentKey: keyOf(ID.app),
      index: expect.any(Number),
      // jsdom: React's props are not on the page, so the children as written are not known.
      childIndex: null,
      horizontal: false,
    })
    under = document.documentElement
    expect(functions.insertDropTargetAt({ clientX: 5, clientY: 5 })).toBeNull()
    Reflect.deleteProperty(document, 'elementFromPoint')
  })

  it('previews a move among siblings and restores it, ignoring unknown keys', () => {
    const { functions, el, keyOf } = setup()
    functions.tempMoveElement({ elementKey: keyOf(ID.button), newIndex: 0 })
    const app = el(ID.app)
    expect(app.firstElementChild?.getAttribute('data-arb89-temp')).not.toBeNull()
    functions.tempMoveElement({ elementKey: keyOf(ID.button), newIndex: null })
    expect(app.querySelector('[data-arb89-temp]')).toBeNull()
    functions.tempAddDiv({ parentElementKey: 'gone', indexInParent: 0, width: 1, height: 1 })
    functions.tempMoveToNewParent({
      elementKey: 'gone',
      newParentElementKey: null,
      indexInParent: 0,
    })
    expect(document.querySelector('[data-arb89-temp]')).toBeNull()
  })
})
