import { describe, expect, it } from 'vitest'
import { CHANGE_TYPE_LABELS, CHANGE_TYPES, isChangeType } from './change-type'

describe('change types', () => {
  it('lists the 14 types of the specification in its order', () => {
    expect(CHANGE_TYPES).toEqual([
      'STYLING',
      'ADD_JSX',
      'MOVE_JSX',
      'REMOVE_JSX',
      'CHANGE_PROP',
      'WRAP_DIV',
      'DUPLICATE',
      'CHANGE_TAG',
      'ADD_CLASS',
      'REMOVE_CLASS',
      'EDIT_TEXT',
      'UNDO',
      'REDO',
      'UNKNOWN',
    ])
  })

  it('labels the editing types exactly as the specification does', () => {
    expect(CHANGE_TYPE_LABELS).toMatchObject({
      STYLING: 'Styling',
      ADD_JSX: 'Add Element',
      MOVE_JSX: 'Move Element',
      REMOVE_JSX: 'Delete Element',
      CHANGE_PROP: 'Change Prop',
      WRAP_DIV: 'Wrap In Div',
      DUPLICATE: 'Duplicate',
      CHANGE_TAG: 'Change Tag Name',
      ADD_CLASS: 'Add Class',
      REMOVE_CLASS: 'Remove Class',
      EDIT_TEXT: 'Edit Text',
    })
  })

  it('has a label for every type', () => {
    expect(Object.keys(CHANGE_TYPE_LABELS).sort()).toEqual([...CHANGE_TYPES].sort())
  })

  it('recognises only the 14 type names', () => {
    for (const type of CHANGE_TYPES) expect(isChangeType(type)).toBe(true)
    expect(isChangeType('styling')).toBe(false)
    expect(isChangeType('RENAME')).toBe(false)
    expect(isChangeType(3)).toBe(false)
  })
})
