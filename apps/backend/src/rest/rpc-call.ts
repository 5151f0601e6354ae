import type { Queryable } from '../db/database.js'
import { type CountMode, countTotal } from './count-total.js'
import type { Output } from './csv-output.js'
import type { QueryPairs } from './read-request.js'
import { parseReadRequest } from './read-request.js'
import { countSql, type JsonRows, readSql, runAggregate } from './rest-operations.js'
import type { FunctionInfo, SchemaCache, TableInfo } from './schema-cache.js'
import { quoteIdent } from './schema-cache.js'
import { SqlParams } from './sql-params.js'

/** How the arguments of a call arrived. */
export type RpcInput =
  /** Named arguments: a JSON object body, or query parameters of a GET. */
  | { kind: 'named'; args: Record<string, unknown> }
  /** The whole body for a function with one unnamed json/jsonb, text, xml or bytea parameter. */
  | { kind: 'single'; value: string | Uint8Array }

/** What a call produced. */
export type RpcOutcome =
  | { kind: 'rows'; rows: JsonRows; singleRow: boolean; offset: number }
  | { kind: 'scalar'; body: string }
  | { kind: 'void' }

/** The rows a function returns, as a table the read machinery can select, filter and order. */
export function resultTable(cache: SchemaCache, fn: FunctionInfo): TableInfo | undefined {
  if (fn.returnTable !== undefined) return cache.tables.get(fn.returnTable)
  if (fn.outColumns.length === 0 || fn.outColumns.some((column) => column.name === '')) {
    return undefined
  }
  return {
    name: fn.name,
    columns: new Map(fn.outColumns.map((column) => [column.name, column])),
    primaryKey: [],
    uniqueKeys: [],
    isView: false,
    computed: new Map(),
    computedRelations: new Map(),
  }
}

/**
 * The call expression. Named arguments travel as one JSON object that PostgreSQL converts to
 * the parameters' own types with `json_to_record` (so arrays and composites arrive as
 * PostgREST passes them); the type names come from the catalogue, never from the request.
 */
function callExpression(
  cache: SchemaCache,
  fn: FunctionInfo,
  input: RpcInput,
  params: SqlParams,
): string {
  const name = `${quoteIdent(cache.schema)}.${quoteIdent(fn.name)}`
  if (input.kind === 'single') {
    const type = fn.args[0]?.type ?? 'json'
    return `${name}(${params.add(input.value)}::${type})`
  }
  const keys = Object.keys(input.args)
  if (keys.length === 0) return `${name}()`
  const json = params.add(JSON.stringify(input.args))
  const named = keys.map((key) => {
    const type = fn.args.find((arg) => arg.name === key)?.type ?? 'text'
    const column = quoteIdent(key)
    return `${column} => (select _a.${column} from json_to_record(${json}::json) as _a(${column} ${type}))`
  })
  return `${name}(${named.join(', ')})`
}

/** POST/GET /rpc/<fn>: calls the function and renders its result as PostgREST does. */
export async function callFunction(
  tx: Queryable,
  cache: SchemaCache,
  fn: FunctionInfo,
  input: RpcInput,
  pairs: QueryPairs,
  count: CountMode | undefined,
  output: Output,
  range?: { offset: number; limit: number | undefined },
): Promise<RpcOutcome> {
  const params = new SqlParams()
  const call = callExpression(cache, fn, input, params)
  const argNames = new Set(input.kind === 'named' ? Object.keys(input.args) : [])
  if (fn.returnType === 'void') {
    await tx.query(`select ${call}`, params.values)
    return { kind: 'void' }
  }
  const table = resultTable(cache, fn)
  if (table !== undefined) {
    const spec = parseReadRequest(table, pairs, argNames)
    if (range !== undefined) {
      // The Range header narrows the limit/offset parameters, as on tables.
      spec.offset = (spec.offset ?? 0) + range.offset
      if (range.limit !== undefined) {
        spec.limit = spec.limit === undefined ? range.limit : Math.min(spec.limit, range.limit)
      }
    }
    const rows = await runAggregate(tx, readSql(cache, spec, call, params, output), params)
    if (count !== undefined) {
      const countParams = new SqlParams()
      const countCall = callExpression(cache, fn, input, countParams)
      const sql = countSql(cache, spec, countCall, countParams)
      rows.total = await countTotal(tx, sql, countParams.values, count)
    }
    return { kind: 'rows', rows, singleRow: !fn.returnsSet, offset: spec.offset ?? 0 }
  }
  if (fn.returnsSet) {
    const sql = `select coalesce(json_agg(_v), '[]'::json)::text as body,
      case when count(*) = 1 then (json_agg(_v)->0)::text end as single, count(*)::int as n
      from ${call} as _v`
    const rows = await runAggregate(tx, sql, params)
    if (count !== undefined) rows.total = rows.rows
    return { kind: 'rows', rows, singleRow: false, offset: 0 }
  }
  const result = await tx.query<{ body: string | null }>(
    `select to_json(${call})::text as body`,
    params.values,
  )
  return { kind: 'scalar', body: result.rows[0]?.body ?? 'null' }
}
