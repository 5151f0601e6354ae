import { describe, expect, it } from 'vitest'
import { PostgrestError } from './postgrest-error.js'
import { parseField, parseSelect } from './select-parser.js'

describe('parseSelect', () => {
  it('reads columns, aliases, casts and json paths', () => {
    expect(parseSelect('id,name:full_name,xp::text,city:data->address->>city')).toEqual([
      { kind: 'column', field: { name: 'id', jsonPath: [] }, alias: undefined, cast: undefined },
      {
        kind: 'column',
        field: { name: 'full_name', jsonPath: [] },
        alias: 'name',
        cast: undefined,
      },
      { kind: 'column', field: { name: 'xp', jsonPath: [] }, alias: undefined, cast: 'text' },
      {
        kind: 'column',
        field: {
          name: 'data',
          jsonPath: [
            { arrow: '->', key: 'address' },
            { arrow: '->>', key: 'city' },
          ],
        },
        alias: 'city',
        cast: undefined,
      },
    ])
  })

  it('reads embedded relations with alias, hint and inner', () => {
    expect(parseSelect('*,course:courses!course_id!inner(slug,title_en)')).toEqual([
      { kind: 'star' },
      {
        kind: 'embed',
        relation: 'courses',
        alias: 'course',
        hint: 'course_id',
        inner: true,
        spread: false,
        select: [
          {
            kind: 'column',
            field: { name: 'slug', jsonPath: [] },
            alias: undefined,
            cast: undefined,
          },
          {
            kind: 'column',
            field: { name: 'title_en', jsonPath: [] },
            alias: undefined,
            cast: undefined,
          },
        ],
      },
    ])
  })

  it('treats an empty select as all columns and accepts quoted names', () => {
    expect(parseSelect('')).toEqual([{ kind: 'star' }])
    expect(parseSelect('"odd,name"')).toEqual([
      {
        kind: 'column',
        field: { name: 'odd,name', jsonPath: [] },
        alias: undefined,
        cast: undefined,
      },
    ])
  })

  it('refuses unbalanced parentheses with PGRST100', () => {
    expect(() => parseSelect('id,courses(slug')).toThrow(PostgrestError)
    try {
      parseSelect('id,)')
    } catch (error) {
      expect((error as PostgrestError).code).toBe('PGRST100')
    }
  })

  it('refuses trailing text after a field', () => {
    expect(() => parseField('name) or (1=1')).toThrow(PostgrestError)
  })

  it('reads spreads and the !left hint', () => {
    expect(parseSelect('id,...courses!left(slug)')[1]).toMatchObject({
      kind: 'embed',
      relation: 'courses',
      spread: true,
      inner: false,
    })
    expect(() => parseSelect('...courses')).toThrow(PostgrestError)
  })

  it('reads aggregates with aliases and casts of input and result', () => {
    expect(parseSelect('total:amount::numeric.sum()::int,count(),day')).toEqual([
      {
        kind: 'aggregate',
        fn: 'sum',
        field: { name: 'amount', jsonPath: [] },
        alias: 'total',
        cast: 'numeric',
        resultCast: 'int',
      },
      {
        kind: 'aggregate',
        fn: 'count',
        field: undefined,
        alias: undefined,
        cast: undefined,
        resultCast: undefined,
      },
      { kind: 'column', field: { name: 'day', jsonPath: [] }, alias: undefined, cast: undefined },
    ])
    expect(() => parseSelect('amount.median()')).toThrow(PostgrestError)
  })
})
