import { describe, expect, it } from 'vitest'
import { samplePage } from '../testing/nav-tree-fixtures'
import { ActionRefused, type ActionTarget, codebaseIdOf, selectedKeys } from './action-target'

const page = samplePage()
const { B, C, D } = page.ids
const key = page.key

function target(selected: string | null, multi: readonly string[] = []): ActionTarget {
  return {
    index: page.index,
    selectedKey: selected === null ? null : key(selected),
    multiselectedKeys: multi.map(key),
  }
}

const nothing = target(null)

describe('selection helpers', () => {
  it('codebaseIdOf reads the codebase id of an element key', () => {
    expect(codebaseIdOf(key(D))).toBe(D)
  })

  it('selectedKeys prefers the multi-selection, else the single one, else none', () => {
    expect(selectedKeys(target(B, [C, D]))).toEqual([key(C), key(D)])
    expect(selectedKeys(target(B))).toEqual([key(B)])
    expect(selectedKeys(nothing)).toEqual([])
  })

  it('ActionRefused is an Error with its name, its refusal and the English message', () => {
    const error = new ActionRefused('select-element')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ActionRefused')
    expect(error.refusal).toBe('select-element')
    expect(error.message).toBe('Select an element first')
    const named = new ActionRefused('invalid-class-name', 'two words')
    expect([named.refusal, named.value, named.message]).toEqual([
      'invalid-class-name',
      'two words',
      '"two words" is not a class name',
    ])
  })
})
