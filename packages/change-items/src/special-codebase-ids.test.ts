import { describe, expect, it } from 'vitest'
import { CLASS_PREFIXES } from './class-prefixes'
import {
  isSpecialCodebaseId,
  SPECIAL_CODEBASE_IDS,
  TEMPO_CODEBASE_ID_PREFIX,
} from './special-codebase-ids'

describe('fixed ids and prefixes', () => {
  it('has the special codebase ids of the specification', () => {
    expect(Object.values(SPECIAL_CODEBASE_IDS)).toEqual([
      'EMPTY-TREE',
      'SKIP-ROOT',
      'body',
      'root',
      '__next',
    ])
    for (const id of Object.values(SPECIAL_CODEBASE_IDS)) expect(isSpecialCodebaseId(id)).toBe(true)
    expect(isSpecialCodebaseId('html')).toBe(false)
    expect(TEMPO_CODEBASE_ID_PREFIX).toBe('tempo-')
  })

  it('has the class prefixes of the specification', () => {
    expect(CLASS_PREFIXES).toEqual({
      ELEMENT_KEY: 'arb89-key-',
      LOOKUP: 'arb89-lookup-',
      INSTANT_STYLING: 'arb89-styling-',
    })
  })
})
