import { describe, expect, it } from 'vitest'
import { type ChangeItem, createChangeItem } from './change-item'
import {
  type ChangeItemAction,
  getLifecycleStage,
  needsInstantUpdate,
  reduceChangeItem,
} from './lifecycle'
import { expectChangeItemError } from './test/expect-change-item-error'
import { codebaseId, sampleItem } from './test/sample-items'

const reduceAll = (item: ChangeItem, actions: readonly ChangeItemAction[]): ChangeItem =>
  actions.reduce(reduceChangeItem, item)

const SENT: ChangeItemAction = { type: 'instantUpdateSent' }
const FINISHED_OK: ChangeItemAction = { type: 'instantUpdateFinished', successful: true }
const FINISHED_FAILING: ChangeItemAction = { type: 'instantUpdateFinished', successful: false }
const SUCCEEDED: ChangeItemAction = { type: 'processingSucceeded' }
const FAILED: ChangeItemAction = { type: 'processingFailed' }

describe('reduceChangeItem', () => {
  it('walks created → sent → finished → succeeded, setting the flags', () => {
    const created = sampleItem('REMOVE_JSX')
    const sent = reduceChangeItem(created, SENT)
    expect(getLifecycleStage(created)).toBe('created')
    expect(getLifecycleStage(sent)).toBe('instantUpdateSent')
    const finished = reduceChangeItem(sent, FINISHED_OK)
    expect(getLifecycleStage(finished)).toBe('instantUpdateFinished')
    const done = reduceChangeItem(finished, {
      type: 'processingSucceeded',
      activityId: 'activity-7',
      prevIdToNewIdMap: { [codebaseId(1)]: codebaseId(9) },
    })
    expect(getLifecycleStage(done)).toBe('succeeded')
    expect(done.lifecycle).toEqual({
      sendInstantUpdate: true,
      instantUpdateSent: true,
      instantUpdateFinished: true,
      instantUpdateSuccessful: true,
      consumed: true,
      failed: false,
    })
    expect(done.activityId).toBe('activity-7')
    expect(done.prevIdToNewIdMap).toEqual({ [codebaseId(1)]: codebaseId(9) })
  })

  it('records a failing instant update and a failed processing', () => {
    const done = reduceAll(sampleItem('MOVE_JSX'), [SENT, FINISHED_FAILING, FAILED])
    expect(done.lifecycle.instantUpdateFinished).toBe(true)
    expect(done.lifecycle.instantUpdateSuccessful).toBe(false)
    expect(done.lifecycle.consumed).toBe(true)
    expect(done.lifecycle.failed).toBe(true)
    expect(getLifecycleStage(done)).toBe('failed')
  })

  it('records what to select after the instant update and after its undo', () => {
    const after = { elementKey: `${codebaseId(1)}|sb|0-1`, multiselectElementKeys: null }
    const afterUndo = {
      elementKey: null,
      multiselectElementKeys: [`${codebaseId(1)}|sb|0-1`, `${codebaseId(2)}|sb|0-2`],
    }
    const item = reduceAll(sampleItem('WRAP_DIV'), [
      SENT,
      {
        type: 'instantUpdateFinished',
        successful: true,
        selectAfterInstantUpdate: after,
        selectAfterUndo: afterUndo,
      },
    ])
    expect(item.selectAfterInstantUpdate).toEqual(after)
    expect(item.selectAfterUndo).toEqual(afterUndo)
  })

  it('keeps the activity id and id map when processing reports none', () => {
    const item = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: codebaseId(1), newTagName: 'p' },
      activityId: 'activity-1',
      sendInstantUpdate: false,
    })
    const done = reduceChangeItem(item, SUCCEEDED)
    expect(done.activityId).toBe('activity-1')
    expect(done.prevIdToNewIdMap).toEqual({})
  })

  it('processes an item without instant update straight away', () => {
    const item = createChangeItem({
      type: 'EDIT_TEXT',
      changeFields: { codebaseIdToEditText: codebaseId(1), newText: 'a', oldText: 'b' },
      sendInstantUpdate: false,
    })
    expect(needsInstantUpdate(item)).toBe(false)
    expect(getLifecycleStage(reduceChangeItem(item, SUCCEEDED))).toBe('succeeded')
  })

  it('leaves the input item unchanged', () => {
    const item = sampleItem('STYLING')
    const snapshot = structuredClone(item)
    reduceAll(item, [SENT, FINISHED_OK, SUCCEEDED])
    expect(item).toEqual(snapshot)
  })

  it('keeps the item type, so a reduced STYLING item is still a STYLING item', () => {
    const item = reduceChangeItem(sampleItem('STYLING'), SENT)
    expect(item.changeFields.stylingFramework).toBe('Tailwind')
  })

  describe('refuses impossible orders', () => {
    const cases: readonly [string, () => ChangeItem, ChangeItemAction, string][] = [
      [
        'sending twice',
        () => reduceChangeItem(sampleItem('STYLING'), SENT),
        SENT,
        'its instant update was already sent',
      ],
      [
        'finishing an update never sent',
        () => sampleItem('STYLING'),
        FINISHED_OK,
        'its instant update was never sent',
      ],
      [
        'finishing twice',
        () => reduceAll(sampleItem('STYLING'), [SENT, FINISHED_OK]),
        FINISHED_FAILING,
        'its instant update already finished',
      ],
      [
        'processing before the instant update was sent',
        () => sampleItem('STYLING'),
        SUCCEEDED,
        'its instant update has not finished',
      ],
      [
        'failing while the instant update is under way',
        () => reduceChangeItem(sampleItem('STYLING'), SENT),
        FAILED,
        'its instant update has not finished',
      ],
      [
        'processing twice',
        () => reduceAll(sampleItem('STYLING'), [SENT, FINISHED_OK, SUCCEEDED]),
        FAILED,
        'it is already consumed',
      ],
      [
        'sending after processing',
        () =>
          reduceChangeItem(
            createChangeItem({
              type: 'REMOVE_CLASS',
              changeFields: { codebaseIdToRemoveClass: codebaseId(1), className: 'p-2' },
              sendInstantUpdate: false,
            }),
            SUCCEEDED,
          ),
        SENT,
        'it is already consumed',
      ],
      [
        'sending for an item created without instant update',
        () =>
          createChangeItem({
            type: 'REMOVE_CLASS',
            changeFields: { codebaseIdToRemoveClass: codebaseId(1), className: 'p-2' },
            sendInstantUpdate: false,
          }),
        SENT,
        'it sends no instant update',
      ],
      [
        'sending for an UNKNOWN item',
        () => createChangeItem({ type: 'UNKNOWN', changeFields: {} }),
        SENT,
        'it is already consumed',
      ],
      [
        'processing an UNKNOWN item',
        () => createChangeItem({ type: 'UNKNOWN', changeFields: {} }),
        SUCCEEDED,
        'it is already consumed',
      ],
    ]
    it.each(cases)('%s', (_name, build, action, reason) => {
      const item = build()
      expectChangeItemError(
        () => reduceChangeItem(item, action),
        'INVALID_TRANSITION',
        `Cannot apply ${action.type} to change ${item.id} (${item.type}): ${reason}`,
      )
    })
  })
})

describe('needsInstantUpdate', () => {
  it('is true only until the instant update is sent', () => {
    const item = sampleItem('ADD_CLASS')
    expect(needsInstantUpdate(item)).toBe(true)
    expect(needsInstantUpdate(reduceChangeItem(item, SENT))).toBe(false)
  })

  it('is false for an UNKNOWN item', () => {
    expect(needsInstantUpdate(createChangeItem({ type: 'UNKNOWN', changeFields: {} }))).toBe(false)
  })
})
