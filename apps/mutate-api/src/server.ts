import { timingSafeEqual } from 'node:crypto'
import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { MUTATE_BODY_SCHEMAS, REDO_BODY_SCHEMA, UNDO_BODY_SCHEMA } from '@splendid/change-items'
import { CodebaseIdError } from '@splendid/codebase-ids'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Canvas } from './canvas'
import { lookupsJson, mutationResponseJson } from './http/answer-json'
import { registerAssetRoute } from './http/asset-route'
import { MUTATE_SUFFIXES, parseBody, planFor } from './http/mutate-routes'
import { isMutateError, MutateError } from './mutate-error'
import { installedTailwindPalette } from './styling/tailwind-palette'
import { WARM_UP_CANVAS_ID, type WarmUpOptions, warmUp } from './warm-up'

/** Options of {@link buildServer}. */
export interface ServerOptions {
  /** The canvases served, by id. */
  readonly canvases: ReadonlyMap<string, Canvas>
  /** Origins allowed to call (the editor host). */
  readonly allowedOrigins: readonly string[]
  /** The token that also admits a request (header `x-mutate-api-token` or `Authorization: Bearer`). */
  readonly token: string
  /** Log requests (default false). */
  readonly logger?: boolean
  /**
   * Before answering, run a few dozen changes through the routes on a throw-away project so the
   * first real changes run on optimised code (default false; the CLI turns it on). See
   * `warmUp`.
   */
  readonly warmUp?: boolean | WarmUpOptions
  /**
   * The canvases still opening (indexing their project), when the server listens before they
   * are ready: a call for a canvas not yet in `canvases` waits for this, then finds it or is
   * answered 404 `UNKNOWN_CANVAS`. The editor can load its page meanwhile. Such a server also
   * warms up (`warmUp`) after it is built rather than before.
   */
  readonly opening?: Promise<unknown>
}

/** The header carrying the server's token. */
export const TOKEN_HEADER = 'x-mutate-api-token'

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

const errorResponse = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
  // Some errors carry details, e.g. the `conflicts` of an undo.
  additionalProperties: true,
} as const

const mutationResponse = {
  type: 'object',
  properties: {
    activityId: { type: 'string', format: 'uuid' },
    prevIdToNewIdMap: { type: 'object', additionalProperties: { type: 'string' } },
    changedFiles: { type: 'array', items: { type: 'string' } },
    lookups: { type: 'object', additionalProperties: true },
  },
} as const

/**
 * Sends JSON text as it is (Fastify passes a string with a JSON content type through unchanged):
 * answers are assembled from entries serialised once (see `answer-json.ts`).
 */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TOKEN_HEADER]
  if (typeof header === 'string') return header
  const authorization = request.headers.authorization
  return authorization?.startsWith('Bearer ') === true ? authorization.slice(7) : undefined
}

/**
 * Builds the Fastify app: `GET /canvases/:canvasId/parseAndMutate/lookups`, the 11 mutate calls
 * and the 2 activities calls as `POST /canvases/:canvasId/parseAndMutate/<suffix>`, OpenAPI at
 * `/docs`. Every API request must come from an allowed Origin or carry the token, and name a
 * loopback Host (against DNS rebinding).
 *
 * @example
 * ```ts
 * const app = await buildServer({ canvases: new Map([[canvas.id, canvas]]), allowedOrigins, token })
 * await app.listen({ host: '127.0.0.1', port: 4100 })
 * ```
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The Tailwind palette is read now, not on the first styling request (and fails the start if
  // the tailwindcss package cannot be read).
  installedTailwindPalette()
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 5 * 1024 * 1024 })
  // Bodies are validated with zod in the handlers; the JSON schemas are documentation only.
  app.setValidatorCompiler(() => (data) => ({ value: data }))
  await app.register(cors, {
    origin: [...options.allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', TOKEN_HEADER],
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Splendid mutate-api',
        version: '0.1.0',
        description:
          'Applies visual-editor change items to the TSX/CSS sources of a project. Send the Origin of the editor host or the server token in `x-mutate-api-token`.',
      },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    if (!LOOPBACK_HOSTS.has(host)) {
      return reply
        .code(403)
        .send({ code: 'FORBIDDEN_ORIGIN', message: `Host "${host}" is not a loopback name` })
    }
    if (request.url.startsWith('/docs')) return
    const origin = request.headers.origin
    const token = tokenOf(request)
    const tokenOk = token !== undefined && sameSecret(token, options.token)
    const originOk = origin !== undefined && options.allowedOrigins.includes(origin)
    if (!tokenOk && !originOk) {
      return reply.code(403).send({
        code: 'FORBIDDEN_ORIGIN',
        message:
          origin === undefined
            ? `Send the server token in ${TOKEN_HEADER} or call from the editor host`
            : `Origin ${origin} is not allowed`,
      })
    }
  })

  app.setErrorHandler((error, _request, reply) => {
    if (isMutateError(error)) {
      return reply
        .code(error.status)
        .send({ code: error.code, message: error.message, ...(error.details ?? {}) })
    }
    // A path that leaves the root, caught by the id scheme before any check of ours saw it.
    if (error instanceof CodebaseIdError && error.code === 'INVALID_PATH') {
      return reply.code(403).send({ code: 'PATH_OUTSIDE_ROOT', message: error.message })
    }
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ code: 'BAD_REQUEST', message: (error as Error).message })
    }
    reply.log.error(error)
    return reply.code(500).send({ code: 'INTERNAL', message: (error as Error).message })
  })
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ code: 'UNKNOWN_ROUTE', message: `No route ${request.method} ${request.url}` })
  })

  // Only the warm-up's throw-away canvas, and only while it runs (before the server listens).
  const warmUpCanvases = new Map<string, Canvas>()
  const { opening } = options
  if (opening !== undefined) {
    // After the Origin / token check: nothing waits for a request that is refused anyway, nor
    // the warm-up's own calls.
    app.addHook('onRequest', async (request) => {
      const canvasId = (request.params as { canvasId?: unknown } | undefined)?.canvasId
      if (
        typeof canvasId === 'string' &&
        !options.canvases.has(canvasId) &&
        !warmUpCanvases.has(canvasId)
      )
        await opening.catch(() => undefined)
    })
  }
  const canvasOf = (params: unknown): Canvas => {
    const { canvasId } = params as { canvasId: string }
    const canvas = options.canvases.get(canvasId) ?? warmUpCanvases.get(canvasId)
    if (canvas === undefined) throw new MutateError('UNKNOWN_CANVAS', `No canvas "${canvasId}"`)
    return canvas
  }
  const params = {
    type: 'object',
    properties: { canvasId: { type: 'string' } },
    required: ['canvasId'],
  } as const
  const responses = {
    200: mutationResponse,
    400: errorResponse,
    403: errorResponse,
    404: errorResponse,
    409: errorResponse,
    422: errorResponse,
  }

  await registerAssetRoute(app, canvasOf)

  app.get('/canvases/:canvasId/parseAndMutate/lookups', {
    schema: {
      summary: 'The tree-element and scope lookups of the whole project',
      params,
      response: { 404: errorResponse },
    },
    handler: async (request, reply) =>
      sendJson(reply, lookupsJson(canvasOf(request.params).index.lookups())),
  })

  app.get('/canvases/:canvasId/parseAndMutate/components', {
    schema: {
      summary: "The components the project's files export, with their props (the insert panel)",
      params,
      response: { 404: errorResponse },
    },
    handler: async (request, reply) =>
      sendJson(
        reply,
        JSON.stringify({ components: canvasOf(request.params).components.components() }),
      ),
  })

  for (const suffix of MUTATE_SUFFIXES) {
    const schema = MUTATE_BODY_SCHEMAS[suffix]
    app.post(`/canvases/:canvasId/parseAndMutate/${suffix}`, {
      schema: {
        summary: suffix,
        params,
        body: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
        response: responses,
      },
      handler: async (request, reply) => {
        const canvas = canvasOf(request.params)
        const plan = planFor(suffix, request.body)
        return sendJson(reply, mutationResponseJson(await canvas.mutate(suffix, plan)))
      },
    })
  }
  app.post('/canvases/:canvasId/parseAndMutate/activities/undoChangeToFiles', {
    schema: {
      summary: 'Undo an activity',
      params,
      body: z.toJSONSchema(UNDO_BODY_SCHEMA),
      response: responses,
    },
    handler: async (request, reply) =>
      sendJson(
        reply,
        mutationResponseJson(
          await canvasOf(request.params).undo(parseBody(UNDO_BODY_SCHEMA, request.body).latestUuid),
        ),
      ),
  })
  app.post('/canvases/:canvasId/parseAndMutate/activities/redoChangeToFiles', {
    schema: {
      summary: 'Redo an undone activity',
      params,
      body: z.toJSONSchema(REDO_BODY_SCHEMA),
      response: responses,
    },
    handler: async (request, reply) =>
      sendJson(
        reply,
        mutationResponseJson(
          await canvasOf(request.params).redo(
            parseBody(REDO_BODY_SCHEMA, request.body).changeToRedoId,
          ),
        ),
      ),
  })
  if (options.warmUp !== undefined && options.warmUp !== false) {
    if (options.canvases.has(WARM_UP_CANVAS_ID))
      throw new Error(`The canvas id "${WARM_UP_CANVAS_ID}" is reserved for the warm-up`)
    await app.ready()
    const warmUpOptions = options.warmUp === true ? {} : options.warmUp
    const startWarmUp = () =>
      warmUp(
        async (url, body) => {
          const response = await app.inject({
            method: 'POST',
            url,
            headers: { [TOKEN_HEADER]: options.token },
            payload: body as object,
          })
          return { statusCode: response.statusCode, json: () => response.json() }
        },
        (canvas) => {
          warmUpCanvases.set(canvas.id, canvas)
          return () => warmUpCanvases.delete(canvas.id)
        },
        warmUpOptions,
      )
    // A server whose canvases are still opening listens at once and warms up once they are
    // open: the index comes first (the editor waits for its lookups; the first change comes
    // later).
    if (options.opening === undefined) await startWarmUp()
    else
      void options.opening
        .catch(() => undefined)
        .then(startWarmUp)
        .catch((error: unknown) => console.error('mutate-api: warm-up failed', error))
  }
  return app
}
