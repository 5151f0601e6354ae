// @vitest-environment jsdom
import { createChangeItem, serialiseChangeItem } from '@splendid/change-items'
import { describe, expect, it, vi } from 'vitest'
import { createInstantHistory } from './instant-history'
import { fixtureTree, ID } from './test/runtime-fixture'

function setup() {
  const fixture = fixtureTree()
  const rebuild = vi.spyOn(fixture.tree, 'rebuild')
  const changed = vi.fn()
  const apply = vi.fn((target: { elementKey: string | null }) => ({
    elementKey: target.elementKey,
    multiselectElementKeys: [],
  }))
  const history = createInstantHistory({
    document,
    emit: fixture.emit,
    logger: fixture.logger,
    tree: fixture.tree,
    selection: { apply },
    changed,
  })
  return { ...fixture, history, rebuild, changed, apply }
}

const styling = (codebaseId: string, elementKey: string) =>
  createChangeItem({
    type: 'STYLING',
    changeFields: {
      codebaseId,
      stylingChanges: { color: 'red' },
      stylingFramework: 'Inline',
      modifiers: [],
      customProperties: {},
    },
    selectAfterInstantUpdate: { elementKey, multiselectElementKeys: null },
  })

describe('createInstantHistory', () => {
  it('restyles without rebuilding the tree, selects and reports the update', () => {
    const { history, keyOf, el, rebuild, changed, apply, last } = setup()
    const item = styling(ID.button, keyOf(ID.button))
    const result = history.apply(serialiseChangeItem(item))
    expect(result).toEqual({
      changeItemId: item.id,
      successful: true,
      selection: { elementKey: keyOf(ID.button), multiselectElementKeys: [] },
    })
    expect(last('instantUpdateDone')).toEqual(result)
    expect(getComputedStyle(el(ID.button)).color).toBe('rgb(255, 0, 0)')
    expect(rebuild).not.toHaveBeenCalled()
    expect(changed).toHaveBeenCalledOnce()
    expect(apply).toHaveBeenCalledOnce()
  })

  it('rebuilds the tree after a change that hides elements, and after its undo', () => {
    const { history, el, rebuild, changed } = setup()
    const remove = createChangeItem({
      type: 'REMOVE_JSX',
      changeFields: { codebaseIdsToRemove: [ID.title] },
    })
    expect(history.apply(serialiseChangeItem(remove)).successful).toBe(true)
    expect(getComputedStyle(el(ID.title)).display).toBe('none')
    const undo = createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: remove } })
    history.apply(serialiseChangeItem(undo))
    expect(rebuild).toHaveBeenCalledTimes(2)
    expect(changed).not.toHaveBeenCalled()
    expect(getComputedStyle(el(ID.title)).display).not.toBe('none')
  })

  it('while flushing, shows only the instant-undo types and selects nothing for the rest', () => {
    const { history, apply, last } = setup()
    history.setFlushing(true)
    expect(history.flushing).toBe(true)
    const tag = createChangeItem({
      type: 'CHANGE_TAG',
      changeFields: { codebaseIdToChange: ID.title, newTagName: 'h2' },
    })
    expect(history.apply(serialiseChangeItem(tag))).toMatchObject({
      successful: false,
      selection: { elementKey: null, multiselectElementKeys: null },
    })
    expect(last('instantUpdateDone')).toMatchObject({ successful: false })
    expect(apply).not.toHaveBeenCalled()
  })

  it('reverts every update still shown', () => {
    const { history, keyOf, el } = setup()
    history.apply(serialiseChangeItem(styling(ID.title, keyOf(ID.title))))
    history.revertAll()
    expect(el(ID.title).className).toBe(`big ${ID.title}`)
  })
})
