import type { FastifyReply, FastifyRequest } from 'fastify'
import { type Database, isPgError, type Queryable } from '../db/database.js'
import { fromPgError, PostgrestError } from './postgrest-error.js'
import type { QueryPairs } from './read-request.js'
import type { RequestRole } from './request-role.js'
import type { JsonRows } from './rest-operations.js'
import type { RoleSettings } from './role-settings.js'
import { parseSelect } from './select-parser.js'
import { checkAggregates } from './sql-builder.js'

/** What the client accepts: one object (`.single()`), stripped nulls, or CSV. */
export interface Accept {
  singular: boolean
  stripNulls: boolean
  csv: boolean
}

/** The JSON media type of PostgREST's answers. */
export const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'
const CSV_TYPE = 'text/csv; charset=utf-8'

/** Reads the `Accept` header; 406 PGRST107 for media types this server does not produce. */
export function parseAccept(header: string | undefined): Accept {
  const value = (header ?? '').trim().toLowerCase()
  const stripNulls = value.includes('nulls=stripped')
  if (value === '' || value.startsWith('*/*') || value.startsWith('application/json')) {
    return { singular: false, stripNulls: false, csv: false }
  }
  if (value.startsWith('text/csv')) return { singular: false, stripNulls: false, csv: true }
  if (value.startsWith('application/vnd.pgrst.object'))
    return { singular: true, stripNulls, csv: false }
  if (value.startsWith('application/vnd.pgrst.array'))
    return { singular: false, stripNulls, csv: false }
  if (value.includes('application/json') || value.includes('*/*')) {
    return { singular: false, stripNulls: false, csv: false }
  }
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${header}`)
}

/** The request's query string as (key, value) pairs, repeated keys kept. */
export function queryPairs(request: FastifyRequest): QueryPairs {
  const index = request.url.indexOf('?')
  if (index < 0) return []
  return [...new URLSearchParams(request.url.slice(index + 1)).entries()]
}

/** One request header as a string. */
export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/** 406 PGRST116: `.single()` on a result that is not exactly one row. */
export function notSingle(rows: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  )
}

/** PostgREST's `Content-Range`: `0-9/100`, `*\/100` for no rows, `/*` without a count. */
export function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total)
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`
}

/**
 * Runs `work` as the request's role with its claims, in one transaction; maps SQL errors. A
 * read-only transaction (GET, HEAD, calls of stable functions) refuses writes with 25006, which
 * PostgREST answers with 405.
 */
export async function asRole<T>(
  db: Database,
  role: RequestRole,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
  options: {
    readOnly?: boolean
    schema?: string
    timezone?: string | undefined
    /** The API roles' `alter role … set` values (`statement_timeout`), applied as PostgREST does. */
    roleSettings?: RoleSettings
  } = {},
): Promise<T> {
  const settings = options.roleSettings?.get(role.role) ?? []
  // PostgREST puts the request's schema first on the search path (then Supabase's extra path
  // public, extensions), so unqualified names in functions resolve in the profile's schema.
  const schemas = [...new Set([options.schema ?? 'public', 'public', 'extensions'])]
  const searchPath = schemas.map((schema) => `"${schema.replaceAll('"', '""')}"`).join(', ')
  try {
    return await db.transaction(async (tx) => {
      if (options.readOnly === true) await tx.query('set transaction read only')
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.method', $3, true), set_config('request.path', $4, true),
           set_config('search_path', $5, true),
           case when $6::text is not null then set_config('timezone', $6::text, true) end,
           (select count(set_config(s.name, s.value, true))
            from unnest($7::text[], $8::text[]) as s(name, value))`,
        [
          role.role,
          JSON.stringify(role.claims),
          request.method,
          request.url.split('?')[0],
          searchPath,
          options.timezone ?? null,
          settings.map(([name]) => name),
          settings.map(([, value]) => value),
        ],
      )
      return work(tx)
    })
  } catch (error) {
    if (isPgError(error)) throw fromPgError(error, role.role)
    throw error
  }
}

/** Sends rows as a JSON array, CSV, or the only row for `.single()`, with `Content-Range`. */
export function sendRows(
  reply: FastifyReply,
  status: number,
  rows: JsonRows,
  accept: Accept,
  offset: number,
): FastifyReply {
  reply.header('content-range', contentRange(offset, rows.rows, rows.total))
  if (accept.csv) return reply.code(status).type(CSV_TYPE).send(rows.body)
  if (accept.singular) {
    return reply
      .code(status)
      .type(OBJECT_TYPE)
      .send(rows.single ?? 'null')
  }
  return reply.code(status).type(JSON_TYPE).send(rows.body)
}

/** Refuses aggregates in the request's `select` unless they are enabled (PGRST123). */
export function checkSelectAggregates(pairs: QueryPairs, enabled: boolean): void {
  if (enabled) return
  for (const [key, value] of pairs) if (key === 'select') checkAggregates(parseSelect(value), false)
}

/** Thrown inside a transaction to roll it back while still answering with a result. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback')
  }
}

/**
 * Runs `run`, which may call `finish(value)` inside its transaction to roll it back and still
 * answer with `value` (`Prefer: tx=rollback`).
 */
export async function maybeRollback<T>(
  run: (finish: (value: T) => never) => Promise<T>,
): Promise<T> {
  try {
    return await run((value) => {
      throw new Rollback(value)
    })
  } catch (error) {
    if (error instanceof Rollback) return error.value as T
    throw error
  }
}
