import { describe, expect, it } from 'vitest'
import { createChangeItem } from './change-item'
import { MUTATE_BODY_SCHEMAS } from './mutate-api-request-schemas'
import { deserialiseChangeItem, serialiseChangeItem } from './serialisation'
import { expectChangeItemError } from './test/expect-change-item-error'
import { prepare } from './test/prepare-sample'
import { codebaseId, element } from './test/sample-items'

const move = (extra: Record<string, unknown>) =>
  createChangeItem({
    type: 'MOVE_JSX',
    changeFields: { codebaseIdToMove: codebaseId(1), codebaseIdToMoveTo: codebaseId(2), ...extra },
  })

const editText = (extra: Record<string, unknown>) =>
  createChangeItem({
    type: 'EDIT_TEXT',
    changeFields: { codebaseIdToEditText: codebaseId(1), oldText: 'Hi', newText: 'Hey', ...extra },
  })

const add = (extra: Record<string, unknown>) =>
  createChangeItem({
    type: 'ADD_JSX',
    changeFields: { codebaseIdToAddTo: codebaseId(2), addNativeTag: 'div', ...extra },
  })

describe('MOVE_JSX and ADD_JSX childIndex, EDIT_TEXT textRunIndex (optional, added in 0.2)', () => {
  it('sends childIndex only when the item has one', () => {
    expect(prepare(move({ childIndex: 2 })).body).toEqual({
      elementToMove: element(1),
      newContainerElement: element(2),
      afterElement: null,
      beforeElement: null,
      expectedCurrentParent: null,
      childIndex: 2,
    })
    expect(prepare(move({ childIndex: 0 })).body).toMatchObject({ childIndex: 0 })
    expect(prepare(move({})).body).not.toHaveProperty('childIndex')
    expect(prepare(add({ childIndex: 1 })).body).toMatchObject({
      destinationElement: element(2),
      beforeElement: null,
      afterElement: null,
      childIndex: 1,
    })
    expect(prepare(add({})).body).not.toHaveProperty('childIndex')
  })

  it('sends textRunIndex only when the item has one', () => {
    expect(prepare(editText({ textRunIndex: 1 })).body).toEqual({
      element: element(1),
      oldText: 'Hi',
      newText: 'Hey',
      textRunIndex: 1,
    })
    expect(prepare(editText({})).body).not.toHaveProperty('textRunIndex')
  })

  it('keeps items without the fields valid, and treats null as absent', () => {
    expect(move({ childIndex: null }).changeFields).not.toHaveProperty('childIndex')
    expect(editText({ textRunIndex: null }).changeFields).not.toHaveProperty('textRunIndex')
    const old = serialiseChangeItem(move({}))
    expect(deserialiseChangeItem(JSON.parse(JSON.stringify(old))).changeFields).toEqual(
      move({}).changeFields,
    )
  })

  it('round-trips the fields through JSON', () => {
    const item = editText({ textRunIndex: 3 })
    const back = deserialiseChangeItem(JSON.parse(JSON.stringify(serialiseChangeItem(item))))
    expect(back.changeFields).toEqual(item.changeFields)
  })

  it.each([-1, 1.5, '2', Number.NaN, Number.POSITIVE_INFINITY])('refuses index %s', (bad) => {
    expectChangeItemError(
      () => move({ childIndex: bad }),
      'INVALID_CHANGE_FIELDS',
      'changeFields.childIndex must be an index (0, 1, 2…)',
    )
    expectChangeItemError(
      () => add({ childIndex: bad }),
      'INVALID_CHANGE_FIELDS',
      'changeFields.childIndex must be an index (0, 1, 2…)',
    )
    expectChangeItemError(
      () => editText({ textRunIndex: bad }),
      'INVALID_CHANGE_FIELDS',
      'changeFields.textRunIndex must be an index (0, 1, 2…)',
    )
  })

  it("the server's schemas accept bodies with and without them", () => {
    const moveBody = {
      elementToMove: element(1),
      newContainerElement: element(2),
      afterElement: null,
      beforeElement: null,
      expectedCurrentParent: null,
    }
    const schema = MUTATE_BODY_SCHEMAS['mutate/moveJsxElement']
    expect(schema.safeParse(moveBody).success).toBe(true)
    expect(schema.safeParse({ ...moveBody, childIndex: 4 }).data?.childIndex).toBe(4)
    expect(schema.safeParse({ ...moveBody, childIndex: null }).success).toBe(true)
    expect(schema.safeParse({ ...moveBody, childIndex: -1 }).success).toBe(false)
    expect(schema.safeParse({ ...moveBody, childIndex: 0.5 }).success).toBe(false)
    const addSchema = MUTATE_BODY_SCHEMAS['mutate/addJsxElement']
    const addBody = prepare(add({})).body
    expect(addSchema.safeParse(addBody).success).toBe(true)
    expect(addSchema.safeParse({ ...addBody, childIndex: 2 }).data?.childIndex).toBe(2)
    expect(addSchema.safeParse({ ...addBody, childIndex: -2 }).success).toBe(false)
    const textSchema = MUTATE_BODY_SCHEMAS['mutate/editText']
    const textBody = { element: element(1), oldText: 'a', newText: 'b' }
    expect(textSchema.safeParse(textBody).success).toBe(true)
    expect(textSchema.safeParse({ ...textBody, textRunIndex: 1 }).data?.textRunIndex).toBe(1)
    expect(textSchema.safeParse({ ...textBody, textRunIndex: '1' }).success).toBe(false)
  })
})
