import { describe, expect, it } from 'vitest'
import { samplePage } from '../testing/nav-tree-fixtures'
import type { ActionTarget } from './action-target'
import { addClass, changeProp, removeClass, styleElement } from './change-builders'

const page = samplePage()
const { B, D, E } = page.ids

function target(selected: string | null, multi: readonly string[] = []): ActionTarget {
  return {
    index: page.index,
    selectedKey: selected === null ? null : page.key(selected),
    multiselectedKeys: multi.map(page.key),
  }
}

describe('styling and classes on a multi-selection: one change naming every element', () => {
  it('styleElement names the primary element and the others once each', () => {
    expect(styleElement(target(D, [D, E, B, E]), { padding: '24px' }, ['md'])).toEqual({
      type: 'STYLING',
      changeFields: {
        codebaseId: D,
        alsoCodebaseIds: [E, B],
        stylingChanges: { padding: '24px' },
        stylingFramework: 'Tailwind',
        modifiers: ['md'],
        customProperties: {},
      },
    })
  })

  it('addClass and removeClass do the same; one element sends no list', () => {
    expect(addClass(target(B, [B, D]), 'underline', []).changeFields).toMatchObject({
      codebaseIdToAddClass: B,
      alsoCodebaseIds: [D],
    })
    expect(removeClass(target(B, [B, D]), 'underline').changeFields).toEqual({
      codebaseIdToRemoveClass: B,
      alsoCodebaseIds: [D],
      className: 'underline',
    })
    expect(styleElement(target(B), { color: 'red' }, []).changeFields).not.toHaveProperty(
      'alsoCodebaseIds',
    )
  })

  it('changeProp gives every selected element the prop in one change', () => {
    expect(changeProp(target(D, [D, E]), 'title', 'Hi')).toEqual({
      type: 'CHANGE_PROP',
      changeFields: {
        codebaseIdToChange: D,
        propName: 'title',
        propValue: 'Hi',
        alsoCodebaseIds: [E],
      },
    })
    expect(changeProp(target(D), 'title', 'Hi').changeFields).not.toHaveProperty('alsoCodebaseIds')
  })

  it('a multi-selection without a primary element takes its first as primary', () => {
    expect(removeClass(target(null, [E, D]), 'x').changeFields).toEqual({
      codebaseIdToRemoveClass: E,
      alsoCodebaseIds: [D],
      className: 'x',
    })
  })
})
