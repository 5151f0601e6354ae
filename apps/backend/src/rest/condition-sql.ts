import { fieldSql } from './field-sql.js'
import type { Condition, OrderTerm } from './filter-parser.js'
import { filterSql } from './filter-sql.js'
import type { TableInfo } from './schema-cache.js'
import type { SqlParams } from './sql-params.js'

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
  const sql = filterSql(params, table, alias, condition)
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
