import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type ChooseMedia, chooseFunction } from './choose-function.js'
import { schemaForRequest } from './exposed-schemas.js'
import { PostgrestError } from './postgrest-error.js'
import {
  checkMaxAffected,
  checkStrictPreferences,
  parsePrefer,
  strictMaxAffected,
} from './prefer-header.js'
import { parseRangeHeader } from './read-request.js'
import { resolveRequestRole } from './request-role.js'
import {
  asRole,
  checkSelectAggregates,
  header,
  JSON_TYPE,
  maybeRollback,
  notSingle,
  parseAccept,
  queryPairs,
  sendRows,
} from './rest-http.js'
import type { RestRoutesOptions } from './rest-routes.js'
import { callFunction, type RpcInput, type RpcOutcome } from './rpc-call.js'

function mediaOf(request: FastifyRequest): ChooseMedia {
  const type = (header(request, 'content-type') ?? 'application/json').toLowerCase()
  if (type.startsWith('application/json')) return 'json'
  if (type.startsWith('text/plain')) return 'text'
  if (type.startsWith('text/xml')) return 'xml'
  if (type.startsWith('application/octet-stream')) return 'bytea'
  return 'other'
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Lets text, XML and binary bodies through to functions with one unnamed parameter. */
function registerRawParsers(app: FastifyInstance): void {
  if (!app.hasContentTypeParser('text/xml')) {
    app.addContentTypeParser('text/xml', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
  }
  if (!app.hasContentTypeParser('application/octet-stream')) {
    app.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    )
  }
}

/**
 * `GET|POST /rpc/<fn>` as PostgREST: named arguments from a JSON object or the query string,
 * one unnamed json/text/xml/bytea parameter taking the whole body, overload resolution, a
 * read-only transaction for GET and for stable or immutable functions, 204 for `void`.
 */
export function registerRpcRoute(app: FastifyInstance, options: RestRoutesOptions): void {
  const { db, jwt } = options
  registerRawParsers(app)
  app.route({
    method: ['GET', 'POST'],
    url: '/rpc/:fn',
    handler: async (request, reply) => {
      const role = await resolveRequestRole(
        jwt,
        header(request, 'authorization'),
        header(request, 'apikey'),
      )
      const accept = parseAccept(header(request, 'accept'))
      const prefer = parsePrefer(request.headers.prefer)
      checkStrictPreferences(prefer)
      if (prefer.applied !== undefined) reply.header('preference-applied', prefer.applied)
      const cache = schemaForRequest(options.schemaCache(), request, reply)
      const name = (request.params as { fn: string }).fn
      const pairs = queryPairs(request)
      checkSelectAggregates(pairs, options.aggregatesEnabled ?? false)
      const post = request.method === 'POST'
      const media = post ? mediaOf(request) : 'json'
      let keys: string[]
      let named: Record<string, unknown> = {}
      if (post) {
        const body = request.body ?? {}
        named = isPlainObject(body) && media === 'json' ? body : {}
        keys = Object.keys(named)
      } else {
        const candidates = new Set(
          (cache.functions.get(name) ?? []).flatMap((fn) => fn.args.map((arg) => arg.name)),
        )
        named = Object.fromEntries(pairs.filter(([key]) => candidates.has(key)))
        keys = Object.keys(named)
      }
      const fn = chooseFunction(cache, name, keys, post, media)
      let input: RpcInput
      if (fn.args.length === 1 && fn.args[0]?.name === '') {
        const body = request.body
        input = {
          kind: 'single',
          value:
            body instanceof Uint8Array
              ? body
              : typeof body === 'string' && media !== 'json'
                ? body
                : JSON.stringify(body ?? null),
        }
      } else {
        if (post && request.body !== undefined && !isPlainObject(request.body)) {
          throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json')
        }
        input = { kind: 'named', args: named }
      }
      if (strictMaxAffected(prefer) !== undefined && !fn.returnsSet) {
        throw new PostgrestError(
          400,
          'PGRST128',
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
        )
      }
      const readOnly = !post || fn.volatility !== 'v'
      const outcome = await maybeRollback<RpcOutcome>((finish) =>
        asRole(
          db,
          role,
          request,
          async (tx) => {
            const result = await callFunction(
              tx,
              cache,
              fn,
              input,
              pairs,
              prefer.countMode,
              accept,
              parseRangeHeader(header(request, 'range')),
            )
            if (result.kind === 'rows') checkMaxAffected(prefer, result.rows.rows)
            if (accept.singular && result.kind === 'rows' && result.rows.rows !== 1) {
              throw notSingle(result.rows.rows)
            }
            if (prefer.rollback) finish(result)
            return result
          },
          {
            readOnly,
            schema: cache.schema,
            roleSettings: cache.roleSettings,
            timezone: prefer.timezone,
          },
        ),
      )
      if (outcome.kind === 'void') return reply.code(204).send()
      if (outcome.kind === 'scalar') return reply.code(200).type(JSON_TYPE).send(outcome.body)
      if (outcome.singleRow && !accept.singular && !accept.csv) {
        return reply
          .code(200)
          .type(JSON_TYPE)
          .send(outcome.rows.single ?? 'null')
      }
      const { rows, offset } = outcome
      const partial =
        rows.total !== undefined && (offset > 0 || rows.rows < rows.total) && !accept.singular
      return sendRows(reply, partial ? 206 : 200, rows, accept, offset)
    },
  })
}
