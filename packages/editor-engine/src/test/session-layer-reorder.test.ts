import { describe, expect, it } from 'vitest'
import { siblingMove } from '../layer-moves'
import { flush } from '../testing/fake-mutate-api'
import { setup } from './session-harness'

describe('moving a layer from the layers panel', () => {
  it('asks the frame where both layers are written and moves to that child index', async () => {
    const s = setup()
    const { A, B, C } = s.ids
    const move = siblingMove(s.page.index, s.page.key(C), 'up')
    if (move.kind !== 'move') throw new Error('C moves up')
    // A's children as written: B, {show && <X />}, C — C goes before B, past the expression.
    s.frame.writtenPlaces.set(s.page.key(C), { parentKey: s.page.key(A), childIndex: 2, own: true })
    s.frame.writtenPlaces.set(s.page.key(B), { parentKey: s.page.key(A), childIndex: 0, own: true })
    void s.session.moveLayer(s.page.key(C), move)
    await flush()
    expect(s.frame.callsOf('writtenPlaces')).toEqual([[[s.page.key(C), s.page.key(B)]]])
    expect(s.api.sent.at(-1)?.request.body).toMatchObject({
      elementToMove: { codebaseId: C },
      newContainerElement: { codebaseId: A },
      childIndex: 0,
      expectedCurrentParent: { codebaseId: A },
    })
  })

  it('moves between the element neighbours when the frame cannot tell', async () => {
    const s = setup()
    const { A, B, C } = s.ids
    const move = siblingMove(s.page.index, s.page.key(C), 'up')
    if (move.kind !== 'move') throw new Error('C moves up')
    void s.session.moveLayer(s.page.key(C), move)
    await flush()
    const body = s.api.sent.at(-1)?.request.body
    expect(body).toMatchObject({
      elementToMove: { codebaseId: C },
      newContainerElement: { codebaseId: A },
      beforeElement: { codebaseId: B },
    })
    expect(body).not.toHaveProperty('childIndex')
  })
})
