import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { JwtService } from '../auth/jwt-service.js'
import type { Env } from '../env.js'
import { FUNCTION_NAME, loadFunctionConfig, settingsOf } from './function-config.js'
import { readFunctionSecrets, withFunctionEnv } from './function-env.js'
import { FunctionBootError, FunctionLoader } from './function-loader.js'
import { redactSecrets } from './redact-secrets.js'
import {
  bodyTooLarge,
  checkFunctionJwt,
  FUNCTION_BOOT_ERROR,
  FUNCTION_FAILED,
  FUNCTION_IDLE_TIMEOUT,
  FUNCTION_NOT_FOUND,
  type RelayAnswer,
} from './relay-answer.js'
import { BodyLimit, sendWebResponse, toWebHeaders, toWebRequest } from './web-exchange.js'

/** Options of {@link functionsRoutes}. */
export interface FunctionsRoutesOptions {
  env: Env
  jwt: JwtService
  anonKey: string
  serviceKey: string
  /** The `supabase/` folder: functions in `functions/<name>/index.ts`, settings in config.toml. */
  supabaseDir: string
  bodyLimit: number
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

// A request body nobody read to the end would keep the kept-alive connection waiting for it:
// close the connection after such an answer instead of draining an arbitrary amount of bytes.
function closeIfBodyUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.complete) reply.header('connection', 'close')
}

function sendRelayAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: RelayAnswer,
): FastifyReply {
  closeIfBodyUnread(request, reply)
  return reply.code(answer.status).header('sb-error-code', answer.errorCode).send(answer.body)
}

/** The URL a function uses to call this backend: API_EXTERNAL_URL, else where it listens. */
function ownUrl(request: FastifyRequest, env: Env): string {
  if (env.API_EXTERNAL_URL !== undefined) return env.API_EXTERNAL_URL.replace(/\/$/, '')
  return listenUrl(request)
}

/** Where this backend listens (for calls that never leave the machine, like the mail API). */
function listenUrl(request: FastifyRequest): string {
  const address = request.server.server.address() as AddressInfo | null
  if (address === null || typeof address !== 'object') return `http://${request.host}`
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address
  return `http://${host}:${address.port}`
}

/**
 * Serves `supabase/functions/<name>/index.ts` at `/functions/v1/<name>` and its subpaths with
 * Supabase Edge Functions' behaviour: JWT verification unless config.toml says
 * `verify_jwt = false`, the caller's headers (Authorization included) forwarded, bodies and
 * answers streamed, SUPABASE_URL / keys / SUPABASE_DB_URL and `functions/.env` secrets given to
 * the function, and the gateway's JSON errors (NOT_FOUND, 401s, BOOT_ERROR, WORKER_ERROR).
 */
export async function functionsRoutes(
  app: FastifyInstance,
  options: FunctionsRoutesOptions,
): Promise<void> {
  const { env, jwt, bodyLimit } = options
  const functionsDir = join(options.supabaseDir, 'functions')
  const config = loadFunctionConfig(join(options.supabaseDir, 'config.toml'))
  const secrets = readFunctionSecrets(join(functionsDir, '.env'))
  const loader = new FunctionLoader(functionsDir)
  const redactable = [
    env.JWT_SECRET,
    options.serviceKey,
    env.DATABASE_URL ?? '',
    ...secrets.values(),
  ]
  app.addHook('onClose', async () => loader.close())

  // Bodies go to the function as streams: no parsing, whatever the content type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  const functionEnv = (request: FastifyRequest) => {
    const values = new Map(secrets)
    values.set('SUPABASE_URL', ownUrl(request, env))
    values.set('SUPABASE_ANON_KEY', options.anonKey)
    values.set('SUPABASE_SERVICE_ROLE_KEY', options.serviceKey)
    if (env.DATABASE_URL !== undefined) values.set('SUPABASE_DB_URL', env.DATABASE_URL)
    // Notification mails go to this backend's mailer unless functions/.env names a mail API.
    if (!values.has('MAIL_API_URL')) {
      values.set('MAIL_API_URL', `${listenUrl(request)}/mail/v1/send`)
      values.set('MAIL_API_KEY', options.serviceKey)
    }
    return values
  }

  const invoke = async (request: FastifyRequest, reply: FastifyReply) => {
    // The path as sent (still percent-encoded), so `a%2Fb` reaches the function unchanged; a
    // name with any escape fails FUNCTION_NAME.
    const target = request.url.slice(app.prefix.length).replace(/^\//, '')
    const queryAt = target.indexOf('?')
    const path = queryAt === -1 ? target : target.slice(0, queryAt)
    const query = queryAt === -1 ? '' : target.slice(queryAt)
    const slash = path.indexOf('/')
    const name = slash === -1 ? path : path.slice(0, slash)
    const settings = settingsOf(config, name)
    if (!FUNCTION_NAME.test(name) || !settings.enabled || loader.entryOf(name) === undefined) {
      return sendRelayAnswer(request, reply, FUNCTION_NOT_FOUND)
    }
    if (settings.verifyJwt && request.method !== 'OPTIONS') {
      const refusal = await checkFunctionJwt(jwt, request.headers.authorization)
      if (refusal !== undefined) return sendRelayAnswer(request, reply, refusal)
    }
    const declaredLength = Number(request.headers['content-length'] ?? 0)
    if (declaredLength > bodyLimit) return sendRelayAnswer(request, reply, bodyTooLarge(bodyLimit))

    let handler: Awaited<ReturnType<FunctionLoader['handler']>>
    try {
      handler = await loader.handler(name)
    } catch (error) {
      const message = error instanceof FunctionBootError ? error.message : String(error)
      request.log.error(
        { function: name, error: redactSecrets(message, redactable) },
        'function failed to boot',
      )
      return sendRelayAnswer(request, reply, FUNCTION_BOOT_ERROR)
    }

    const limit = new BodyLimit(bodyLimit)
    const raw = request.body as Readable | undefined
    const body = raw === undefined || typeof raw.pipe !== 'function' ? undefined : raw.pipe(limit)
    const aborted = new AbortController()
    // The response closing before it finished means the caller went away (a closed SSE tab):
    // the function sees request.signal abort. (The request's own 'close' only means its body
    // was read.)
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort()
    })
    const url = `${request.protocol}://${request.host}/${path}${query}`
    const webRequest = toWebRequest(
      url,
      request.method,
      toWebHeaders(request.headers),
      body,
      aborted.signal,
    )
    let timer: NodeJS.Timeout | undefined
    const idle = new Promise<'idle'>((resolve) => {
      timer = setTimeout(() => resolve('idle'), env.FUNCTIONS_IDLE_TIMEOUT_SECONDS * 1000)
    })
    try {
      const response = await Promise.race([
        withFunctionEnv(functionEnv(request), async () => handler(webRequest)),
        idle,
      ])
      if (response === 'idle') {
        aborted.abort()
        request.log.error({ function: name }, 'function did not respond in time')
        return sendRelayAnswer(request, reply, FUNCTION_IDLE_TIMEOUT)
      }
      if (!(response instanceof Response))
        throw new TypeError('the handler did not return a Response')
      closeIfBodyUnread(request, reply)
      return sendWebResponse(reply, response)
    } catch (error) {
      if (limit.exceeded) return sendRelayAnswer(request, reply, bodyTooLarge(bodyLimit))
      const failure = error instanceof Error ? error : new Error(String(error))
      request.log.error(
        {
          function: name,
          error: { name: failure.name, message: redactSecrets(failure.message, redactable) },
        },
        'function threw',
      )
      return sendRelayAnswer(request, reply, FUNCTION_FAILED)
    } finally {
      clearTimeout(timer)
    }
  }

  app.route({ method: [...METHODS], url: '/*', handler: invoke })
  app.route({ method: [...METHODS], url: '/', handler: invoke })
}
