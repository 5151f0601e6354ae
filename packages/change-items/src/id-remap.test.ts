import { describe, expect, it } from 'vitest'
import { CHANGE_FIELD_SCHEMAS } from './change-fields-schema'
import { type ChangeItem, createChangeItem } from './change-item'
import { remapChangeItemIds, remapElementKey } from './id-remap'
import { codebaseId, fullFields, oneItemOfEachType, sampleItem } from './test/sample-items'

// Every sample id n (1-9) maps to n + 50.
const MAP = Object.fromEntries(
  Array.from({ length: 9 }, (_, index) => [codebaseId(index + 1), codebaseId(index + 51)]),
)

const ID_KINDS = new Set(['codebaseId', 'optionalCodebaseId', 'codebaseIds'])

function idsIn(item: ChangeItem): string[] {
  const schema: Record<string, string> = CHANGE_FIELD_SCHEMAS[item.type]
  const fields = item.changeFields as Record<string, unknown>
  return Object.entries(schema).flatMap(([name, kind]) => {
    if (kind === 'changeItem') return idsIn(fields[name] as ChangeItem)
    if (!ID_KINDS.has(kind) || fields[name] === undefined) return []
    return ([] as string[]).concat(fields[name] as string | string[])
  })
}

describe('remapChangeItemIds', () => {
  it('rewrites every codebase id field of every type and nothing else', () => {
    for (const item of oneItemOfEachType()) {
      const remapped = remapChangeItemIds(item, MAP)
      const before = idsIn(item)
      expect(idsIn(remapped)).toEqual(before.map((id) => MAP[id]))
      if (item.type !== 'UNKNOWN') expect(before.length).toBeGreaterThan(0)
    }
  })

  it('rewrites the ids of ADD_JSX and MOVE_JSX field by field', () => {
    expect(remapChangeItemIds(sampleItem('ADD_JSX'), MAP).changeFields).toEqual({
      ...fullFields.ADD_JSX,
      codebaseIdToAddTo: codebaseId(51),
      beforeCodebaseId: codebaseId(52),
      afterCodebaseId: codebaseId(53),
      addCodebaseId: codebaseId(54),
    })
    expect(remapChangeItemIds(sampleItem('MOVE_JSX'), MAP).changeFields).toEqual({
      codebaseIdToMove: codebaseId(51),
      codebaseIdToMoveTo: codebaseId(52),
      afterCodebaseId: codebaseId(53),
      beforeCodebaseId: codebaseId(54),
      expectedCurrentParentCodebaseId: codebaseId(55),
    })
  })

  it('rewrites inside the change an UNDO or REDO wraps', () => {
    const undo = createChangeItem({
      type: 'UNDO',
      changeFields: { changeToUndo: sampleItem('CHANGE_TAG') },
    })
    const redo = createChangeItem({ type: 'REDO', changeFields: { changeToRedo: undo } })
    const remapped = remapChangeItemIds(redo, MAP)
    const inner = remapped.changeFields.changeToRedo
    if (inner.type !== 'UNDO' || inner.changeFields.changeToUndo.type !== 'CHANGE_TAG') {
      throw new Error('wrong shape')
    }
    expect(inner.changeFields.changeToUndo.changeFields.codebaseIdToChange).toBe(codebaseId(51))
  })

  it('rewrites the element keys to select after the update and after the undo', () => {
    const item = createChangeItem({
      type: 'WRAP_DIV',
      changeFields: { codebaseIdsToWrap: [codebaseId(1)] },
      selectAfterInstantUpdate: {
        elementKey: `${codebaseId(1)}|sb|0-1`,
        multiselectElementKeys: [`${codebaseId(2)}|sb|0-2`, `|sb|0-3`],
      },
      selectAfterUndo: { elementKey: null, multiselectElementKeys: [`${codebaseId(3)}|sb|0`] },
    })
    const remapped = remapChangeItemIds(item, MAP)
    expect(remapped.selectAfterInstantUpdate).toEqual({
      elementKey: `${codebaseId(51)}|sb|0-1`,
      multiselectElementKeys: [`${codebaseId(52)}|sb|0-2`, `|sb|0-3`],
    })
    expect(remapped.selectAfterUndo).toEqual({
      elementKey: null,
      multiselectElementKeys: [`${codebaseId(53)}|sb|0`],
    })
  })

  it('keeps id lists de-duplicated when two old ids map to one new id', () => {
    const item = sampleItem('REMOVE_JSX')
    const merged = remapChangeItemIds(item, {
      [codebaseId(1)]: codebaseId(60),
      [codebaseId(2)]: codebaseId(60),
    })
    expect(merged.changeFields.codebaseIdsToRemove).toEqual([codebaseId(60)])
  })

  it('leaves ids that are not in the map, and the input item, unchanged', () => {
    const item = sampleItem('MOVE_JSX')
    const snapshot = structuredClone(item)
    const remapped = remapChangeItemIds(item, { [codebaseId(2)]: codebaseId(70) })
    expect(remapped.changeFields).toMatchObject({
      codebaseIdToMove: codebaseId(1),
      codebaseIdToMoveTo: codebaseId(70),
    })
    expect(item).toEqual(snapshot)
  })
})

describe('remapElementKey', () => {
  it('rewrites the codebase id and keeps storyboard and path', () => {
    expect(remapElementKey('tempo-a|sb-1|0-4-2', { 'tempo-a': 'tempo-b' })).toBe(
      'tempo-b|sb-1|0-4-2',
    )
  })

  it('returns strings that are not keys unchanged', () => {
    expect(remapElementKey('tempo-a', { 'tempo-a': 'tempo-b' })).toBe('tempo-a')
  })
})
