import { describe, expect, it } from 'vitest'
import { createChangeItem } from './change-item'
import { remapChangeItemIds } from './id-remap'
import { MUTATE_BODY_SCHEMAS } from './mutate-api-request-schemas'
import { deserialiseChangeItem, serialiseChangeItem } from './serialisation'
import { expectChangeItemError } from './test/expect-change-item-error'
import { prepare } from './test/prepare-sample'
import { codebaseId, element } from './test/sample-items'

const styling = (extra: Record<string, unknown>) =>
  createChangeItem({
    type: 'STYLING',
    changeFields: {
      codebaseId: codebaseId(1),
      stylingChanges: { padding: '24px' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
      ...extra,
    },
  })

const classChange = (type: 'ADD_CLASS' | 'REMOVE_CLASS', extra: Record<string, unknown>) =>
  type === 'ADD_CLASS'
    ? createChangeItem({
        type,
        changeFields: {
          codebaseIdToAddClass: codebaseId(1),
          className: 'underline',
          addingTailwindClass: true,
          modifiers: [],
          customProperties: {},
          ...extra,
        },
      })
    : createChangeItem({
        type,
        changeFields: { codebaseIdToRemoveClass: codebaseId(1), className: 'underline', ...extra },
      })

describe('alsoCodebaseIds: styling, classes and props on a multi-selection (one call, one undo)', () => {
  it('sends alsoReactElements only when the item names other elements', () => {
    const also = { alsoCodebaseIds: [codebaseId(2), codebaseId(3)] }
    expect(prepare(styling(also)).body).toMatchObject({
      reactElement: element(1),
      alsoReactElements: [element(2), element(3)],
    })
    expect(prepare(classChange('ADD_CLASS', also)).body).toMatchObject({
      alsoReactElements: [element(2), element(3)],
    })
    expect(prepare(classChange('REMOVE_CLASS', also)).body).toEqual({
      reactElement: element(1),
      alsoReactElements: [element(2), element(3)],
      className: 'underline',
    })
    const prop = createChangeItem({
      type: 'CHANGE_PROP',
      changeFields: {
        codebaseIdToChange: codebaseId(1),
        propName: 'title',
        propValue: 'Hi',
        ...also,
      },
    })
    expect(prepare(prop).body).toEqual({
      elementToModify: element(1),
      alsoReactElements: [element(2), element(3)],
      propName: 'title',
      propValue: 'Hi',
    })
    expect(prepare(styling({})).body).not.toHaveProperty('alsoReactElements')
    expect(prepare(styling({ alsoCodebaseIds: [] })).body).not.toHaveProperty('alsoReactElements')
  })

  it('de-duplicates the ids, remaps them with the others and round-trips through JSON', () => {
    const item = styling({ alsoCodebaseIds: [codebaseId(2), codebaseId(2), codebaseId(3)] })
    expect(item.changeFields.alsoCodebaseIds).toEqual([codebaseId(2), codebaseId(3)])
    const remapped = remapChangeItemIds(item, { [codebaseId(3)]: codebaseId(9) })
    expect(remapped.changeFields).toMatchObject({ alsoCodebaseIds: [codebaseId(2), codebaseId(9)] })
    const back = deserialiseChangeItem(JSON.parse(JSON.stringify(serialiseChangeItem(item))))
    expect(back.changeFields).toEqual(item.changeFields)
  })

  it.each([['x'], [[1]], [['']]])('refuses alsoCodebaseIds %j', (bad) => {
    expectChangeItemError(
      () => styling({ alsoCodebaseIds: bad }),
      'INVALID_CHANGE_FIELDS',
      'changeFields.alsoCodebaseIds must be a list of non-empty codebase ids',
    )
  })

  it('the server takes bodies with or without the list, and refuses a list that is too long', () => {
    const body = {
      reactElement: element(1),
      styling: { padding: '24px' },
      stylingFramework: 'Tailwind',
      modifiers: [],
      customProperties: {},
    }
    expect(MUTATE_BODY_SCHEMAS['mutate/styling'].safeParse(body).success).toBe(true)
    const also = { ...body, alsoReactElements: [element(2)] }
    expect(MUTATE_BODY_SCHEMAS['mutate/styling'].safeParse(also).success).toBe(true)
    const tooMany = { ...body, alsoReactElements: Array.from({ length: 501 }, () => element(2)) }
    expect(MUTATE_BODY_SCHEMAS['mutate/styling'].safeParse(tooMany).success).toBe(false)
  })
})
