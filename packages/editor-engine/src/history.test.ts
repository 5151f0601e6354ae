import { type ChangeItem, createChangeItem } from '@splendid/change-items'
import { describe, expect, it } from 'vitest'
import {
  addPending,
  type History,
  type HistoryEntry,
  redoTarget,
  remapHistory,
  undoTarget,
  updateEntry,
} from './history'
import { codebaseId, keyOf } from './testing/nav-tree-fixtures'

const X = codebaseId(1)
const Y = codebaseId(2)

function tagChange(id: string, activityId: string | null = null): ChangeItem {
  return createChangeItem({
    type: 'CHANGE_TAG',
    changeFields: { codebaseIdToChange: id, newTagName: 'h2' },
    activityId,
  })
}

const entry = (item: ChangeItem, status: HistoryEntry['status']): HistoryEntry => ({
  item,
  status,
  error: null,
})

describe('addPending', () => {
  it('appends a pending entry', () => {
    const item = tagChange(X)
    expect(addPending([], item)).toEqual([{ item, status: 'pending', error: null }])
  })

  it('drops undone entries (a new branch starts) and keeps the others in order', () => {
    const a = entry(tagChange(X, 'a'), 'applied')
    const b = entry(tagChange(X, 'b'), 'undone')
    const c = entry(tagChange(X, 'c'), 'failed')
    const next = tagChange(Y)
    expect(addPending([a, b, c], next).map((each) => each.item)).toEqual([a.item, c.item, next])
  })
})

describe('updateEntry', () => {
  it('updates only the entry of that item', () => {
    const a = entry(tagChange(X), 'pending')
    const b = entry(tagChange(Y), 'pending')
    const history = updateEntry([a, b], b.item.id, { status: 'failed', error: 'no' })
    expect(history).toEqual([a, { ...b, status: 'failed', error: 'no' }])
  })

  it('leaves the history alone for an unknown id', () => {
    const history: History = [entry(tagChange(X), 'pending')]
    expect(updateEntry(history, 'nope', { status: 'applied' })).toEqual(history)
  })
})

describe('undoTarget and redoTarget', () => {
  it('undo acts on the newest applied entry that has an activity id', () => {
    const a = entry(tagChange(X, 'a'), 'applied')
    const b = entry(tagChange(X, 'b'), 'applied')
    const noActivity = entry(tagChange(X, null), 'applied')
    const failed = entry(tagChange(X, 'f'), 'failed')
    const pending = entry(tagChange(X, 'p'), 'pending')
    expect(undoTarget([a, b, noActivity, failed, pending])).toBe(b)
    expect(undoTarget([failed, pending])).toBeNull()
    expect(undoTarget([])).toBeNull()
  })

  it('redo acts on the oldest undone entry (the last one undone)', () => {
    const a = entry(tagChange(X, 'a'), 'applied')
    const b = entry(tagChange(X, 'b'), 'undone')
    const c = entry(tagChange(X, 'c'), 'undone')
    expect(redoTarget([a, b, c])).toBe(b)
    expect(redoTarget([a])).toBeNull()
    expect(redoTarget([entry(tagChange(X, null), 'undone')])).toBeNull()
  })
})

describe('remapHistory', () => {
  it('rewrites the codebase ids of every change and its selections', () => {
    const X2 = codebaseId(20)
    const item = createChangeItem({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [X, Y] },
      selectAfterUndo: { elementKey: keyOf(X, [0, 1]), multiselectElementKeys: null },
    })
    const [remapped] = remapHistory([entry(item, 'applied')], { [X]: X2 })
    expect(remapped?.item.changeFields).toEqual({ codebaseIdsToRemove: [X2, Y] })
    expect(remapped?.item.selectAfterUndo.elementKey).toBe(keyOf(X2, [0, 1]))
    expect(remapped?.status).toBe('applied')
  })

  it('returns the same history for an empty map', () => {
    const history: History = [entry(tagChange(X), 'applied')]
    expect(remapHistory(history, {})).toBe(history)
  })
})
