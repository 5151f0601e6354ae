import { CHANGE_TYPE_LABELS, createChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { changeLabel } from './change-label'
import { codebaseId } from './testing/nav-tree-fixtures'

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
