import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem } from './change-item'
import type { ChangeItemError } from './change-item-error'
import { expectChangeItemError } from './test/expect-change-item-error'
import { prepare } from './test/prepare-sample'
import { codebaseId, fullFields, sampleItem } from './test/sample-items'

describe('prepareApiRequest: errors', () => {
  it("throws 'Unsupported operation' for an UNKNOWN change", () => {
    expectChangeItemError(
      () => prepare(createChangeItem({ type: 'UNKNOWN', changeFields: {} })),
      'UNSUPPORTED_OPERATION',
      'Unsupported operation',
    )
  })

  it('refuses a REDO whose wrapped change has no activity id', () => {
    const wrapped = sampleItem('REMOVE_JSX')
    expectChangeItemError(
      () => prepare(createChangeItem({ type: 'REDO', changeFields: { changeToRedo: wrapped } })),
      'MISSING_ACTIVITY_ID',
      `Cannot redo change ${wrapped.id} (REMOVE_JSX): it has no activity id`,
    )
  })

  it('names the codebase id and the body field when the lookup lacks an element', () => {
    const missing = codebaseId(77)
    const cases: readonly [ChangeItem, string][] = [
      [
        createChangeItem({
          type: 'STYLING',
          changeFields: { ...fullFields.STYLING, codebaseId: missing },
        }),
        'reactElement',
      ],
      [
        createChangeItem({
          type: 'ADD_JSX',
          changeFields: { ...fullFields.ADD_JSX, afterCodebaseId: missing },
        }),
        'afterElement',
      ],
      [
        createChangeItem({
          type: 'ADD_JSX',
          changeFields: { ...fullFields.ADD_JSX, addCodebaseId: missing },
        }),
        'newElement',
      ],
      [
        createChangeItem({
          type: 'MOVE_JSX',
          changeFields: { ...fullFields.MOVE_JSX, expectedCurrentParentCodebaseId: missing },
        }),
        'expectedCurrentParent',
      ],
      [
        createChangeItem({
          type: 'REMOVE_JSX',
          changeFields: { codebaseIdsToRemove: [codebaseId(1), missing] },
        }),
        'elementsToRemove',
      ],
      [
        createChangeItem({
          type: 'DUPLICATE',
          changeFields: { codebaseIdsToDuplicate: [missing] },
        }),
        'reactElements',
      ],
      [
        createChangeItem({
          type: 'EDIT_TEXT',
          changeFields: { ...fullFields.EDIT_TEXT, codebaseIdToEditText: missing },
        }),
        'element',
      ],
    ]
    for (const [item, field] of cases) {
      const error: ChangeItemError = expectChangeItemError(
        () => prepare(item),
        'ELEMENT_NOT_IN_LOOKUP',
        `No tree element for codebase id "${missing}" (needed for ${field})`,
      )
      expect(error.codebaseId).toBe(missing)
    }
  })

  it('does not treat inherited object keys as lookup entries', () => {
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: 'toString', newTagName: 'p' },
    })
    expectChangeItemError(
      () => prepare(item),
      'ELEMENT_NOT_IN_LOOKUP',
      'No tree element for codebase id "toString" (needed for elementToModify)',
    )
  })

  it('refuses a hand-built ADD_JSX with neither element to copy nor native tag', () => {
    const item = {
      ...sampleItem('ADD_JSX'),
      changeFields: { codebaseIdToAddTo: codebaseId(1) },
    }
    expectChangeItemError(
      () => prepare(item),
      'INVALID_CHANGE_FIELDS',
      'changeFields of ADD_JSX needs addCodebaseId (copy an element) or addNativeTag (a native element)',
    )
  })
})
