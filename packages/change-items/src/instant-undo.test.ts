import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem } from './change-item'
import { canInstantUpdateWhileFlushing, supportsInstantUndo } from './instant-undo'
import { oneItemOfEachType, sampleItem } from './test/sample-items'

const undo = (item: ChangeItem) =>
  createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: item } })
const redo = (item: ChangeItem) =>
  createChangeItem({ type: 'REDO', changeFields: { changeToRedo: item } })

describe('instant undo', () => {
  it('is supported only by REMOVE_JSX, ADD_CLASS and STYLING among the plain types', () => {
    const supported = oneItemOfEachType()
      .filter((item) => item.type !== 'UNDO' && item.type !== 'REDO')
      .filter(supportsInstantUndo)
      .map((item) => item.type)
    expect(supported.sort()).toEqual(['ADD_CLASS', 'REMOVE_JSX', 'STYLING'])
  })

  it('is inherited by UNDO and REDO from the change they wrap, at any depth', () => {
    expect(supportsInstantUndo(undo(sampleItem('ADD_CLASS')))).toBe(true)
    expect(supportsInstantUndo(redo(sampleItem('REMOVE_JSX')))).toBe(true)
    expect(supportsInstantUndo(undo(sampleItem('MOVE_JSX')))).toBe(false)
    expect(supportsInstantUndo(redo(sampleItem('EDIT_TEXT')))).toBe(false)
    expect(supportsInstantUndo(redo(undo(sampleItem('STYLING'))))).toBe(true)
    expect(supportsInstantUndo(redo(undo(sampleItem('WRAP_DIV'))))).toBe(false)
  })

  it('goes with being allowed to update while a flush is in progress', () => {
    const items = [
      ...oneItemOfEachType(),
      undo(sampleItem('STYLING')),
      redo(sampleItem('CHANGE_TAG')),
    ]
    for (const item of items) {
      expect(canInstantUpdateWhileFlushing(item)).toBe(supportsInstantUndo(item))
    }
    expect(canInstantUpdateWhileFlushing(sampleItem('STYLING'))).toBe(true)
    expect(canInstantUpdateWhileFlushing(sampleItem('DUPLICATE'))).toBe(false)
  })
})
