import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem, EMPTY_SELECTION, isChangeItem } from './change-item'
import { CHANGE_TYPE_LABELS } from './change-type'
import { expectChangeItemError } from './test/expect-change-item-error'
import { codebaseId, oneItemOfEachType, sampleItem } from './test/sample-items'
import { isUuid } from './uuid'

// Compile-time proof that a switch over item.type is exhaustive: removing a case breaks typecheck.
function describeItem(item: ChangeItem): string {
  switch (item.type) {
    case 'STYLING':
      return Object.keys(item.changeFields.stylingChanges).join(',')
    case 'ADD_JSX':
      return item.changeFields.codebaseIdToAddTo
    case 'MOVE_JSX':
      return item.changeFields.codebaseIdToMoveTo
    case 'REMOVE_JSX':
      return item.changeFields.codebaseIdsToRemove.join(',')
    case 'CHANGE_PROP':
      return item.changeFields.propName
    case 'WRAP_DIV':
      return item.changeFields.codebaseIdsToWrap.join(',')
    case 'DUPLICATE':
      return item.changeFields.codebaseIdsToDuplicate.join(',')
    case 'CHANGE_TAG':
      return item.changeFields.newTagName
    case 'ADD_CLASS':
      return item.changeFields.className
    case 'REMOVE_CLASS':
      return item.changeFields.className
    case 'EDIT_TEXT':
      return item.changeFields.newText
    case 'UNDO':
      return `undo ${describeItem(item.changeFields.changeToUndo)}`
    case 'REDO':
      return `redo ${describeItem(item.changeFields.changeToRedo)}`
    case 'UNKNOWN':
      return 'unknown'
    default: {
      const unreachable: never = item
      return unreachable
    }
  }
}

describe('createChangeItem', () => {
  it('gives a fresh version 4 uuid when no id is given', () => {
    const first = sampleItem('CHANGE_TAG')
    const second = sampleItem('CHANGE_TAG')
    expect(isUuid(first.id)).toBe(true)
    expect(first.id[14]).toBe('4')
    expect(first.id).not.toBe(second.id)
  })

  it('keeps a given uuid as id', () => {
    const id = '9b2f1c3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f'
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      id,
      changeFields: { codebaseIdToChange: codebaseId(1), newTagName: 'p' },
    })
    expect(item.id).toBe(id)
  })

  it("refuses an id that is not a uuid with 'Invalid UUID'", () => {
    expectChangeItemError(
      () =>
        createChangeItem({
          type: 'CHANGE_TAG',
          id: 'item-1',
          changeFields: { codebaseIdToChange: codebaseId(1), newTagName: 'p' },
        }),
      'INVALID_UUID',
      'Invalid UUID',
    )
  })

  it('names every item after its type label and starts with the documented defaults', () => {
    for (const item of oneItemOfEachType()) {
      expect(item.changeName).toBe(CHANGE_TYPE_LABELS[item.type])
      expect(item.prevIdToNewIdMap).toEqual({})
      expect(item.activityId).toBeNull()
      expect(item.selectAfterInstantUpdate).toEqual(EMPTY_SELECTION)
      expect(item.selectAfterUndo).toEqual(EMPTY_SELECTION)
      expect(describeItem(item)).not.toBe('')
    }
  })

  it('starts a non-UNKNOWN item unconsumed and waiting for its instant update', () => {
    expect(sampleItem('STYLING').lifecycle).toEqual({
      sendInstantUpdate: true,
      instantUpdateSent: false,
      instantUpdateFinished: false,
      instantUpdateSuccessful: false,
      consumed: false,
      failed: false,
    })
  })

  it('creates an UNKNOWN item already consumed and without an instant update', () => {
    const item = createChangeItem({ type: 'UNKNOWN', changeFields: {}, sendInstantUpdate: true })
    expect(item.lifecycle.consumed).toBe(true)
    expect(item.lifecycle.sendInstantUpdate).toBe(false)
    expect(item.lifecycle.failed).toBe(false)
  })

  it('lets a caller skip the instant update', () => {
    const item = createChangeItem({
      type: 'EDIT_TEXT',
      changeFields: { codebaseIdToEditText: codebaseId(1), newText: 'a', oldText: 'b' },
      sendInstantUpdate: false,
    })
    expect(item.lifecycle.sendInstantUpdate).toBe(false)
  })

  it('de-duplicates the id lists of REMOVE_JSX, WRAP_DIV and DUPLICATE, keeping first order', () => {
    const ids = [codebaseId(2), codebaseId(1), codebaseId(2), codebaseId(1), codebaseId(3)]
    const unique = [codebaseId(2), codebaseId(1), codebaseId(3)]
    expect(
      createChangeItem({ type: 'REMOVE_JSX', changeFields: { codebaseIdsToRemove: ids } })
        .changeFields.codebaseIdsToRemove,
    ).toEqual(unique)
    expect(
      createChangeItem({ type: 'WRAP_DIV', changeFields: { codebaseIdsToWrap: ids } }).changeFields
        .codebaseIdsToWrap,
    ).toEqual(unique)
    expect(
      createChangeItem({ type: 'DUPLICATE', changeFields: { codebaseIdsToDuplicate: ids } })
        .changeFields.codebaseIdsToDuplicate,
    ).toEqual(unique)
  })

  it('keeps the caller options: name, activity id, id map and selections', () => {
    const selection = { elementKey: `${codebaseId(1)}|sb|0`, multiselectElementKeys: null }
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: codebaseId(1), newTagName: 'p' },
      changeName: 'Make paragraph',
      activityId: 'activity-9',
      prevIdToNewIdMap: { [codebaseId(1)]: codebaseId(2) },
      selectAfterInstantUpdate: selection,
      selectAfterUndo: selection,
    })
    expect(item).toMatchObject({
      changeName: 'Make paragraph',
      activityId: 'activity-9',
      prevIdToNewIdMap: { [codebaseId(1)]: codebaseId(2) },
      selectAfterInstantUpdate: selection,
      selectAfterUndo: selection,
    })
  })

  it('refuses an ADD_JSX with neither an element to copy nor a native tag', () => {
    expectChangeItemError(
      () =>
        createChangeItem({ type: 'ADD_JSX', changeFields: { codebaseIdToAddTo: codebaseId(1) } }),
      'INVALID_CHANGE_FIELDS',
      'changeFields of ADD_JSX needs addCodebaseId (copy an element) or addNativeTag (a native element)',
    )
  })

  it('refuses fields of the wrong shape from untyped callers, naming the field', () => {
    expectChangeItemError(
      () =>
        createChangeItem({
          type: 'STYLING',
          changeFields: { codebaseId: codebaseId(1), stylingFramework: 'Sass' },
        } as never),
      'INVALID_CHANGE_FIELDS',
      'changeFields.stylingChanges must be present',
    )
    expectChangeItemError(
      () =>
        createChangeItem({
          type: 'REMOVE_JSX',
          changeFields: { codebaseIdsToRemove: [codebaseId(1), 7] },
        } as never),
      'INVALID_CHANGE_FIELDS',
      'changeFields.codebaseIdsToRemove must be a list of non-empty codebase ids',
    )
  })

  it('refuses an UNDO whose changeToUndo is not a change item', () => {
    expectChangeItemError(
      () =>
        createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: { id: 'x' } } } as never),
      'INVALID_CHANGE_FIELDS',
      'changeFields.changeToUndo must be a change item',
    )
  })

  it('does not share the caller arrays or maps', () => {
    const ids = [codebaseId(1)]
    const item = createChangeItem({ type: 'WRAP_DIV', changeFields: { codebaseIdsToWrap: ids } })
    ids.push(codebaseId(2))
    expect(item.changeFields.codebaseIdsToWrap).toEqual([codebaseId(1)])
  })
})

describe('isChangeItem', () => {
  it('accepts created items and rejects other values', () => {
    for (const item of oneItemOfEachType()) expect(isChangeItem(item)).toBe(true)
    expect(isChangeItem(null)).toBe(false)
    expect(isChangeItem({ id: 'x', type: 'NOPE', changeFields: {}, lifecycle: {} })).toBe(false)
  })
})
