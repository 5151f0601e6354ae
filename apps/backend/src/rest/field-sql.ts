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
  const computed = table.columns.has(field.name) ? undefined : table.computed.get(field.name)
  if (!table.columns.has(field.name) && computed === undefined) {
    throw undefinedColumn(table, field.name)
  }
  // A computed column is a function of the whole row, called as PostgREST does: fn(row).
  let sql =
    computed === undefined
      ? `${quoteIdent(alias)}.${quoteIdent(field.name)}`
      : `${computed}(${quoteIdent(alias)})`
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) ? step.key : `${params.add(step.key)}::text`
    sql += `${step.arrow}${key}`
  }
  return sql
}
