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
