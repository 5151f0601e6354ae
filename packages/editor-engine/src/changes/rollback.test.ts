import {
  type ChangeItem,
  type CreateChangeItemInput,
  createChangeItem,
  reduceChangeItem,
} from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { createInspector } from '../inspector'
import { createSelection } from '../selection'
import { attachedFrame } from '../test/attached-frame'
import { codebaseId } from '../testing/nav-tree-fixtures'
import { createRollback } from './rollback'

function setup() {
  const { store, link, frame } = attachedFrame()
  const rollBack = createRollback(
    frame,
    createSelection(store, frame, createInspector(store, frame)),
  )
  return { link, rollBack }
}

/** A change whose instant update was sent and ended as `successful` says. */
function shown(input: CreateChangeItemInput, successful: boolean): ChangeItem {
  const sent = reduceChangeItem(createChangeItem(input), { type: 'instantUpdateSent' })
  return reduceChangeItem(sent, { type: 'instantUpdateFinished', successful })
}

const styling: CreateChangeItemInput = {
  type: 'STYLING',
  changeFields: {
    codebaseId: codebaseId(1),
    stylingChanges: { color: 'red' },
    stylingFramework: 'Tailwind',
    modifiers: [],
    customProperties: {},
  },
}
const tag: CreateChangeItemInput = {
  type: 'CHANGE_TAG',
  changeFields: { codebaseIdToChange: codebaseId(1), newTagName: 'h2' },
}

describe('createRollback', () => {
  it('undoes an instant-undo type in the frame', async () => {
    const { link, rollBack } = setup()
    await rollBack(shown(styling, true))
    expect(link.instantItems().map((item) => item.type)).toEqual(['UNDO'])
    expect(link.callsOf('refresh')).toHaveLength(0)
  })

  it('reloads the preview for the other types, or when the frame cannot undo', async () => {
    const { link, rollBack } = setup()
    await rollBack(shown(tag, true))
    link.answerInstant = (item) => ({ successful: false, selection: item.selectAfterUndo })
    await rollBack(shown(styling, true))
    expect(link.callsOf('refresh')).toHaveLength(2)
  })

  it('leaves an instant update that failed alone', async () => {
    const { link, rollBack } = setup()
    await rollBack(shown(tag, false))
    expect(link.calls).toEqual([])
  })
})
