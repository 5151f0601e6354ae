import {
  CHANGE_TYPE_LABELS,
  type CreateChangeItemInput,
  createChangeItem,
  prepareApiRequest,
  type SerialisedChangeItem,
} from '@splendid/change-items'
import type { Lookups } from '@splendid/editor-engine'
import {
  type ActionTarget,
  addClass,
  addElement,
  changeLabel,
  changeProp,
  changeTag,
  duplicateElements,
  MutateApiError,
  moveElement,
  removeClass,
  removeElements,
  styleElement,
  wrapElements,
} from '@splendid/editor-engine'
import {
  codebaseId,
  FakeFrameLink,
  FakeMutateApi,
  flush,
  keyOf,
  lookupsFor,
  okResponse,
  samplePage,
  treeElement,
} from '@splendid/editor-engine/testing'
import type { DragContext, KeyboardEventPayload } from '@splendid/frame-bridge'
import { describe, expect, it, vi } from 'vitest'
import { createEditorSession } from './editor-session'

const CANVAS = 'learner-web'
const OTHER_FILE_ID = codebaseId(77)

function setup(options: { attach?: boolean } = {}) {
  const log: string[] = []
  const frame = new FakeFrameLink(log)
  const api = new FakeMutateApi(log)
  const page = samplePage()
  const logger = { warn: vi.fn(), error: vi.fn() }
  const session = createEditorSession({ canvasId: CANVAS, api, logger, noticeMs: 0 })
  const appLookups = lookupsFor(Object.values(page.ids), 'src/app.tsx')
  const lookups: Lookups = {
    treeElements: {
      ...appLookups.treeElements,
      [OTHER_FILE_ID]: treeElement(OTHER_FILE_ID, { filePath: 'src/other.tsx' }),
    },
    scopes: {},
  }
  session.store.setState({ lookups, lookupsStatus: 'ready', navTree: page.index })
  if (options.attach ?? true) session.attachFrame(frame)
  const target = (id: string | null, multi: readonly string[] = []): ActionTarget => ({
    index: page.index,
    selectedKey: id === null ? null : page.key(id),
    multiselectedKeys: multi.map(page.key),
  })
  const state = () => session.store.getState()
  return { log, frame, api, page, ids: page.ids, logger, session, target, state, lookups }
}

type Setup = ReturnType<typeof setup>

const restyle = (s: Setup, id = s.ids.B) => styleElement(s.target(id), { color: '#ff0000' }, [])

function keyPayload(key: string, mods: Partial<KeyboardEventPayload> = {}): KeyboardEventPayload {
  return { key, metaKey: false, shiftKey: false, ctrlKey: false, activeElement: null, ...mods }
}

function drag(dropParentKey: string | null, dropIndex: number | null): DragContext {
  return {
    pageX: 10,
    pageY: 10,
    offsetX: 0,
    offsetY: 0,
    selectedParentKey: null,
    selectedParentDisplay: 'block',
    selectedParentFlexDirection: 'row',
    dropParentKey,
    dropIndex,
    dragging: false,
  }
}

/** Submits a change and lets the api accept it with this activity id. */
async function applied(s: Setup, input: CreateChangeItemInput, activityId: string) {
  const index = s.api.sent.length
  const outcome = s.session.submit(input)
  await flush()
  s.api.resolve(index, okResponse(activityId))
  await outcome
  await flush()
  return outcome
}

describe('submitting a change', () => {
  it('applies the instant update in the frame first, then sends the request prepareApiRequest builds', async () => {
    const s = setup()
    const outcome = s.session.submit(restyle(s))
    await flush()
    expect(s.log.filter((entry) => entry.startsWith('api:') || entry.includes('apply'))).toEqual([
      'frame:applyChangeItemToDocument',
      'api:mutate/styling',
    ])
    const [sentItem] = s.frame.instantItems()
    expect(sentItem?.type).toBe('STYLING')
    expect(sentItem?.lifecycle.instantUpdateSent).toBe(true)
    expect(sentItem?.changeFields).toEqual({
      codebaseId: s.ids.B,
      stylingChanges: { color: '#ff0000' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    })
    const sent = s.api.sent[0]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/mutate/styling')
    expect(sent?.body).toEqual({
      reactElement: s.lookups.treeElements[s.ids.B],
      styling: { color: '#ff0000' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    })
    const pending = s.state().history[0]
    expect(pending?.status).toBe('pending')
    if (!pending) throw new Error('no history entry')
    expect(sent).toEqual(prepareApiRequest(pending.item, CANVAS, s.lookups.treeElements))
    s.api.resolve(0, okResponse('activity-1'))
    await expect(outcome).resolves.toMatchObject({ status: 'applied' })
  })

  it('tells mutate-api an addition was already shown when the instant update succeeded', async () => {
    const s = setup()
    void s.session.submit(addElement(s.target(s.ids.C), 'p'))
    await flush()
    const sent = s.api.sent[0]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/mutate/addJsxElement')
    expect(sent?.body).toMatchObject({
      destinationElement: s.lookups.treeElements[s.ids.C],
      afterElement: s.lookups.treeElements[s.ids.E],
      beforeElement: null,
      hasInstantUpdate: true,
      canvasId: CANVAS,
    })
    expect(sent?.successMessage).toBeUndefined()
  })

  it('selects what the frame answered after a successful instant update', async () => {
    const s = setup()
    const keyC = s.page.key(s.ids.C)
    s.session.select(s.page.key(s.ids.B))
    s.frame.answerInstant = () => ({
      successful: true,
      selection: { elementKey: keyC, multiselectElementKeys: [keyC] },
    })
    void s.session.submit(wrapElements(s.target(s.ids.B)))
    await flush()
    expect(s.state().selectedKey).toBe(keyC)
    expect(s.state().multiselectedKeys).toEqual([keyC])
    expect(s.state().inspection?.elementKey).toBe(keyC)
  })

  it('on success records the activity, merges the lookups, updates the frame ids and remaps the selection', async () => {
    const s = setup()
    const { A, B, C } = s.ids
    s.session.select(s.page.key(B))
    const outcome = s.session.submit(restyle(s, B))
    await flush()
    const B2 = codebaseId(200)
    const newAppLookups = lookupsFor([A, B2, C], 'src/app.tsx')
    s.api.resolve(
      0,
      okResponse('activity-1', {
        prevIdToNewIdMap: { [B]: B2 },
        changedFiles: ['src/app.tsx'],
        lookups: newAppLookups,
      }),
    )
    await outcome
    await flush()
    const entry = s.state().history[0]
    expect(entry?.status).toBe('applied')
    expect(entry?.error).toBeNull()
    expect(entry?.item.activityId).toBe('activity-1')
    expect(entry?.item.changeFields).toMatchObject({ codebaseId: B2 })
    const merged = s.state().lookups
    expect(Object.keys(merged.treeElements).sort()).toEqual([A, B2, C, OTHER_FILE_ID].sort())
    expect(merged.treeElements[OTHER_FILE_ID]).toEqual(s.lookups.treeElements[OTHER_FILE_ID])
    expect(s.frame.callsOf('updateCodebaseIds')).toEqual([
      [
        {
          treeElementLookup: merged.treeElements,
          scopeLookup: merged.scopes,
          storyboardComponentElement: null,
          prevIdToNewIdMap: { [B]: B2 },
        },
      ],
    ])
    expect(s.state().selectedKey).toBe(keyOf(B2, [0, 0, 0, 0]))
  })

  it('shows the success message of the request (a prop change)', async () => {
    const s = setup()
    await applied(s, changeProp(s.target(s.ids.B), 'title', 'Hello'), 'activity-1')
    expect(s.state().notices).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Prop changed' }),
    ])
  })

  it('on a 409 marks the entry failed with the server message and shows it in an error notice', async () => {
    const s = setup()
    const outcome = s.session.submit(restyle(s))
    await flush()
    s.api.reject(0, new MutateApiError(409, 'ACTIVITY_CONFLICT', 'src/app.tsx changed on disk'))
    const result = await outcome
    await flush()
    expect(result.status).toBe('failed')
    const entry = s.state().history[0]
    expect(entry?.status).toBe('failed')
    expect(entry?.error).toBe('Could not apply "Styling": src/app.tsx changed on disk')
    expect(s.state().notices).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: expect.stringContaining('src/app.tsx changed on disk'),
      }),
    ])
    expect(s.logger.warn).toHaveBeenCalled()
    expect(s.state().flushing).toBe(false)
  })

  it('does not log network failures (the notice says it)', async () => {
    const s = setup()
    const outcome = s.session.submit(restyle(s))
    await flush()
    s.api.reject(0, new MutateApiError(0, 'NETWORK', 'cannot be reached'))
    await outcome
    expect(s.logger.warn).not.toHaveBeenCalled()
  })

  const instantUndoable: [string, (s: Setup) => CreateChangeItemInput][] = [
    ['STYLING', (s) => restyle(s)],
    ['ADD_CLASS', (s) => addClass(s.target(s.ids.B), 'text-lg', [])],
    ['REMOVE_JSX', (s) => removeElements(s.target(s.ids.B))],
  ]

  it.each(instantUndoable)(
    'rolls a failed %s back by an UNDO applied in the frame',
    async (type, build) => {
      const s = setup()
      s.session.select(s.page.key(s.ids.B))
      const outcome = s.session.submit(build(s))
      await flush()
      s.api.reject(0, new MutateApiError(409, 'CONFLICT', 'no'))
      await outcome
      await flush()
      const items = s.frame.instantItems()
      expect(items.map((item) => item.type)).toEqual([type, 'UNDO'])
      const undo = items[1] as SerialisedChangeItem & { type: 'UNDO' }
      expect(undo.changeFields.changeToUndo.id).toBe(items[0]?.id)
      expect(s.frame.callsOf('refresh')).toHaveLength(0)
      expect(s.state().selectedKey).toBe(s.page.key(s.ids.B))
    },
  )

  const refreshed: [string, (s: Setup) => CreateChangeItemInput][] = [
    ['CHANGE_TAG', (s) => changeTag(s.target(s.ids.B), 'h2')],
    ['WRAP_DIV', (s) => wrapElements(s.target(s.ids.B))],
    ['DUPLICATE', (s) => duplicateElements(s.target(s.ids.B))],
    ['ADD_JSX', (s) => addElement(s.target(s.ids.C), 'div')],
    ['CHANGE_PROP', (s) => changeProp(s.target(s.ids.B), 'title', 'x')],
    ['REMOVE_CLASS', (s) => removeClass(s.target(s.ids.B), 'text-lg')],
    [
      'MOVE_JSX',
      (s) =>
        moveElement(s.target(s.ids.D), {
          dropParentKey: s.page.key(s.ids.A),
          dropIndex: 0,
        }) as CreateChangeItemInput,
    ],
  ]

  it.each(refreshed)('rolls a failed %s back by refreshing the preview', async (type, build) => {
    const s = setup()
    const outcome = s.session.submit(build(s))
    await flush()
    s.api.reject(0, new MutateApiError(409, 'CONFLICT', 'no'))
    await outcome
    await flush()
    expect(s.frame.instantItems().map((item) => item.type)).toEqual([type])
    expect(s.frame.callsOf('refresh')).toHaveLength(1)
  })

  it('refreshes when the frame cannot undo the instant update', async () => {
    const s = setup()
    s.frame.answerInstant = (item) => ({
      successful: item.type !== 'UNDO',
      selection: item.selectAfterInstantUpdate,
    })
    const outcome = s.session.submit(restyle(s))
    await flush()
    s.api.reject(0, new MutateApiError(409, 'CONFLICT', 'no'))
    await outcome
    await flush()
    expect(s.frame.callsOf('refresh')).toHaveLength(1)
  })

  it('does not roll back an instant update that failed', async () => {
    const s = setup()
    s.frame.answerInstant = () => ({
      successful: false,
      selection: { elementKey: null, multiselectElementKeys: null },
    })
    const outcome = s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    await flush()
    expect(s.api.sent[0]?.request.pathSuffix).toBe('mutate/changeElementTag')
    s.api.reject(0, new MutateApiError(500, 'INTERNAL', 'boom'))
    await outcome
    await flush()
    expect(s.frame.callsOf('refresh')).toHaveLength(0)
    expect(s.frame.instantItems()).toHaveLength(1)
  })

  it('fails a change to an id missing from the lookups with a notice and sends nothing', async () => {
    const s = setup()
    const missing = codebaseId(99)
    const result = await s.session.submit({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: missing, newTagName: 'h2' },
    })
    await flush()
    expect(result.status).toBe('failed')
    expect(s.api.sent).toHaveLength(0)
    const message = `No tree element for codebase id "${missing}" (needed for elementToModify)`
    expect(result).toMatchObject({ message: expect.stringContaining(message) })
    expect(s.state().history[0]?.status).toBe('failed')
    expect(s.state().notices[0]).toMatchObject({
      kind: 'error',
      message: expect.stringContaining(message),
    })
  })

  it('turns invalid change fields into an error notice without a history entry', async () => {
    const s = setup()
    const result = await s.session.submit({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: 42 as unknown as string, newTagName: 'h2' },
    })
    expect(result).toMatchObject({ status: 'failed', item: null })
    expect(s.state().history).toHaveLength(0)
    expect(s.state().notices[0]?.kind).toBe('error')
    expect(s.frame.instantItems()).toHaveLength(0)
  })

  it('sends no instant update without a frame', async () => {
    const s = setup({ attach: false })
    const outcome = s.session.submit(restyle(s))
    await flush()
    expect(s.api.sent).toHaveLength(1)
    s.api.resolve(0, okResponse('activity-1'))
    await expect(outcome).resolves.toMatchObject({ status: 'applied' })
    expect(s.frame.calls).toHaveLength(0)
  })
})

describe('deleting the selection', () => {
  it('clears the selection in the editor and the frame once the element is hidden', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.B))
    await flush()
    const outcome = s.session.submit(removeElements(s.target(s.ids.B)))
    await flush()
    expect(s.state().selectedKey).toBeNull()
    expect(s.frame.calls.filter((call) => call.name === 'setSelectedElement').at(-1)?.args).toEqual(
      [null],
    )
    s.api.resolve(0, okResponse('activity-1'))
    await outcome
  })
})

describe('a rewrite remaps every remembered key', () => {
  it('follows the id map in the inspection and the text being edited', async () => {
    const s = setup()
    const oldKey = s.page.key(s.ids.B)
    s.session.store.setState({
      selectedKey: oldKey,
      editingTextKey: oldKey,
      inspection: { elementKey: oldKey, classList: [], cssEvals: {}, rules: [] },
    })
    const newId = 'tempo-00000000-0000-4000-8000-00000000abcd'
    const outcome = s.session.submit(restyle(s))
    await flush()
    s.api.resolve(0, { ...okResponse('activity-1'), prevIdToNewIdMap: { [s.ids.B]: newId } })
    await outcome
    const newKey = oldKey.replace(s.ids.B, newId)
    expect(s.state().selectedKey).toBe(newKey)
    expect(s.state().editingTextKey).toBe(newKey)
    expect(s.state().inspection?.elementKey).toBe(newKey)
  })
})

describe('the change queue', () => {
  it('sends changes one at a time, in order', async () => {
    const s = setup()
    const first = s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    const second = s.session.submit(changeTag(s.target(s.ids.D), 'h3'))
    await flush()
    expect(s.api.sent).toHaveLength(1)
    expect(s.api.sent[0]?.request.body).toMatchObject({ newTag: 'h2' })
    s.api.resolve(0, okResponse('activity-1'))
    await first
    await flush()
    expect(s.api.sent).toHaveLength(2)
    expect(s.api.sent[1]?.request.body).toMatchObject({ newTag: 'h3' })
    s.api.resolve(1, okResponse('activity-2'))
    await second
    expect(s.state().history.map((entry) => entry.item.activityId)).toEqual([
      'activity-1',
      'activity-2',
    ])
  })

  it('keeps going after a failed change', async () => {
    const s = setup()
    const first = s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    const second = s.session.submit(changeTag(s.target(s.ids.D), 'h3'))
    await flush()
    s.api.reject(0, new MutateApiError(422, 'INVALID', 'bad'))
    await first
    await flush()
    expect(s.api.sent).toHaveLength(2)
    s.api.resolve(1, okResponse('activity-2'))
    await expect(second).resolves.toMatchObject({ status: 'applied' })
    expect(s.state().history.map((entry) => entry.status)).toEqual(['failed', 'applied'])
  })

  it('while a change is in flight applies a STYLING instant update at once and holds a MOVE_JSX one', async () => {
    const s = setup()
    void s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    await flush()
    void s.session.submit(restyle(s, s.ids.D))
    await flush()
    expect(s.frame.instantItems().map((item) => item.type)).toEqual(['CHANGE_TAG', 'STYLING'])
    void s.session.submit(
      moveElement(s.target(s.ids.D), {
        dropParentKey: s.page.key(s.ids.A),
        dropIndex: 0,
      }) as CreateChangeItemInput,
    )
    await flush()
    expect(s.frame.instantItems().map((item) => item.type)).toEqual(['CHANGE_TAG', 'STYLING'])
    s.api.resolve(0, okResponse('activity-1'))
    await flush()
    expect(s.api.sent.map((each) => each.request.pathSuffix)).toEqual([
      'mutate/changeElementTag',
      'mutate/styling',
    ])
    expect(s.frame.instantItems()).toHaveLength(2)
    s.api.resolve(1, okResponse('activity-2'))
    await flush()
    expect(s.frame.instantItems().map((item) => item.type)).toEqual([
      'CHANGE_TAG',
      'STYLING',
      'MOVE_JSX',
    ])
    expect(s.api.sent[2]?.request.pathSuffix).toBe('mutate/moveJsxElement')
  })

  it('remaps the codebase ids of a queued change by the id map of the change before it', async () => {
    const s = setup()
    const { A, B, C, D, E, F } = s.ids
    void s.session.submit(changeTag(s.target(D), 'h3'))
    void s.session.submit(restyle(s, D))
    void s.session.submit(
      moveElement(s.target(D), {
        dropParentKey: s.page.key(A),
        dropIndex: 0,
      }) as CreateChangeItemInput,
    )
    await flush()
    const D2 = codebaseId(400)
    const A2 = codebaseId(100)
    s.api.resolve(
      0,
      okResponse('activity-1', {
        prevIdToNewIdMap: { [D]: D2, [A]: A2 },
        changedFiles: ['src/app.tsx'],
        lookups: lookupsFor([A2, B, C, D2, E, F]),
      }),
    )
    await flush()
    expect(s.api.sent[1]?.request.body).toMatchObject({
      reactElement: treeElement(D2),
    })
    s.api.resolve(1, okResponse('activity-2'))
    await flush()
    const move = s.frame.instantItems()[2]
    expect(move?.type).toBe('MOVE_JSX')
    // The frame already re-pointed its DOM at the new ids: the held instant update names them.
    expect(move?.changeFields).toMatchObject({ codebaseIdToMove: D2, codebaseIdToMoveTo: A2 })
    expect(s.api.sent[2]?.request.body).toMatchObject({
      elementToMove: treeElement(D2),
      newContainerElement: treeElement(A2),
      beforeElement: treeElement(B),
      expectedCurrentParent: treeElement(C),
    })
  })

  it('tells the frame it is flushing while changes are on their way', async () => {
    const s = setup()
    const first = s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    const second = s.session.submit(changeTag(s.target(s.ids.D), 'h3'))
    await flush()
    expect(s.state().flushing).toBe(true)
    expect(s.frame.callsOf('setIsFlushing').at(-1)).toEqual([true])
    s.api.resolve(0, okResponse('activity-1'))
    await first
    await flush()
    expect(s.state().flushing).toBe(true)
    expect(s.frame.callsOf('setIsFlushing').at(-1)).toEqual([true])
    s.api.resolve(1, okResponse('activity-2'))
    await second
    await s.session.settled()
    expect(s.state().flushing).toBe(false)
    expect(s.frame.callsOf('setIsFlushing').at(-1)).toEqual([false])
  })

  it('lifts the flushing flag in the frame for a held instant update (the frame refuses it while flushing)', async () => {
    const s = setup()
    void s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    void s.session.submit(wrapElements(s.target(s.ids.D)))
    await flush()
    s.api.resolve(0, okResponse('activity-1'))
    await flush()
    const names = s.frame.calls
      .filter((call) => call.name === 'setIsFlushing' || call.name === 'applyChangeItemToDocument')
      .map((call) => (call.name === 'setIsFlushing' ? `flushing:${String(call.args[0])}` : 'apply'))
    expect(names).toEqual([
      'apply',
      'flushing:true',
      'flushing:true',
      'flushing:false',
      'apply',
      'flushing:true',
    ])
    expect(s.api.sent[1]?.request.pathSuffix).toBe('mutate/wrapInDiv')
  })

  it('settled resolves once every submitted change is processed', async () => {
    const s = setup()
    s.api.autoAnswer = (_request, index) => okResponse(`activity-${index}`)
    void s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    void s.session.submit(changeTag(s.target(s.ids.D), 'h3'))
    await s.session.settled()
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied', 'applied'])
  })
})

describe('undo and redo', () => {
  it('undo posts undoChangeToFiles with the newest applied activity and marks it undone', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    await applied(s, changeTag(s.target(s.ids.D), 'h3'), 'activity-2')
    const outcome = s.session.undo()
    await flush()
    const sent = s.api.sent[2]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/activities/undoChangeToFiles')
    expect(sent?.body).toEqual({ latestUuid: 'activity-2' })
    expect(s.state().history[1]?.status).toBe('pending')
    s.api.resolve(2, okResponse('undo-activity'))
    await expect(outcome).resolves.toMatchObject({ status: 'applied' })
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied', 'undone'])
  })

  it('undoes a STYLING change instantly in the frame and a CHANGE_TAG only through the server', async () => {
    const s = setup()
    await applied(s, restyle(s), 'activity-1')
    void s.session.undo()
    await flush()
    expect(s.frame.instantItems().map((item) => item.type)).toEqual(['STYLING', 'UNDO'])

    const t = setup()
    await applied(t, changeTag(t.target(t.ids.B), 'h2'), 'activity-1')
    void t.session.undo()
    await flush()
    expect(t.frame.instantItems().map((item) => item.type)).toEqual(['CHANGE_TAG'])
    expect(t.api.sent[1]?.request.pathSuffix).toBe('activities/undoChangeToFiles')
  })

  it('redo posts redoChangeToFiles with the undone activity and marks it applied', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    const undo = s.session.undo()
    await flush()
    s.api.resolve(1, okResponse('undo-1'))
    await undo
    const redo = s.session.redo()
    await flush()
    const sent = s.api.sent[2]?.request
    expect(sent?.urlPath).toBe('canvases/learner-web/parseAndMutate/activities/redoChangeToFiles')
    expect(sent?.body).toEqual({ changeToRedoId: 'activity-1' })
    s.api.resolve(2, okResponse('redo-1'))
    await redo
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied'])
  })

  it('a new change after an undo drops the undone entries, so nothing can be redone', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    await applied(s, changeTag(s.target(s.ids.D), 'h3'), 'activity-2')
    const undo = s.session.undo()
    await flush()
    s.api.resolve(2, okResponse('undo-2'))
    await undo
    await applied(s, changeTag(s.target(s.ids.E), 'h4'), 'activity-3')
    expect(s.state().history.map((entry) => entry.item.activityId)).toEqual([
      'activity-1',
      'activity-3',
    ])
    const sentBefore = s.api.sent.length
    await expect(s.session.redo()).resolves.toBeNull()
    expect(s.api.sent).toHaveLength(sentBefore)
  })

  it('undo with nothing to undo resolves null and calls nothing', async () => {
    const s = setup()
    await expect(s.session.undo()).resolves.toBeNull()
    await expect(s.session.redo()).resolves.toBeNull()
    expect(s.api.sent).toHaveLength(0)
    expect(s.frame.calls).toHaveLength(0)
  })

  it('does not undo a failed change', async () => {
    const s = setup()
    const outcome = s.session.submit(changeTag(s.target(s.ids.B), 'h2'))
    await flush()
    s.api.reject(0, new MutateApiError(409, 'CONFLICT', 'no'))
    await outcome
    await expect(s.session.undo()).resolves.toBeNull()
  })

  it('a failed undo leaves the change applied, with the server message', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    const undo = s.session.undo()
    await flush()
    s.api.reject(1, new MutateApiError(409, 'ACTIVITY_CONFLICT', 'the file was changed'))
    await expect(undo).resolves.toMatchObject({ status: 'failed' })
    const entry = s.state().history[0]
    expect(entry?.status).toBe('applied')
    expect(entry?.error).toContain('the file was changed')
    expect(s.state().notices.at(-1)?.message).toContain('the file was changed')
  })

  it('after undoing a removal selects the removed elements again', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.D))
    await applied(s, removeElements(s.target(s.ids.D)), 'activity-1')
    s.session.select(s.page.key(s.ids.B))
    const undo = s.session.undo()
    await flush()
    s.api.resolve(1, okResponse('undo-1'))
    await undo
    await flush()
    expect(s.state().selectedKey).toBe(s.page.key(s.ids.D))
  })

  it('undoing a restyle keeps the selection', async () => {
    const s = setup()
    const keyB = s.page.key(s.ids.B)
    s.session.select(keyB)
    await applied(s, restyle(s), 'activity-1')
    const undo = s.session.undo()
    await flush()
    s.api.resolve(1, okResponse('undo-1'))
    await undo
    await flush()
    expect(s.state().selectedKey).toBe(keyB)
  })

  it('selects the remapped element when the undo rewrote its id', async () => {
    const s = setup()
    const { A, B, C, D, E, F } = s.ids
    s.session.select(s.page.key(D))
    await applied(s, removeElements(s.target(D)), 'activity-1')
    const undo = s.session.undo()
    await flush()
    const D2 = codebaseId(444)
    s.api.resolve(
      1,
      okResponse('undo-1', {
        prevIdToNewIdMap: { [D]: D2 },
        changedFiles: ['src/app.tsx'],
        lookups: lookupsFor([A, B, C, D2, E, F]),
      }),
    )
    await undo
    await flush()
    expect(s.state().selectedKey).toBe(keyOf(D2, [0, 0, 0, 1, 0]))
  })

  it('ctrl+z in the frame undoes unless an input has focus', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    s.frame.emit(
      'keyDown',
      keyPayload('z', {
        ctrlKey: true,
        activeElement: { tagName: 'input', isContentEditable: false, inputType: 'text' },
      }),
    )
    s.frame.emit(
      'keyDown',
      keyPayload('z', {
        ctrlKey: true,
        activeElement: { tagName: 'div', isContentEditable: true, inputType: null },
      }),
    )
    s.frame.emit(
      'keyDown',
      keyPayload('z', {
        ctrlKey: true,
        activeElement: { tagName: 'textarea', isContentEditable: false, inputType: null },
      }),
    )
    await flush()
    expect(s.api.sent).toHaveLength(1)
    s.frame.emit('keyDown', keyPayload('z', { ctrlKey: true }))
    await flush()
    expect(s.api.sent[1]?.request.pathSuffix).toBe('activities/undoChangeToFiles')
    s.api.resolve(1, okResponse('undo-1'))
    await flush()
    s.frame.emit('keyDown', keyPayload('Z', { metaKey: true, shiftKey: true }))
    await flush()
    expect(s.api.sent[2]?.request.pathSuffix).toBe('activities/redoChangeToFiles')
  })
})

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

describe('frame set-up and modes', () => {
  it('initialiseFrame sends initProject with the lookups, zoom and drive mode, and re-selects', async () => {
    const s = setup()
    const keyB = s.page.key(s.ids.B)
    s.session.store.setState({ zoom: 1.25, driveMode: true, selectedKey: keyB })
    await s.session.initialiseFrame()
    expect(s.state().bridgeStatus).toBe('connected')
    expect(s.frame.callsOf('initProject')).toEqual([
      [
        {
          projectId: CANVAS,
          canvasId: CANVAS,
          storyboardId: 'preview',
          storyboardType: 'APPLICATION',
          treeElementLookup: s.lookups.treeElements,
          scopeLookup: s.lookups.scopes,
          storyboardComponentElement: null,
          zoomPerc: 1.25,
          driveModeEnabled: true,
          aiContextEnabled: false,
        },
      ],
    ])
    const names = s.frame.calls.map((call) => call.name)
    expect(names.indexOf('initProject')).toBeLessThan(names.indexOf('enableDriveMode'))
    expect(s.frame.callsOf('setSelectedElement')).toEqual([[keyB]])
  })

  it('initialiseFrame turns drive mode off and selects nothing when so', async () => {
    const s = setup()
    await s.session.initialiseFrame()
    expect(s.frame.callsOf('disableDriveMode')).toHaveLength(1)
    expect(s.frame.callsOf('setSelectedElement')).toHaveLength(0)
  })

  it('loadLookups stores the lookups and passes them to the frame', async () => {
    const s = setup()
    const lookups = lookupsFor([codebaseId(50)])
    let release: (value: Lookups) => void = () => {}
    s.api.lookupsAnswer = () =>
      new Promise((resolve) => {
        release = resolve
      })
    const loading = s.session.loadLookups()
    expect(s.state().lookupsStatus).toBe('loading')
    release(lookups)
    await loading
    expect(s.api.lookupCalls).toEqual([CANVAS])
    expect(s.state()).toMatchObject({ lookupsStatus: 'ready', lookupsError: null, lookups })
    expect(s.frame.callsOf('setNewLookups')).toEqual([
      [
        {
          treeElementLookup: lookups.treeElements,
          scopeLookup: {},
          storyboardComponentElement: null,
        },
      ],
    ])
  })

  it('loadLookups records an error', async () => {
    const s = setup()
    s.api.lookupsAnswer = () =>
      Promise.reject(new MutateApiError(0, 'NETWORK', 'The editing server cannot be reached'))
    await s.session.loadLookups()
    expect(s.state()).toMatchObject({
      lookupsStatus: 'error',
      lookupsError: 'The editing server cannot be reached',
    })
    expect(s.frame.callsOf('setNewLookups')).toHaveLength(0)
  })

  it('zoomBy steps through the zoom levels and stops at the ends', () => {
    const s = setup()
    const seen: number[] = []
    for (let step = 0; step < 4; step += 1) {
      s.session.zoomBy(1)
      seen.push(s.state().zoom)
    }
    expect(seen).toEqual([1.25, 1.5, 2, 2])
    s.session.setZoom(1)
    seen.length = 0
    for (let step = 0; step < 4; step += 1) {
      s.session.zoomBy(-1)
      seen.push(s.state().zoom)
    }
    expect(seen).toEqual([0.75, 0.5, 0.25, 0.25])
    expect(s.frame.callsOf('setZoomPerc').map(([zoom]) => zoom)).toEqual([
      1.25, 1.5, 2, 1, 0.75, 0.5, 0.25,
    ])
  })

  it('zoomBy from a zoom between levels goes to the next level', () => {
    const s = setup()
    s.session.setZoom(1.1)
    s.session.zoomBy(1)
    expect(s.state().zoom).toBe(1.25)
    s.session.setZoom(1.1)
    s.session.zoomBy(-1)
    expect(s.state().zoom).toBe(1)
  })

  it('setZoom clamps to 25–200 %', () => {
    const s = setup()
    s.session.setZoom(5)
    expect(s.state().zoom).toBe(2)
    s.session.setZoom(0.1)
    expect(s.state().zoom).toBe(0.25)
  })

  it('zoom shortcuts zoom in, out and reset', () => {
    const s = setup()
    s.session.runShortcut('zoomIn')
    expect(s.state().zoom).toBe(1.25)
    s.session.runShortcut('zoomReset')
    expect(s.state().zoom).toBe(1)
    s.session.runShortcut('zoomOut')
    expect(s.state().zoom).toBe(0.75)
  })

  it('setDriveMode enables and disables drive mode in the frame and clears hover', () => {
    const s = setup()
    s.session.hover(s.page.key(s.ids.B))
    expect(s.frame.callsOf('setHoveredElement')).toEqual([[s.page.key(s.ids.B)]])
    s.session.setDriveMode(true)
    expect(s.state()).toMatchObject({ driveMode: true, hoveredKey: null })
    s.session.setDriveMode(false)
    expect(s.state().driveMode).toBe(false)
    const names = s.frame.calls.map((call) => call.name)
    expect(names.filter((name) => name.endsWith('DriveMode'))).toEqual([
      'enableDriveMode',
      'disableDriveMode',
    ])
  })

  it('select tells the frame, clears the multi-selection and inspects the element', async () => {
    const s = setup()
    s.session.store.setState({ multiselectedKeys: [s.page.key(s.ids.C)] })
    s.session.select(s.page.key(s.ids.B))
    await flush()
    expect(s.state().multiselectedKeys).toEqual([])
    expect(s.frame.callsOf('setSelectedElement')).toEqual([[s.page.key(s.ids.B)]])
    expect(s.frame.callsOf('setMultiselectedElementKeys')).toEqual([[[]]])
    expect(s.frame.callsOf('getCssEvals')).toEqual([[s.page.key(s.ids.B)]])
    expect(s.state().inspection?.elementKey).toBe(s.page.key(s.ids.B))
    s.session.select(null)
    await flush()
    expect(s.state().inspection).toBeNull()
  })

  it('navigate and forceModifiers call the frame', async () => {
    const s = setup()
    s.session.navigate('goBack')
    await s.session.forceModifiers(s.page.key(s.ids.B), ['hover'])
    expect(s.frame.callsOf('goBack')).toHaveLength(1)
    expect(s.frame.callsOf('setModifiersForSelectedElement')).toEqual([
      [{ selectedElementKey: s.page.key(s.ids.B), modifiers: ['hover'] }],
    ])
  })

  it('notices: errors stay, at most four are kept, dismiss removes one', () => {
    const s = setup()
    for (const n of [1, 2, 3, 4, 5]) s.session.notify('error', `e${n}`)
    expect(s.state().notices.map((notice) => notice.message)).toEqual(['e2', 'e3', 'e4', 'e5'])
    const [first] = s.state().notices
    if (first) s.session.dismissNotice(first.id)
    expect(s.state().notices.map((notice) => notice.message)).toEqual(['e3', 'e4', 'e5'])
  })

  it('act turns a refusal into an info notice and sends nothing', async () => {
    const s = setup()
    await expect(s.session.act((target) => changeTag(target, 'h2'))).resolves.toBeNull()
    expect(s.state().notices[0]).toMatchObject({ kind: 'info', message: 'Select an element first' })
    expect(s.api.sent).toHaveLength(0)
  })

  it('act builds from the current selection', async () => {
    const s = setup()
    s.session.select(s.page.key(s.ids.B))
    void s.session.act((target) => changeTag(target, 'h2'))
    await flush()
    expect(s.api.sent[0]?.request.body).toEqual({
      elementToModify: treeElement(s.ids.B),
      newTag: 'h2',
    })
  })
})

describe('changeLabel', () => {
  it('is the change name, or the label of its type when the name is empty', () => {
    const fields = { codebaseIdToChange: codebaseId(1), newTagName: 'h2' }
    expect(changeLabel(createChangeItem({ type: 'CHANGE_TAG', changeFields: fields }))).toBe(
      CHANGE_TYPE_LABELS.CHANGE_TAG,
    )
    expect(
      changeLabel(
        createChangeItem({ type: 'CHANGE_TAG', changeFields: fields, changeName: 'Heading' }),
      ),
    ).toBe('Heading')
    expect(
      changeLabel(createChangeItem({ type: 'CHANGE_TAG', changeFields: fields, changeName: '' })),
    ).toBe(CHANGE_TYPE_LABELS.CHANGE_TAG)
  })
})
