import { describe, expect, it } from 'vitest'
import { samplePage } from '../testing/nav-tree-fixtures'
import type { ActionTarget } from './action-target'
import { insertPlaceAtSelection } from './insert-place'

// main A: h1 B, section C (p D, p E), component F.
const page = samplePage()
const { A, B, C, D, F } = page.ids
const target = (id: string | null, multi: readonly string[] = []): ActionTarget => ({
  index: page.index,
  selectedKey: id === null ? null : page.key(id),
  multiselectedKeys: multi.map(page.key),
})

describe('insertPlaceAtSelection', () => {
  it('a container takes it last; a text element or a component instance, right after itself', () => {
    expect(insertPlaceAtSelection(target(C))).toEqual({
      parentKey: page.key(C),
      index: 2,
      childIndex: null,
      horizontal: false,
    })
    expect(insertPlaceAtSelection(target(B))).toEqual({
      parentKey: page.key(A),
      index: 1,
      childIndex: null,
      horizontal: false,
    })
    expect(insertPlaceAtSelection(target(F))?.index).toBe(3)
  })

  it('nothing without one selected element', () => {
    expect(insertPlaceAtSelection(target(null))).toBeNull()
    expect(insertPlaceAtSelection(target(D, [D, B]))).toBeNull()
  })
})
