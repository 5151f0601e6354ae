import { createChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import { INITIAL_EDITOR_STATE } from './editor-state'
import { createIdMapLog, remapStateKeys } from './id-remapping'
import { codebaseId, keyOf } from './testing/nav-tree-fixtures'

const [OLD, NEW, OTHER] = [codebaseId(1), codebaseId(2), codebaseId(3)]
const oldKey = keyOf(OLD, [0, 1])
const newKey = keyOf(NEW, [0, 1])
const otherKey = keyOf(OTHER, [0, 2])

describe('remapStateKeys', () => {
  it('follows the map in every remembered key and keeps the others', () => {
    const state = {
      ...INITIAL_EDITOR_STATE,
      selectedKey: oldKey,
      multiselectedKeys: [oldKey, otherKey],
      hoveredKey: otherKey,
      editingTextKey: oldKey,
      dynamicText: { elementKey: oldKey, text: 'Hi' },
      inspection: { elementKey: oldKey, classList: ['p-2'], cssEvals: {}, rules: [] },
      copied: { codebaseIds: [OLD, OTHER] },
    }
    expect(remapStateKeys(state, { [OLD]: NEW })).toEqual({
      selectedKey: newKey,
      multiselectedKeys: [newKey, otherKey],
      hoveredKey: otherKey,
      editingTextKey: newKey,
      dynamicText: { elementKey: newKey, text: 'Hi' },
      inspection: { elementKey: newKey, classList: ['p-2'], cssEvals: {}, rules: [] },
      copied: { codebaseIds: [NEW, OTHER] },
    })
  })

  it('keeps empty parts empty', () => {
    expect(remapStateKeys(INITIAL_EDITOR_STATE, { [OLD]: NEW })).toEqual({
      selectedKey: null,
      multiselectedKeys: [],
      hoveredKey: null,
      editingTextKey: null,
      dynamicText: null,
      inspection: null,
      copied: null,
    })
  })
})

describe('createIdMapLog', () => {
  it('remaps an item by the maps recorded since its mark only', () => {
    const log = createIdMapLog()
    log.record({ [OTHER]: OLD })
    const mark = log.mark()
    log.record({ [OLD]: NEW })
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: OTHER, newTagName: 'h2' },
    })
    expect(log.remapSince(item, mark).changeFields).toMatchObject({ codebaseIdToChange: OTHER })
    expect(log.remapSince(item, 0).changeFields).toMatchObject({ codebaseIdToChange: NEW })
    expect(log.mark()).toBe(2)
  })
})
