import { describe, expect, it } from 'vitest'
import {
  parseFilter,
  parseInList,
  parseLogicTree,
  parseOrder,
  splitTopLevel,
} from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'

const field = (name: string) => ({ name, jsonPath: [] })

describe('filter parsing', () => {
  it('reads operator, negation and value', () => {
    expect(parseFilter(field('xp'), 'not.gte.100')).toEqual({
      kind: 'filter',
      field: field('xp'),
      negate: true,
      operator: 'gte',
      value: '100',
    })
  })

  it('refuses unknown operators and bad is values', () => {
    expect(() => parseFilter(field('xp'), 'bigger.1')).toThrow(PostgrestError)
    expect(() => parseFilter(field('xp'), 'is.maybe')).toThrow(PostgrestError)
    expect(() => parseFilter(field('xp'), 'in.1,2')).toThrow(PostgrestError)
  })

  it('splits in-lists honouring quotes', () => {
    expect(parseInList('(a,"b,c",d)')).toEqual(['a', 'b,c', 'd'])
    expect(parseInList('()')).toEqual([])
  })

  it('reads nested logic trees', () => {
    const tree = parseLogicTree('or', false, '(xp.gt.10,and(onboarding_step.eq.2,badges.cs.{a,b}))')
    expect(tree).toEqual({
      kind: 'group',
      logic: 'or',
      negate: false,
      children: [
        { kind: 'filter', field: field('xp'), negate: false, operator: 'gt', value: '10' },
        {
          kind: 'group',
          logic: 'and',
          negate: false,
          children: [
            {
              kind: 'filter',
              field: field('onboarding_step'),
              negate: false,
              operator: 'eq',
              value: '2',
            },
            {
              kind: 'filter',
              field: field('badges'),
              negate: false,
              operator: 'cs',
              value: '{a,b}',
            },
          ],
        },
      ],
    })
  })

  it('refuses unbalanced logic trees', () => {
    expect(() => splitTopLevel('a.eq.(1')).toThrow(PostgrestError)
  })

  it('reads order terms with nulls placement', () => {
    expect(parseOrder('xp.desc.nullslast,full_name')).toEqual([
      { field: field('xp'), direction: 'desc', nulls: 'last' },
      { field: field('full_name'), direction: 'asc', nulls: undefined },
    ])
    expect(() => parseOrder('xp.sideways')).toThrow(PostgrestError)
  })

  it('reads quantifiers, text-search languages and the newer is keywords', () => {
    expect(parseFilter(field('name'), 'like(any).{a*,b*}')).toMatchObject({
      operator: 'like',
      quantifier: 'any',
      value: '{a*,b*}',
    })
    expect(parseFilter(field('xp'), 'not.gt(all).{1,2}')).toMatchObject({
      negate: true,
      operator: 'gt',
      quantifier: 'all',
    })
    expect(parseFilter(field('doc'), 'wfts(english).fat cat')).toMatchObject({
      operator: 'wfts',
      language: 'english',
      value: 'fat cat',
    })
    expect(parseFilter(field('during'), 'adj.[1,2)')).toMatchObject({ operator: 'adj' })
    expect(parseFilter(field('xp'), 'isdistinct.3')).toMatchObject({ operator: 'isdistinct' })
    expect(parseFilter(field('xp'), 'is.NOT_NULL')).toMatchObject({ operator: 'is' })
  })

  it('refuses modifiers on operators that take none', () => {
    expect(() => parseFilter(field('xp'), 'neq(any).{1}')).toThrow(PostgrestError)
    expect(() => parseFilter(field('xp'), 'fts(any).x')).not.toThrow()
    expect(() => parseFilter(field('xp'), 'eq(english).x')).toThrow(PostgrestError)
    expect(() => parseFilter(field('xp'), 'fts(bad lang).x')).toThrow(PostgrestError)
  })
})
