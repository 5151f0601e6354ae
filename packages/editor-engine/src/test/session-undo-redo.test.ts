import { MutateApiError } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { changeTag, removeElements } from '../changes/change-builders'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { codebaseId, keyOf, lookupsFor } from '../testing/nav-tree-fixtures'
import { applied, keyPayload, restyle, setup } from './session-harness'

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

  it('undo pressed while the change is on its way undoes it once it is answered', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    const removal = s.session.submit(removeElements(s.target(s.ids.D)))
    await flush()
    const undo = s.session.undo()
    await flush()
    // Nothing sent for the undo yet: the removal's activity is not known.
    expect(s.api.sent).toHaveLength(2)
    s.api.resolve(1, okResponse('activity-2'))
    await removal
    await flush()
    expect(s.api.sent[2]?.request.body).toEqual({ latestUuid: 'activity-2' })
    s.api.resolve(2, okResponse('undo-2'))
    await expect(undo).resolves.toMatchObject({ status: 'applied' })
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied', 'undone'])
  })

  it('undo then redo pressed at once: the redo waits for the undo and redoes that change', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    const undo = s.session.undo()
    const redo = s.session.redo()
    await flush()
    expect(s.api.sent).toHaveLength(2)
    s.api.resolve(1, okResponse('undo-1'))
    await undo
    await flush()
    expect(s.api.sent[2]?.request.body).toEqual({ changeToRedoId: 'activity-1' })
    s.api.resolve(2, okResponse('redo-1'))
    await expect(redo).resolves.toMatchObject({ status: 'applied' })
    expect(s.state().history.map((entry) => entry.status)).toEqual(['applied'])
  })

  it('undo pressed while a change fails acts on the change before it', async () => {
    const s = setup()
    await applied(s, changeTag(s.target(s.ids.B), 'h2'), 'activity-1')
    const failing = s.session.submit(changeTag(s.target(s.ids.D), 'h3'))
    await flush()
    const undo = s.session.undo()
    await flush()
    s.api.reject(1, new MutateApiError(409, 'CONFLICT', 'no'))
    await failing
    await flush()
    expect(s.api.sent[2]?.request.body).toEqual({ latestUuid: 'activity-1' })
    s.api.resolve(2, okResponse('undo-1'))
    await expect(undo).resolves.toMatchObject({ status: 'applied' })
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
