import { type PostgrestError, parseError } from './postgrest-error.js'
import { checkBracketDepth, limitError, QUERY_LIMITS } from './query-limits.js'
import { type FieldRef, parseField } from './select-parser.js'

/** The filter operators of PostgREST this backend supports. */
export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxr'
  | 'nxl'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts'

const OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
])

/** Operators that take `(any)` / `(all)` and an array value (PostgREST's quantified operators). */
const QUANTIFIABLE = new Set<string>([
  'eq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])

/** Full-text operators, which take an optional `(language)`. */
export const FTS_OPERATORS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts'])

const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown']

/** A filter on one field, e.g. `title=like(any).{a*,b*}` or `doc=fts(english).cat`. */
export interface FilterCondition {
  kind: 'filter'
  field: FieldRef
  negate: boolean
  operator: FilterOperator
  value: string
  /** `any`/`all` of a quantified operator: the value is an array literal `{a,b}`. */
  quantifier?: 'any' | 'all' | undefined
  /** The text-search configuration of a full-text operator (`fts(english)`). */
  language?: string | undefined
}

/** A condition of a `where` clause: one filter or an and/or group. */
export type Condition =
  | FilterCondition
  | { kind: 'group'; logic: 'and' | 'or'; negate: boolean; children: Condition[] }

/** One `order` term. */
export interface OrderTerm {
  field: FieldRef
  direction: 'asc' | 'desc'
  nulls: 'first' | 'last' | undefined
}

/** Splits on commas that are outside parentheses, braces and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string
    if (char === '\\' && quoted && index + 1 < text.length) {
      current += char + (text[index + 1] as string)
      index += 1
      continue
    }
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '(' || char === '{')) depth += 1
    else if (!quoted && (char === ')' || char === '}')) depth -= 1
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else {
      current += char
    }
  }
  if (quoted || depth !== 0) throw parseError(`failed to parse logic tree (${text})`)
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/**
 * Parses the value part of a filter, `[not.]operator.value` (e.g. `not.in.(1,2)`), for `field`.
 * Values inside logic trees may be double-quoted.
 *
 * @throws {PostgrestError} PGRST100 for an unknown operator or a malformed value.
 */
export function parseFilter(field: FieldRef, text: string, inLogicTree = false): Condition {
  let rest = text
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const token = dot < 0 ? rest : rest.slice(0, dot)
  const parts = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(token)
  const operator = parts?.[1] ?? token
  const modifier = parts?.[2]
  const failure = (details: string) =>
    parseError(`"failed to parse filter (${text})" (line 1, column 1)`, details)
  if (!OPERATORS.has(operator) || dot < 0) {
    throw failure(`unexpected "${token.slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`)
  }
  let quantifier: 'any' | 'all' | undefined
  let language: string | undefined
  if (modifier !== undefined) {
    if (QUANTIFIABLE.has(operator) && (modifier === 'any' || modifier === 'all')) {
      quantifier = modifier
    } else if (FTS_OPERATORS.has(operator) && /^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
      language = modifier
    } else {
      throw failure(`unexpected "(" expecting operator (eq, gt, ...)`)
    }
  }
  let value = rest.slice(dot + 1)
  if (inLogicTree && operator !== 'in') value = unquote(value)
  if (operator === 'in' && !(value.startsWith('(') && value.endsWith(')'))) {
    throw failure('expecting "("')
  }
  if (operator === 'is' && !IS_VALUES.includes(value.toLowerCase())) {
    throw failure('isVal: (null, not_null, true, false, unknown)')
  }
  const condition: FilterCondition = {
    kind: 'filter',
    field,
    negate,
    operator: operator as FilterOperator,
    value,
  }
  if (quantifier !== undefined) condition.quantifier = quantifier
  if (language !== undefined) condition.language = language
  return condition
}

/** Splits the list value of an `in` filter: `(a,"b,c",d)` → `['a', 'b,c', 'd']`. */
export function parseInList(value: string): string[] {
  const inner = value.slice(1, -1)
  if (inner === '') return []
  return splitTopLevel(inner).map((item) => unquote(item.trim()))
}

// In-lists (`in.(…)`) and array/JSON values (`cs.{…}`) add bracket levels below the groups.
const VALUE_BRACKET_ALLOWANCE = 8

/**
 * Parses a logic tree, the value of `or=` / `and=` (with its parentheses), e.g.
 * `(age.gt.18,and(name.eq.x,active.is.true))`. Trees nested deeper than
 * {@link QUERY_LIMITS.logicDepth} are refused before any recursive work.
 *
 * @throws {PostgrestError} PGRST100 for a malformed or too deeply nested tree.
 */
export function parseLogicTree(logic: 'and' | 'or', negate: boolean, text: string): Condition {
  checkBracketDepth(text, QUERY_LIMITS.logicDepth + VALUE_BRACKET_ALLOWANCE, tooDeep)
  return parseGroup(logic, negate, text, 1)
}

function tooDeep(): PostgrestError {
  return limitError(
    `The logic tree is nested deeper than ${QUERY_LIMITS.logicDepth} levels`,
    `or=/and= groups may be nested at most ${QUERY_LIMITS.logicDepth} levels deep`,
  )
}

function parseGroup(logic: 'and' | 'or', negate: boolean, text: string, depth: number): Condition {
  if (depth > QUERY_LIMITS.logicDepth) throw tooDeep()
  if (!(text.startsWith('(') && text.endsWith(')'))) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`, 'expecting "("')
  }
  const children = splitTopLevel(text.slice(1, -1)).map((part) =>
    parseLogicItem(part.trim(), depth),
  )
  return { kind: 'group', logic, negate, children }
}

const GROUP = /^(not\.)?(and|or)\(/

/** The index of the first `.` outside double quotes: where a filter's field ends. */
function fieldEnd(text: string): number {
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (char === '"') quoted = !quoted
    else if (char === '.' && !quoted) return index
  }
  return -1
}

function parseLogicItem(text: string, depth: number): Condition {
  const group = GROUP.exec(text)
  if (group?.[2] && text.endsWith(')')) {
    const open = group[0].length - 1
    return parseGroup(group[2] as 'and' | 'or', group[1] !== undefined, text.slice(open), depth + 1)
  }
  // field.[not.]op.value — the field ends at the first dot outside quotes (a linear scan: a
  // regular expression here backtracked exponentially on `a->a->a…`).
  const end = fieldEnd(text)
  if (end <= 0 || end === text.length - 1) {
    throw parseError(`"failed to parse logic tree (${text})" (line 1, column 1)`)
  }
  return parseFilter(parseField(text.slice(0, end)), text.slice(end + 1), true)
}

/** Counts the filters (leaves) of a condition, without recursion. */
export function countFilters(condition: Condition): number {
  let count = 0
  const pending: Condition[] = [condition]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.kind === 'filter') count += 1
    else pending.push(...next.children)
  }
  return count
}

/** Parses `order=col.desc.nullslast,other`. */
export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((term) => {
    const parts = term.split('.')
    const name = parts.shift() ?? ''
    let direction: 'asc' | 'desc' = 'asc'
    let nulls: 'first' | 'last' | undefined
    for (const part of parts) {
      if (part === 'asc' || part === 'desc') direction = part
      else if (part === 'nullsfirst') nulls = 'first'
      else if (part === 'nullslast') nulls = 'last'
      else {
        throw parseError(
          `"failed to parse order (${text})" (line 1, column 1)`,
          `unexpected "${part}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        )
      }
    }
    return { field: parseField(name), direction, nulls }
  })
}
