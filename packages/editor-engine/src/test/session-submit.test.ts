import {
  type CreateChangeItemInput,
  MutateApiError,
  prepareApiRequest,
  type SerialisedChangeItem,
} from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import {
  addClass,
  addElement,
  changeProp,
  changeTag,
  duplicateElements,
  moveElement,
  removeClass,
  removeElements,
  wrapElements,
} from '../changes/change-builders'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { codebaseId, keyOf, lookupsFor } from '../testing/nav-tree-fixtures'
import { applied, CANVAS, OTHER_FILE_ID, restyle, type Setup, setup } from './session-harness'

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
      afterElement: null,
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
    // The frame gets the change of its lookups, not the whole: the other file's entry stays out.
    const gone = Object.keys(s.lookups.treeElements).filter((id) => !(id in merged.treeElements))
    expect(s.frame.callsOf('updateCodebaseIds')).toEqual([
      [
        {
          prevIdToNewIdMap: { [B]: B2 },
          lookupsChange: {
            treeElementLookup: newAppLookups.treeElements,
            scopeLookup: {},
            removedTreeElements: gone,
            removedScopes: [],
          },
        },
      ],
    ])
    expect(gone).toContain(B)
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
