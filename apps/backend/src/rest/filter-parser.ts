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
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'

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
  'in',
  'cs',
  'cd',
  'ov',
])

/** A condition of a `where` clause: one filter or an and/or group. */
export type Condition =
  | { kind: 'filter'; field: FieldRef; negate: boolean; operator: FilterOperator; value: string }
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
  const operator = dot < 0 ? rest : rest.slice(0, dot)
  if (!OPERATORS.has(operator) || dot < 0) {
    throw parseError(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      `unexpected "${operator}" expecting an operator (eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, is, in, cs, cd, ov)`,
    )
  }
  let value = rest.slice(dot + 1)
  if (inLogicTree && operator !== 'in') value = unquote(value)
  if (operator === 'in' && !(value.startsWith('(') && value.endsWith(')'))) {
    throw parseError(`"failed to parse filter (${text})" (line 1, column 1)`, 'expecting "("')
  }
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError(
      `"failed to parse filter (${text})" (line 1, column 1)`,
      'expecting null, true, false or unknown',
    )
  }
  return { kind: 'filter', field, negate, operator: operator as FilterOperator, value }
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
