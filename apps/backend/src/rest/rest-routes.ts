import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { JwtService } from '../auth/jwt-service.js'
import { type Database, isPgError, type Queryable } from '../db/database.js'
import { fromPgError, PostgrestError } from './postgrest-error.js'
import { parsePrefer } from './prefer-header.js'
import { parseRangeHeader, parseReadRequest, type QueryPairs } from './read-request.js'
import { type RequestRole, resolveRequestRole } from './request-role.js'
import {
  callFunction,
  chooseFunction,
  deleteRows,
  insertRows,
  type JsonRows,
  readTable,
  updateRows,
} from './rest-operations.js'
import type { SchemaCache, TableInfo } from './schema-cache.js'

/** What the data routes need. */
export interface RestRoutesOptions {
  db: Database
  jwt: JwtService
  schemaCache: () => SchemaCache
}

type Accept = { singular: boolean; stripNulls: boolean }

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

function parseAccept(header: string | undefined): Accept {
  const value = (header ?? '').trim().toLowerCase()
  const stripNulls = value.includes('nulls=stripped')
  if (value === '' || value.startsWith('*/*') || value.startsWith('application/json')) {
    return { singular: false, stripNulls: false }
  }
  if (value.startsWith('application/vnd.pgrst.object')) return { singular: true, stripNulls }
  if (value.startsWith('application/vnd.pgrst.array')) return { singular: false, stripNulls }
  if (value.includes('application/json') || value.includes('*/*')) {
    return { singular: false, stripNulls: false }
  }
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${header}`)
}

function queryPairs(request: FastifyRequest): QueryPairs {
  const index = request.url.indexOf('?')
  if (index < 0) return []
  return [...new URLSearchParams(request.url.slice(index + 1)).entries()]
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : value
}

function notSingle(rows: number): PostgrestError {
  return new PostgrestError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  )
}

function findTable(cache: SchemaCache, name: string): TableInfo {
  const table = cache.tables.get(name)
  if (table === undefined) {
    throw new PostgrestError(
      404,
      'PGRST205',
      `Could not find the table '${cache.schema}.${name}' in the schema cache`,
    )
  }
  return table
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const totalText = total === undefined ? '*' : String(total)
  return rows === 0 ? `*/${totalText}` : `${offset}-${offset + rows - 1}/${totalText}`
}

/**
 * Runs `work` as the request's role with its claims and its role settings (`statement_timeout`,
 * as PostgREST applies them), in one transaction; maps SQL errors.
 */
async function asRole<T>(
  db: Database,
  cache: SchemaCache,
  role: RequestRole,
  request: FastifyRequest,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const settings = cache.roleSettings.get(role.role) ?? []
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
           set_config('request.method', $3, true), set_config('request.path', $4, true),
           (select count(set_config(s.name, s.value, true))
            from unnest($5::text[], $6::text[]) as s(name, value))`,
        [
          role.role,
          JSON.stringify(role.claims),
          request.method,
          request.url.split('?')[0],
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

/** Thrown inside a transaction to roll it back while still answering with a result. */
class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback')
  }
}

async function maybeRollback<T>(run: (finish: (value: T) => never) => Promise<T>): Promise<T> {
  try {
    return await run((value) => {
      throw new Rollback(value)
    })
  } catch (error) {
    if (error instanceof Rollback) return error.value as T
    throw error
  }
}

function sendRows(
  reply: FastifyReply,
  status: number,
  rows: JsonRows,
  accept: Accept,
  offset: number,
): FastifyReply {
  reply.header('content-range', contentRange(offset, rows.rows, rows.total))
  if (accept.singular) {
    return reply
      .code(status)
      .type(OBJECT_TYPE)
      .send(rows.single ?? 'null')
  }
  return reply.code(status).type(JSON_TYPE).send(rows.body)
}

/**
 * Registers the PostgREST-compatible endpoints (mount under `/rest/v1`): reads, inserts,
 * upserts, updates and deletes on `/<table>`, and `/rpc/<function>`. Each request runs in one
 * transaction as the JWT's role, so row-level security and column privileges decide.
 */
export async function restRoutes(app: FastifyInstance, options: RestRoutesOptions): Promise<void> {
  const { db, jwt } = options
  const roleOf = (request: FastifyRequest) =>
    resolveRequestRole(jwt, header(request, 'authorization'), header(request, 'apikey'))

  app.route({
    method: ['GET', 'POST', 'PATCH', 'DELETE'],
    url: '/:table',
    handler: async (request, reply) => {
      const role = await roleOf(request)
      const accept = parseAccept(header(request, 'accept'))
      const prefer = parsePrefer(request.headers.prefer)
      const cache = options.schemaCache()
      const table = findTable(cache, (request.params as { table: string }).table)
      const pairs = queryPairs(request)

      if (request.method === 'GET' || request.method === 'HEAD') {
        const spec = parseReadRequest(table, pairs)
        const range = parseRangeHeader(header(request, 'range'))
        if (range !== undefined) {
          spec.offset = (spec.offset ?? 0) + range.offset
          if (range.limit !== undefined) {
            spec.limit = spec.limit === undefined ? range.limit : Math.min(spec.limit, range.limit)
          }
        }
        const rows = await asRole(db, cache, role, request, async (tx) => {
          const result = await readTable(tx, cache, spec, prefer.count, accept.stripNulls)
          if (accept.singular && result.rows !== 1) throw notSingle(result.rows)
          return result
        })
        const offset = spec.offset ?? 0
        if (rows.total !== undefined && offset > 0 && rows.rows === 0 && offset >= rows.total) {
          throw new PostgrestError(
            416,
            'PGRST103',
            'Requested range not satisfiable',
            `An offset of ${offset} was requested, but there are only ${rows.total} rows.`,
          )
        }
        const partial =
          rows.total !== undefined && (offset > 0 || rows.rows < rows.total) && !accept.singular
        return sendRows(reply, partial ? 206 : 200, rows, accept, offset)
      }

      const representation = prefer.returnMode === 'representation'
      const result = await maybeRollback<Awaited<ReturnType<typeof insertRows>>>((finish) =>
        asRole(db, cache, role, request, async (tx) => {
          const body = request.body
          let outcome: Awaited<ReturnType<typeof insertRows>>
          switch (request.method) {
            case 'DELETE':
              outcome = await deleteRows(tx, cache, table, pairs, representation, accept.stripNulls)
              break
            case 'POST':
              if (body === undefined)
                throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json')
              outcome = await insertRows(
                tx,
                cache,
                table,
                body,
                pairs,
                prefer,
                representation,
                accept.stripNulls,
              )
              break
            case 'PATCH':
              outcome = await updateRows(
                tx,
                cache,
                table,
                body ?? {},
                pairs,
                representation,
                accept.stripNulls,
              )
              break
            default:
              throw new PostgrestError(
                405,
                'PGRST117',
                `Unsupported HTTP method: ${request.method}`,
              )
          }
          if (accept.singular && outcome.affected !== 1) throw notSingle(outcome.affected)
          if (prefer.rollback) finish(outcome)
          return outcome
        }),
      )

      const status = request.method === 'POST' ? 201 : result.rows === undefined ? 204 : 200
      if (prefer.count)
        reply.header('content-range', contentRange(0, result.affected, result.affected))
      else reply.header('content-range', contentRange(0, result.affected, undefined))
      if (result.rows === undefined) {
        return reply.code(status === 201 ? 201 : 204).send()
      }
      return sendRows(
        reply,
        status,
        { ...result.rows, total: prefer.count ? result.affected : undefined },
        accept,
        0,
      )
    },
  })

  app.route({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: async (request, reply) => {
      const role = await roleOf(request)
      const accept = parseAccept(header(request, 'accept'))
      const prefer = parsePrefer(request.headers.prefer)
      const cache = options.schemaCache()
      const name = (request.params as { fn: string }).fn
      const pairs = queryPairs(request)
      let args: Record<string, unknown>
      if (request.method === 'POST') {
        const body = request.body ?? {}
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json')
        }
        args = body as Record<string, unknown>
      } else {
        const candidates = new Set(
          (cache.functions.get(name) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
        )
        args = Object.fromEntries(pairs.filter(([key]) => candidates.has(key)))
      }
      const fn = chooseFunction(cache, name, Object.keys(args))
      const outcome = await asRole(db, cache, role, request, async (tx) => {
        const result = await callFunction(
          tx,
          cache,
          fn,
          args,
          pairs,
          prefer.count,
          accept.stripNulls,
        )
        if (accept.singular && result.kind === 'rows' && result.rows.rows !== 1) {
          throw notSingle(result.rows.rows)
        }
        return result
      })
      if (outcome.kind === 'scalar') {
        return reply.code(200).type(JSON_TYPE).send(outcome.body)
      }
      if (outcome.singleRow && !accept.singular) {
        return reply
          .code(200)
          .type(JSON_TYPE)
          .send(outcome.rows.single ?? 'null')
      }
      return sendRows(reply, 200, outcome.rows, accept, 0)
    },
  })
}
