import type { CreateChangeItemInput } from '@splendid/change-items'
import { MutateApiError } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { changeTag, moveElement, wrapElements } from '../changes/change-builders'
import { flush, okResponse } from '../testing/fake-mutate-api'
import { codebaseId, lookupsFor, treeElement } from '../testing/nav-tree-fixtures'
import { restyle, setup } from './session-harness'

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
