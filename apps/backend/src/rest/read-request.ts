import {
  type Condition,
  countFilters,
  type OrderTerm,
  parseFilter,
  parseLogicTree,
  parseOrder,
} from './filter-parser.js'
import { PostgrestError, parseError } from './postgrest-error.js'
import { limitError, QUERY_LIMITS } from './query-limits.js'
import type { TableInfo } from './schema-cache.js'
import { parseField, parseSelect, type SelectItem } from './select-parser.js'
import type { EmbedModifiers, ReadSpec } from './sql-builder.js'

/** Query parameters with a meaning of their own (not filters). */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey'])

/** A query string as a list of (key, value) pairs; repeated keys are kept. */
export type QueryPairs = [string, string][]

function parseNonNegative(name: string, value: string): number {
  if (!/^\d+$/.test(value)) {
    throw parseError(
      `"failed to parse ${name} parameter (${value})"`,
      'expecting a non-negative integer',
    )
  }
  return Number(value)
}

function modifiersFor(map: Map<string, EmbedModifiers>, name: string): EmbedModifiers {
  let modifiers = map.get(name)
  if (modifiers === undefined) {
    modifiers = { conditions: [], order: [], limit: undefined, offset: undefined }
    map.set(name, modifiers)
  }
  return modifiers
}

function conditionFor(key: string, value: string): Condition {
  const logic = /^(not\.)?(and|or)$/.exec(key)
  if (logic?.[2]) return parseLogicTree(logic[2] as 'and' | 'or', logic[1] !== undefined, value)
  return parseFilter(parseField(key), value)
}

/** Parses conditions while keeping the request's filter count within its limit. */
function filterBudget(): (key: string, value: string) => Condition {
  let used = 0
  return (key, value) => {
    const condition = conditionFor(key, value)
    used += countFilters(condition)
    if (used > QUERY_LIMITS.filters) {
      throw limitError(
        `The request has more than ${QUERY_LIMITS.filters} filters`,
        `At most ${QUERY_LIMITS.filters} filters (including those inside or=/and=) are accepted`,
      )
    }
    return condition
  }
}

/**
 * Turns a request's query string into what to read: select list, filters (including `or=`,
 * `and=` and `not.`), order, paging, and per-embed filters/order/paging (`rel.col=…`,
 * `rel.order=…`, `rel.limit=…`). `argNames` are query keys consumed as function arguments.
 */
export function parseReadRequest(
  table: TableInfo,
  pairs: QueryPairs,
  argNames: ReadonlySet<string> = new Set(),
): ReadSpec {
  let select: SelectItem[] = [{ kind: 'star' }]
  const conditions: Condition[] = []
  let order: OrderTerm[] = []
  let limit: number | undefined
  let offset: number | undefined
  const embedded = new Map<string, EmbedModifiers>()
  const condition = filterBudget()

  for (const [key, value] of pairs) {
    if (argNames.has(key)) continue
    if (key === 'select') {
      select = parseSelect(value)
      continue
    }
    if (key === 'order') {
      order = parseOrder(value)
      continue
    }
    if (key === 'limit') {
      limit = parseNonNegative('limit', value)
      continue
    }
    if (key === 'offset') {
      offset = parseNonNegative('offset', value)
      continue
    }
    if (RESERVED.has(key)) continue
    const dot = key.indexOf('.')
    const isJsonPath = key.indexOf('->') >= 0 && (dot < 0 || key.indexOf('->') < dot)
    if (dot > 0 && !isJsonPath && !key.startsWith('not.')) {
      const embed = key.slice(0, dot)
      const rest = key.slice(dot + 1)
      const modifiers = modifiersFor(embedded, embed)
      if (rest === 'order') modifiers.order = parseOrder(value)
      else if (rest === 'limit') modifiers.limit = parseNonNegative('limit', value)
      else if (rest === 'offset') modifiers.offset = parseNonNegative('offset', value)
      else modifiers.conditions.push(condition(rest, value))
      continue
    }
    conditions.push(condition(key, value))
  }
  for (const name of embedded.keys()) {
    if (!select.some((item) => item.kind === 'embed' && (item.alias ?? item.relation) === name)) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    }
  }
  return { table, select, conditions, order, limit, offset, embedded }
}

/** Reads a `Range: 0-9` request header into offset and limit. */
export function parseRangeHeader(
  header: string | undefined,
): { offset: number; limit: number | undefined } | undefined {
  if (header === undefined) return undefined
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header)
  if (!match?.[1]) return undefined
  const from = Number(match[1])
  const to = match[2] === undefined || match[2] === '' ? undefined : Number(match[2])
  if (to !== undefined && to < from) {
    return { offset: from, limit: 0 }
  }
  return { offset: from, limit: to === undefined ? undefined : to - from + 1 }
}
