import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { JwtService } from '../auth/jwt-service.js'
import type { Database } from '../db/database.js'
import { type SchemaCaches, schemaForRequest } from './exposed-schemas.js'
import { PostgrestError } from './postgrest-error.js'
import { checkMaxAffected, checkStrictPreferences, parsePrefer } from './prefer-header.js'
import { parseRangeHeader, parseReadRequest } from './read-request.js'
import { resolveRequestRole } from './request-role.js'
import {
  asRole,
  checkSelectAggregates,
  contentRange,
  header,
  maybeRollback,
  notSingle,
  parseAccept,
  queryPairs,
  sendRows,
} from './rest-http.js'
import { deleteRows, insertRows, readTable, updateRows } from './rest-operations.js'
import { registerRpcRoute } from './rpc-routes.js'
import type { SchemaCache, TableInfo } from './schema-cache.js'

/** What the data routes need. */
export interface RestRoutesOptions {
  db: Database
  jwt: JwtService
  /** The caches of the exposed schemas (`PGRST_DB_SCHEMAS`), re-read after a schema change. */
  schemaCache: () => SchemaCaches
  /** `PGRST_DB_AGGREGATES_ENABLED`: allow `count()`, `sum()`, … in `select` (off by default). */
  aggregatesEnabled?: boolean
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
      checkStrictPreferences(prefer)
      if (prefer.applied !== undefined) reply.header('preference-applied', prefer.applied)
      const cache = schemaForRequest(options.schemaCache(), request, reply)
      const table = findTable(cache, (request.params as { table: string }).table)
      const pairs = queryPairs(request)
      checkSelectAggregates(pairs, options.aggregatesEnabled ?? false)

      if (request.method === 'GET' || request.method === 'HEAD') {
        const spec = parseReadRequest(table, pairs)
        const range = parseRangeHeader(header(request, 'range'))
        if (range !== undefined) {
          spec.offset = (spec.offset ?? 0) + range.offset
          if (range.limit !== undefined) {
            spec.limit = spec.limit === undefined ? range.limit : Math.min(spec.limit, range.limit)
          }
        }
        const rows = await asRole(
          db,
          role,
          request,
          async (tx) => {
            const result = await readTable(tx, cache, spec, prefer.countMode, accept)
            if (accept.singular && result.rows !== 1) throw notSingle(result.rows)
            return result
          },
          {
            readOnly: true,
            schema: cache.schema,
            roleSettings: cache.roleSettings,
            timezone: prefer.timezone,
          },
        )
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
        asRole(
          db,
          role,
          request,
          async (tx) => {
            const body = request.body
            let outcome: Awaited<ReturnType<typeof insertRows>>
            switch (request.method) {
              case 'DELETE':
                outcome = await deleteRows(tx, cache, table, pairs, representation, accept)
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
                  accept,
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
                  accept,
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
            if (request.method !== 'POST') checkMaxAffected(prefer, outcome.affected)
            if (prefer.rollback) finish(outcome)
            return outcome
          },
          { schema: cache.schema, roleSettings: cache.roleSettings, timezone: prefer.timezone },
        ),
      )

      // PostgREST: an upsert with merge-duplicates that inserted nothing (only updated) is 200.
      const insertStatus =
        prefer.resolution === 'merge-duplicates' && result.inserted === 0 ? 200 : 201
      const status =
        request.method === 'POST' ? insertStatus : result.rows === undefined ? 204 : 200
      if (prefer.count)
        reply.header('content-range', contentRange(0, result.affected, result.affected))
      else reply.header('content-range', contentRange(0, result.affected, undefined))
      if (result.rows === undefined) {
        return reply.code(request.method === 'POST' ? status : 204).send()
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

  registerRpcRoute(app, options)
}
