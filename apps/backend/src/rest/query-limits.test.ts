import { describe, expect, it } from 'vitest'
import { jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/json-depth.js'
import { parseLogicTree } from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'
import { QUERY_LIMITS } from './query-limits.js'
import { parseReadRequest } from './read-request.js'
import type { TableInfo } from './schema-cache.js'
import { parseSelect } from './select-parser.js'

/** Runs `parse`, expecting a 400 PGRST100 (never another error, never a stack overflow). */
function refusal(parse: () => unknown): PostgrestError {
  try {
    parse()
  } catch (error) {
    expect(error).toBeInstanceOf(PostgrestError)
    const refused = error as PostgrestError
    expect({ status: refused.status, code: refused.code }).toEqual({
      status: 400,
      code: 'PGRST100',
    })
    return refused
  }
  throw new Error('expected the input to be refused')
}

const nestedOr = (levels: number) => `${'or('.repeat(levels)}a.eq.1${')'.repeat(levels)}`
const table = { name: 'profiles' } as TableInfo

describe('query limits', () => {
  it('refuses a 3,000-level or= tree quickly, naming the limit', () => {
    const started = performance.now()
    const error = refusal(() => parseLogicTree('or', false, `(${nestedOr(3000)})`))
    expect(performance.now() - started).toBeLessThan(50)
    expect(error.message).toContain(`${QUERY_LIMITS.logicDepth} levels`)
  })

  it('accepts 20 nested groups and refuses 21', () => {
    expect(parseLogicTree('or', false, `(${nestedOr(19)})`).kind).toBe('group')
    refusal(() => parseLogicTree('or', false, `(${nestedOr(20)})`))
  })

  it('keeps arrow-heavy fields in logic trees linear', () => {
    const started = performance.now()
    refusal(() => parseLogicTree('or', false, `(a${'->a'.repeat(2000)})`))
    expect(performance.now() - started).toBeLessThan(50)
  })

  it('refuses unbalanced and garbage trees of any size with a 400', () => {
    refusal(() => parseLogicTree('or', false, `(${'('.repeat(50_000)})`))
    refusal(() => parseLogicTree('or', false, `(${')'.repeat(50_000)})`))
    refusal(() => parseLogicTree('or', false, `(${'a.eq.1,'.repeat(20_000)}x)`))
  })

  it('counts filters across the request, inside logic trees too', () => {
    const leaves = (n: number) => `(${Array.from({ length: n }, (_, i) => `a.eq.${i}`).join(',')})`
    const within = parseReadRequest(table, [['or', leaves(QUERY_LIMITS.filters)]])
    expect(within.conditions).toHaveLength(1)
    const error = refusal(() =>
      parseReadRequest(table, [
        ['or', leaves(QUERY_LIMITS.filters)],
        ['xp', 'gt.1'],
      ]),
    )
    expect(error.message).toContain(`${QUERY_LIMITS.filters} filters`)
  })

  it('refuses a 100k-character select: too wide or too deep', () => {
    const wide = 'a,'.repeat(50_000).slice(0, -1)
    expect(refusal(() => parseSelect(wide)).message).toContain(`${QUERY_LIMITS.selectItems} items`)
    const deep = `${'a('.repeat(50_000)}b${')'.repeat(50_000)}`
    expect(refusal(() => parseSelect(deep)).message).toContain(`${QUERY_LIMITS.embedDepth} levels`)
    refusal(() => parseSelect('"'.repeat(100_000)))
  })

  it('accepts embeds up to the depth limit', () => {
    const depth = QUERY_LIMITS.embedDepth
    expect(parseSelect(`${'a('.repeat(depth)}b${')'.repeat(depth)}`)).toHaveLength(1)
    refusal(() => parseSelect(`${'a('.repeat(depth + 1)}b${')'.repeat(depth + 1)}`))
  })

  it('measures JSON depth without parsing, ignoring brackets inside strings', () => {
    expect(jsonDepthExceeds('[]'.repeat(10))).toBe(false)
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(
      false,
    )
    expect(jsonDepthExceeds(`${'['.repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true)
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(500)}\\"${'{'.repeat(500)}"}`)).toBe(false)
    expect(jsonDepthExceeds('{"a":'.repeat(300_000))).toBe(true)
  })
})
