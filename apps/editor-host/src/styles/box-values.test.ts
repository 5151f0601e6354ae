import { describe, expect, it } from 'vitest'
import { shorthandOf, visibleClasses } from './box-values'

const sides = (property: string, top: string, right: string, bottom: string, left: string) => ({
  [`${property}-top`]: top,
  [`${property}-right`]: right,
  [`${property}-bottom`]: bottom,
  [`${property}-left`]: left,
})

describe('shorthandOf', () => {
  it('is one value when all sides agree', () => {
    expect(shorthandOf(sides('padding', '16px', '16px', '16px', '16px'), 'padding')).toBe('16px')
  })

  it('is two values when top/bottom and left/right agree', () => {
    expect(shorthandOf(sides('margin', '8px', '4px', '8px', '4px'), 'margin')).toBe('8px 4px')
  })

  it('is four values otherwise', () => {
    expect(shorthandOf(sides('margin', '1px', '2px', '3px', '4px'), 'margin')).toBe(
      '1px 2px 3px 4px',
    )
    expect(shorthandOf(sides('margin', '1px', '2px', '3px', '2px'), 'margin')).toBe(
      '1px 2px 3px 2px',
    )
  })

  it('reads only the named property', () => {
    const evals = {
      ...sides('margin', '1px', '1px', '1px', '1px'),
      ...sides('padding', '0px', '0px', '0px', '0px'),
    }
    expect(shorthandOf(evals, 'padding')).toBe('0px')
    expect(shorthandOf(evals, 'margin')).toBe('1px')
  })

  it('is empty when no side is known', () => {
    expect(shorthandOf({}, 'padding')).toBe('')
    expect(shorthandOf({ color: 'red' }, 'padding')).toBe('')
  })
})

describe('visibleClasses', () => {
  it('hides the editor marks and keeps the rest in order', () => {
    expect(
      visibleClasses([
        'p-4',
        'arb89-styling-x',
        'tempo-00000000-0000-4000-8000-000000000001',
        'text-lg',
        'my-tempo-like',
      ]),
    ).toEqual(['p-4', 'text-lg', 'my-tempo-like'])
  })
})
