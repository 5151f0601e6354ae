import type { Condition, OrderTerm } from './filter-parser.js'
import { parseInList } from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'
import type { TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'
import type { FieldRef } from './select-parser.js'
import type { SqlParams } from './sql-params.js'

function undefinedColumn(table: TableInfo, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${table.name}.${column} does not exist`)
}

/** `alias."col"->'key'->>'key'` for a checked field. */
export function fieldSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  field: FieldRef,
): string {
  if (!table.columns.has(field.name)) throw undefinedColumn(table, field.name)
  let sql = `${quoteIdent(alias)}.${quoteIdent(field.name)}`
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}

/** SQL for one condition tree on `alias`. */
export function conditionSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  condition: Condition,
): string {
  if (condition.kind === 'group') {
    const parts = condition.children.map((child) => conditionSql(params, table, alias, child))
    const joined =
      parts.length === 0
        ? condition.logic === 'and'
          ? 'true'
          : 'false'
        : parts.join(condition.logic === 'and' ? ' and ' : ' or ')
    return condition.negate ? `not (${joined})` : `(${joined})`
  }
  const column = fieldSql(params, table, alias, condition.field)
  let sql: string
  switch (condition.operator) {
    case 'eq':
      sql = `${column} = ${params.add(condition.value)}`
      break
    case 'neq':
      sql = `${column} <> ${params.add(condition.value)}`
      break
    case 'gt':
      sql = `${column} > ${params.add(condition.value)}`
      break
    case 'gte':
      sql = `${column} >= ${params.add(condition.value)}`
      break
    case 'lt':
      sql = `${column} < ${params.add(condition.value)}`
      break
    case 'lte':
      sql = `${column} <= ${params.add(condition.value)}`
      break
    case 'like':
      sql = `${column}::text like ${params.add(condition.value.replaceAll('*', '%'))}`
      break
    case 'ilike':
      sql = `${column}::text ilike ${params.add(condition.value.replaceAll('*', '%'))}`
      break
    case 'match':
      sql = `${column}::text ~ ${params.add(condition.value)}`
      break
    case 'imatch':
      sql = `${column}::text ~* ${params.add(condition.value)}`
      break
    case 'is': {
      const keyword = condition.value.toLowerCase()
      sql = `${column} is ${keyword === 'null' ? 'null' : keyword === 'true' ? 'true' : keyword === 'false' ? 'false' : 'unknown'}`
      break
    }
    case 'in': {
      const items = parseInList(condition.value)
      sql =
        items.length === 0
          ? 'false'
          : `${column} in (${items.map((item) => params.add(item)).join(', ')})`
      break
    }
    case 'cs':
      sql = `${column} @> ${params.add(condition.value)}`
      break
    case 'cd':
      sql = `${column} <@ ${params.add(condition.value)}`
      break
    case 'ov':
      sql = `${column} && ${params.add(condition.value)}`
      break
    default: {
      const unreachable: never = condition.operator
      throw new Error(`Unknown operator ${String(unreachable)}`)
    }
  }
  return condition.negate ? `not (${sql})` : sql
}

/** `order by …` for `alias`, or an empty string. */
export function orderSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  order: OrderTerm[],
): string {
  if (order.length === 0) return ''
  const terms = order.map((term) => {
    const nulls = term.nulls === undefined ? '' : ` nulls ${term.nulls}`
    return `${fieldSql(params, table, alias, term.field)} ${term.direction}${nulls}`
  })
  return ` order by ${terms.join(', ')}`
}

/** ` limit $n offset $m` for the given paging, or an empty string. */
export function pagingSql(params: SqlParams, limit?: number, offset?: number): string {
  let sql = ''
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::bigint`
  if (offset !== undefined && offset > 0) sql += ` offset ${params.add(offset)}::bigint`
  return sql
}

/** `where …` (with a leading space) for the top-level conditions, or an empty string. */
export function whereSql(
  params: SqlParams,
  table: TableInfo,
  alias: string,
  conditions: Condition[],
  extra: string[] = [],
): string {
  const parts = conditions.map((condition) => conditionSql(params, table, alias, condition))
  parts.push(...extra)
  return parts.length === 0 ? '' : ` where ${parts.join(' and ')}`
}
