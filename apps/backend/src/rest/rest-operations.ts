import type { Queryable } from '../db/database.js'
import { orderSql, pagingSql, whereSql } from './condition-sql.js'
import { type CountMode, countTotal } from './count-total.js'
import { csvSql, type Output } from './csv-output.js'
import { splitTopLevel } from './filter-parser.js'
import { PostgrestError } from './postgrest-error.js'
import type { Preferences } from './prefer-header.js'
import { parseReadRequest, type QueryPairs } from './read-request.js'
import type { SchemaCache, TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'
import { innerEmbedConditions, type ReadSpec, selectClause, selectListSql } from './sql-builder.js'
import { SqlParams } from './sql-params.js'

/** The rows a statement produced, rendered as JSON text by PostgreSQL. */
export interface JsonRows {
  /** The JSON array of all rows. */
  body: string
  /** The only row as a JSON object, when there is exactly one. */
  single: string | null
  rows: number
  /** The total before paging, when a count was asked for. */
  total: number | undefined
}

interface AggregateRow {
  body: string
  single: string | null
  n: number
  inserted?: number
}

/** Wraps `inner` so PostgreSQL renders its rows as one JSON array (and the only row alone). */
export function aggregateSql(inner: string, output: Output, extraColumns = ''): string {
  if (output.csv === true) return csvSql(inner, extraColumns)
  const element = output.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : '_r'
  return `select coalesce(json_agg(${element}), '[]'::json)::text as body,
    case when count(*) = 1 then (json_agg(${element})->0)::text end as single,
    count(*)::int as n${extraColumns} from (${inner}) as _r`
}

/** Runs an {@link aggregateSql} statement. */
export async function runAggregate(
  tx: Queryable,
  sql: string,
  params: SqlParams,
): Promise<JsonRows> {
  const result = await tx.query<AggregateRow>(sql, params.values)
  const row = result.rows[0]
  return {
    body: row?.body ?? '[]',
    single: row?.single ?? null,
    rows: Number(row?.n ?? 0),
    total: undefined,
  }
}

/** The statement reading `spec` from `from` (a table or a function call) as JSON. */
export function readSql(
  cache: SchemaCache,
  spec: ReadSpec,
  from: string,
  params: SqlParams,
  output: Output,
): string {
  const alias = params.alias()
  const { list, groupBy } = selectClause(
    cache,
    params,
    spec.table,
    alias,
    spec.select,
    spec.embedded,
  )
  const inner = innerEmbedConditions(cache, params, spec.table, alias, spec.select, spec.embedded)
  const where = whereSql(params, spec.table, alias, spec.conditions, inner)
  const order = orderSql(params, spec.table, alias, spec.order)
  const paging = pagingSql(params, spec.limit, spec.offset)
  return aggregateSql(
    `select ${list} from ${from} as ${quoteIdent(alias)}${where}${groupBy}${order}${paging}`,
    output,
  )
}

/** The statement selecting the rows of `spec` from `from` before paging, to count them. */
export function countSql(
  cache: SchemaCache,
  spec: ReadSpec,
  from: string,
  params: SqlParams,
): string {
  const alias = params.alias()
  const inner = innerEmbedConditions(cache, params, spec.table, alias, spec.select, spec.embedded)
  const where = whereSql(params, spec.table, alias, spec.conditions, inner)
  return `select 1 from ${from} as ${quoteIdent(alias)}${where}`
}

function tableSource(cache: SchemaCache, table: TableInfo): string {
  return `${quoteIdent(cache.schema)}.${quoteIdent(table.name)}`
}

/** GET on a table: rows as JSON plus, when asked, the total before paging. */
export async function readTable(
  tx: Queryable,
  cache: SchemaCache,
  spec: ReadSpec,
  count: CountMode | undefined,
  output: Output,
): Promise<JsonRows> {
  const params = new SqlParams()
  const from = tableSource(cache, spec.table)
  const rows = await runAggregate(tx, readSql(cache, spec, from, params, output), params)
  if (count !== undefined) {
    const countParams = new SqlParams()
    const sql = countSql(cache, spec, from, countParams)
    rows.total = await countTotal(tx, sql, countParams.values, count)
  }
  return rows
}

function unknownColumn(table: TableInfo, column: string): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
  )
}

function invalidBody(message = 'Empty or invalid json'): PostgrestError {
  return new PostgrestError(400, 'PGRST102', message)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function parseColumnsParam(table: TableInfo, text: string): string[] {
  return splitTopLevel(text).map((part) => {
    const name = part.trim().replace(/^"(.*)"$/, '$1')
    if (!table.columns.has(name)) throw unknownColumn(table, name)
    return name
  })
}

/** What a mutation returns to the route. */
export interface MutationResult {
  rows: JsonRows | undefined
  affected: number
  /** Rows that were inserted rather than updated by an upsert (`xmax = 0`). */
  inserted: number
}

async function finishMutation(
  tx: Queryable,
  cache: SchemaCache,
  table: TableInfo,
  statement: string,
  params: SqlParams,
  pairs: QueryPairs,
  representation: boolean,
  output: Output,
): Promise<MutationResult> {
  // `xmax = 0` marks a row this statement inserted (not one an upsert updated), which is how
  // PostgREST tells 201 from 200 for merge-duplicates.
  const returning = `returning "_target".*, ("_target".xmax = 0) as "_pgrst_inserted"`
  const inserted = `, (select count(*) from _m where "_pgrst_inserted")::int as inserted`
  if (!representation) {
    const result = await tx.query<{ n: number; inserted: number }>(
      `with _m as (${statement} ${returning}) select count(*)::int as n${inserted} from _m`,
      params.values,
    )
    const row = result.rows[0]
    return { rows: undefined, affected: Number(row?.n ?? 0), inserted: Number(row?.inserted ?? 0) }
  }
  const spec = parseReadRequest(
    table,
    pairs.filter(([key]) => key === 'select'),
  )
  const alias = params.alias()
  const columns = selectListSql(cache, params, table, alias, spec.select, spec.embedded)
  const sql = `with _m as (${statement} ${returning}) ${aggregateSql(
    `select ${columns} from _m as ${quoteIdent(alias)}`,
    output,
    inserted,
  )}`
  const result = await tx.query<AggregateRow>(sql, params.values)
  const row = result.rows[0]
  const rows: JsonRows = {
    body: row?.body ?? '[]',
    single: row?.single ?? null,
    rows: Number(row?.n ?? 0),
    total: undefined,
  }
  return { rows, affected: rows.rows, inserted: Number(row?.inserted ?? 0) }
}

function recordCell(
  cache: SchemaCache,
  table: TableInfo,
  placeholder: string,
  column: string,
): string {
  return `(json_populate_record(null::${tableSource(cache, table)}, ${placeholder}::json)).${quoteIdent(column)}`
}

/** POST on a table: insert one or many rows, or upsert with `on_conflict` and `resolution`. */
export async function insertRows(
  tx: Queryable,
  cache: SchemaCache,
  table: TableInfo,
  body: unknown,
  pairs: QueryPairs,
  prefer: Preferences,
  representation: boolean,
  output: Output,
): Promise<MutationResult> {
  const rows = Array.isArray(body) ? body : [body]
  if (!rows.every(isPlainObject)) throw invalidBody()
  const columnsParam = pairs.find(([key]) => key === 'columns')?.[1]
  let columns: string[]
  if (columnsParam !== undefined) {
    columns = parseColumnsParam(table, columnsParam)
  } else {
    const seen = new Set<string>()
    for (const row of rows) for (const key of Object.keys(row)) seen.add(key)
    columns = [...seen]
    for (const column of columns) if (!table.columns.has(column)) throw unknownColumn(table, column)
    if (!prefer.missingDefault && rows.length > 1) {
      const first = Object.keys(rows[0] as object)
        .sort()
        .join(',')
      if (!rows.every((row) => Object.keys(row).sort().join(',') === first)) {
        throw invalidBody('All object keys must match')
      }
    }
  }
  if (rows.length === 0) {
    return {
      rows: representation ? { body: '[]', single: null, rows: 0, total: undefined } : undefined,
      affected: 0,
      inserted: 0,
    }
  }
  const params = new SqlParams()
  const target = `${tableSource(cache, table)} as "_target"`
  let statement: string
  if (columns.length === 0) {
    statement = `insert into ${target} default values`
    if (rows.length > 1) {
      statement = `insert into ${target} select from generate_series(1, ${params.add(rows.length)}::int)`
    }
  } else {
    const values = rows.map((row) => {
      const placeholder = params.add(JSON.stringify(row))
      const cells = columns.map((column) => {
        if (Object.hasOwn(row, column)) return recordCell(cache, table, placeholder, column)
        return prefer.missingDefault ? 'default' : 'null'
      })
      return `(${cells.join(', ')})`
    })
    statement = `insert into ${target} (${columns.map(quoteIdent).join(', ')}) values ${values.join(', ')}`
  }
  const onConflictParam = pairs.find(([key]) => key === 'on_conflict')?.[1]
  if (prefer.resolution !== undefined || onConflictParam !== undefined) {
    const conflict =
      onConflictParam === undefined ? table.primaryKey : parseColumnsParam(table, onConflictParam)
    if (conflict.length === 0) {
      throw new PostgrestError(
        400,
        'PGRST100',
        `Table ${table.name} has no primary key to upsert on`,
      )
    }
    const updates = columns.filter((column) => !conflict.includes(column))
    const action =
      prefer.resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.map((column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`).join(', ')}`
    if (prefer.resolution !== undefined) {
      statement += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${action}`
    }
  }
  return finishMutation(tx, cache, table, statement, params, pairs, representation, output)
}

/** PATCH on a table: update the filtered rows with the body's columns. */
export async function updateRows(
  tx: Queryable,
  cache: SchemaCache,
  table: TableInfo,
  body: unknown,
  pairs: QueryPairs,
  representation: boolean,
  output: Output,
): Promise<MutationResult> {
  if (!isPlainObject(body)) throw invalidBody()
  const columns = Object.keys(body)
  for (const column of columns) if (!table.columns.has(column)) throw unknownColumn(table, column)
  if (columns.length === 0) {
    return {
      rows: representation ? { body: '[]', single: null, rows: 0, total: undefined } : undefined,
      affected: 0,
      inserted: 0,
    }
  }
  const spec = parseReadRequest(table, pairs)
  const params = new SqlParams()
  const placeholder = params.add(JSON.stringify(body))
  const sets = columns.map(
    (column) => `${quoteIdent(column)} = ${recordCell(cache, table, placeholder, column)}`,
  )
  const where = whereSql(params, table, '_target', spec.conditions)
  const statement = `update ${tableSource(cache, table)} as "_target" set ${sets.join(', ')}${where}`
  return finishMutation(tx, cache, table, statement, params, pairs, representation, output)
}

/** DELETE on a table: delete the filtered rows. */
export async function deleteRows(
  tx: Queryable,
  cache: SchemaCache,
  table: TableInfo,
  pairs: QueryPairs,
  representation: boolean,
  output: Output,
): Promise<MutationResult> {
  const spec = parseReadRequest(table, pairs)
  const params = new SqlParams()
  const where = whereSql(params, table, '_target', spec.conditions)
  const statement = `delete from ${tableSource(cache, table)} as "_target"${where}`
  return finishMutation(tx, cache, table, statement, params, pairs, representation, output)
}
