import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem } from './change-item'
import { CHANGE_TYPES } from './change-type'
import { reduceChangeItem } from './lifecycle'
import { deserialiseChangeItem, serialiseChangeItem } from './serialisation'
import { expectChangeItemError } from './test/expect-change-item-error'
import { codebaseId, oneItemOfEachType, sampleItem } from './test/sample-items'

const roundTrip = (item: ChangeItem): ChangeItem =>
  deserialiseChangeItem(JSON.parse(JSON.stringify(serialiseChangeItem(item))))

const progressed = (item: ChangeItem): ChangeItem =>
  reduceChangeItem(
    reduceChangeItem(reduceChangeItem(item, { type: 'instantUpdateSent' }), {
      type: 'instantUpdateFinished',
      successful: true,
      selectAfterInstantUpdate: {
        elementKey: `${codebaseId(1)}|sb|0-1`,
        multiselectElementKeys: null,
      },
      selectAfterUndo: { elementKey: null, multiselectElementKeys: [`${codebaseId(2)}|sb|0`] },
    }),
    { type: 'processingSucceeded', activityId: 'a-1', prevIdToNewIdMap: { x: 'y' } },
  )

describe('serialisation', () => {
  it('round-trips one item of every type through JSON text unchanged', () => {
    const items = oneItemOfEachType()
    expect(items.map((item) => item.type).sort()).toEqual([...CHANGE_TYPES].sort())
    for (const item of items) expect(roundTrip(item)).toEqual(item)
  })

  it('round-trips items further along their lifecycle, with selections and id maps', () => {
    for (const item of oneItemOfEachType().filter((each) => each.type !== 'UNKNOWN')) {
      const moved = progressed(item)
      expect(roundTrip(moved)).toEqual(moved)
    }
  })

  it('serialises the wrapped change of UNDO and REDO recursively, at any depth', () => {
    const styling = sampleItem('STYLING', { activityId: 'a-1' })
    const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: styling } })
    const redo = createChangeItem({ type: 'REDO', changeFields: { changeToRedo: undo } })
    const json = serialiseChangeItem(redo)
    expect(json.type).toBe('REDO')
    const wrappedUndo = (json.changeFields as { changeToRedo: { changeFields: unknown } })
      .changeToRedo
    expect(wrappedUndo).toMatchObject({
      type: 'UNDO',
      changeFields: { changeToUndo: { id: styling.id, type: 'STYLING' } },
    })
    expect(roundTrip(redo)).toEqual(redo)
  })

  it('produces plain JSON that does not share objects with the item', () => {
    const item = sampleItem('STYLING')
    const json = serialiseChangeItem(item)
    expect(JSON.parse(JSON.stringify(json))).toEqual(json)
    expect(json.changeFields).not.toBe(item.changeFields)
  })

  it("throws 'Unknown change type: {type}' for a type that does not exist", () => {
    const json = { ...serialiseChangeItem(sampleItem('STYLING')), type: 'RENAME_FILE' }
    expectChangeItemError(
      () => deserialiseChangeItem(json),
      'UNKNOWN_CHANGE_TYPE',
      'Unknown change type: RENAME_FILE',
    )
  })

  it('throws the unknown-type error for a wrapped change too', () => {
    const json = serialiseChangeItem(
      createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: sampleItem('STYLING') } }),
    )
    const broken = {
      ...json,
      changeFields: { changeToUndo: { ...json.changeFields, type: 'TELEPORT' } },
    }
    expectChangeItemError(
      () => deserialiseChangeItem(broken),
      'UNKNOWN_CHANGE_TYPE',
      'Unknown change type: TELEPORT',
    )
  })

  it("throws 'Invalid UUID' for an id that is not a uuid", () => {
    const json = { ...serialiseChangeItem(sampleItem('STYLING')), id: '1234' }
    expectChangeItemError(() => deserialiseChangeItem(json), 'INVALID_UUID', 'Invalid UUID')
  })

  it('names the bad field of malformed change fields', () => {
    const json = serialiseChangeItem(sampleItem('CHANGE_TAG'))
    expectChangeItemError(
      () => deserialiseChangeItem({ ...json, changeFields: { codebaseIdToChange: codebaseId(1) } }),
      'INVALID_CHANGE_FIELDS',
      'item.changeFields.newTagName must be present',
    )
  })

  it('refuses a value that is not an object', () => {
    expectChangeItemError(
      () => deserialiseChangeItem('STYLING'),
      'INVALID_SERIALISED_ITEM',
      'item must be an object',
    )
  })

  it('refuses lifecycle flags no sequence of actions can reach', () => {
    const json = serialiseChangeItem(sampleItem('STYLING'))
    const impossible = [
      { ...json.lifecycle, failed: true },
      { ...json.lifecycle, instantUpdateFinished: true },
      { ...json.lifecycle, instantUpdateSuccessful: true },
      { ...json.lifecycle, sendInstantUpdate: false, instantUpdateSent: true },
    ]
    for (const lifecycle of impossible) {
      expectChangeItemError(
        () => deserialiseChangeItem({ ...json, lifecycle }),
        'INVALID_SERIALISED_ITEM',
        'item.lifecycle must be a reachable combination of lifecycle flags',
      )
    }
  })

  it('refuses an UNKNOWN item that claims to be unconsumed', () => {
    const json = serialiseChangeItem(createChangeItem({ type: 'UNKNOWN', changeFields: {} }))
    expectChangeItemError(
      () => deserialiseChangeItem({ ...json, lifecycle: { ...json.lifecycle, consumed: false } }),
      'INVALID_SERIALISED_ITEM',
      'item.lifecycle must be a reachable combination of lifecycle flags',
    )
  })

  it('refuses a flag that is not a boolean', () => {
    const json = serialiseChangeItem(sampleItem('STYLING'))
    expectChangeItemError(
      () => deserialiseChangeItem({ ...json, lifecycle: { ...json.lifecycle, consumed: 'no' } }),
      'INVALID_SERIALISED_ITEM',
      'item.lifecycle.consumed must be a boolean',
    )
  })

  it('refuses malformed selections and id maps', () => {
    const json = serialiseChangeItem(sampleItem('STYLING'))
    expectChangeItemError(
      () =>
        deserialiseChangeItem({
          ...json,
          selectAfterUndo: { elementKey: 3, multiselectElementKeys: null },
        }),
      'INVALID_SERIALISED_ITEM',
      'item.selectAfterUndo.elementKey must be a string or null',
    )
    expectChangeItemError(
      () => deserialiseChangeItem({ ...json, prevIdToNewIdMap: { a: 1 } }),
      'INVALID_SERIALISED_ITEM',
      'item.prevIdToNewIdMap must be a map of codebase id to codebase id',
    )
  })

  it('fills in defaults for absent name, activity id, id map and selections, and drops null optionals', () => {
    const full = serialiseChangeItem(
      createChangeItem({
        type: 'MOVE_JSX',
        changeFields: { codebaseIdToMove: codebaseId(1), codebaseIdToMoveTo: codebaseId(2) },
      }),
    )
    const item = deserialiseChangeItem({
      id: full.id,
      type: 'MOVE_JSX',
      changeFields: { ...full.changeFields, afterCodebaseId: null },
      lifecycle: full.lifecycle,
    })
    expect(item).toEqual(roundTrip(deserialiseChangeItem(full)))
    expect(item.changeFields).not.toHaveProperty('afterCodebaseId')
  })

  it('keeps a null prop value, which is a real value', () => {
    const item = createChangeItem({
      type: 'CHANGE_PROP',
      changeFields: { codebaseIdToChange: codebaseId(1), propName: 'title', propValue: null },
    })
    expect(roundTrip(item)).toEqual(item)
  })
})
