import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { authDataError, authInputGuard } from './auth/auth-input-guard.js'
import { authRoutes } from './auth/auth-routes.js'
import { AuthService } from './auth/auth-service.js'
import { GoTrueError } from './auth/gotrue-error.js'
import { jwksRoutes } from './auth/jwks-routes.js'
import { JwtService } from './auth/jwt-service.js'
import { type Mailer, outboxMailer } from './auth/mailer.js'
import { mfaRoutes } from './auth/mfa-routes.js'
import { RateLimiter } from './auth/rate-limiter.js'
import { RedirectPolicy } from './auth/redirect-policy.js'
import { loadSigningKeys } from './auth/signing-keys.js'
import { smtpMailer } from './auth/smtp-mailer.js'
import type { Database } from './db/database.js'
import type { Env } from './env.js'
import { withFunctionsCors } from './functions/functions-cors.js'
import { functionsRoutes } from './functions/functions-routes.js'
import { apiKeyGuard } from './http/api-key-guard.js'
import { closeIdleConnectionsAfterShutdown } from './http/close-idle-after-shutdown.js'
import { BodyParseError, registerJsonParser } from './http/json-body.js'
import { redactUrl } from './http/redact-url.js'
import { urlLengthGuard } from './http/url-length-guard.js'
import { mailRoutes } from './mail/mail-routes.js'
import { outboxRoutes } from './outbox/outbox-routes.js'
import { resolvePaths, resolveStorageDir } from './paths.js'
import { loadSchemaCaches, type SchemaCaches } from './rest/exposed-schemas.js'
import { PostgrestError } from './rest/postgrest-error.js'
import { restRoutes } from './rest/rest-routes.js'
import { loadRoleSettings } from './rest/role-settings.js'
import { ObjectFiles } from './storage/object-files.js'
import { storageRoutes } from './storage/storage-routes.js'

/** The version reported by /auth/v1/health. */
export const BACKEND_VERSION = '0.1.0'

/** The largest request body accepted (1 MiB). */
export const BODY_LIMIT_BYTES = 1024 * 1024

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  /** An open, migrated database. The server does not close it. */
  db: Database
  env: Env
  /** Where mail goes: SMTP when `SMTP_URL` is set, else the database outbox. */
  mailer?: Mailer
  /** Log destination (pino JSON lines); stdout by default. */
  logStream?: NodeJS.WritableStream
}

/** A built (not yet listening) backend. */
export interface Backend {
  app: FastifyInstance
  anonKey: string
  serviceKey: string
  /** Signs and verifies tokens (ES256 access tokens, legacy HS256 keys): for every API mounted. */
  jwt: JwtService
  /** Storage's object bytes on disk (`/storage/v1`). */
  storageFiles: ObjectFiles
  /** Re-reads tables, keys and functions after a schema change. */
  reloadSchemaCache(): Promise<void>
}

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-supabase-api-version',
  'range',
  'range-unit',
  'x-upsert',
  'x-metadata',
  'cache-control',
  'if-none-match',
  // Resumable (TUS) uploads: tus-js-client's headers, and the signed variant's token.
  'tus-resumable',
  'upload-length',
  'upload-offset',
  'upload-metadata',
  'x-signature',
]
const EXPOSED_HEADERS = [
  'content-range',
  'x-supabase-api-version',
  'content-location',
  'x-total-count',
  'link',
  'accept-ranges',
  'content-length',
  'etag',
  // What tus-js-client reads of a resumable upload's answers.
  'location',
  'tus-resumable',
  'tus-version',
  'upload-offset',
  'upload-length',
  'upload-expires',
  'tus-complete',
]

function apiOf(url: string): 'auth' | 'rest' | 'other' {
  if (url.startsWith('/auth/v1')) return 'auth'
  if (url.startsWith('/rest/v1')) return 'rest'
  return 'other'
}

function isVersioned(request: FastifyRequest): boolean {
  const value = request.headers['x-supabase-api-version']
  if (typeof value !== 'string') return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(time) && time >= Date.parse('2024-01-01T00:00:00Z')
}

/**
 * Builds the backend: `/auth/v1` (GoTrue-compatible), `/rest/v1` (PostgREST-compatible),
 * `/functions/v1` (Edge Functions from `supabase/functions`), `/outbox` and `/outbox.json`,
 * with CORS for supabase-js, API-key checks, a 1 MiB body limit and structured logs that never
 * contain secrets.
 *
 * @example
 * ```ts
 * const db = await openPgliteDatabase(undefined)
 * await migrate(db, resolvePaths().migrationsDir)
 * const { app, anonKey } = await buildServer({ db, env: loadEnv({ PORT: '0' }) })
 * await app.listen({ port: 0, host: '127.0.0.1' })
 * ```
 */
export async function buildServer(options: BuildServerOptions): Promise<Backend> {
  const { db, env } = options
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    logger: {
      level: env.LOG_LEVEL,
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.apikey',
          'req.headers.cookie',
          'headers.authorization',
          'headers.apikey',
          '*.password',
          '*.refresh_token',
          '*.access_token',
        ],
        censor: '[Redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
  })

  closeIdleConnectionsAfterShutdown(app.server)

  const jwt = new JwtService(env.JWT_SECRET, await loadSigningKeys(db, env.JWT_SIGNING_KEYS))
  const anonKey = await jwt.apiKey('anon')
  const serviceKey = await jwt.apiKey('service_role')
  let schemaCache: SchemaCaches = await loadSchemaCaches(db, env.PGRST_DB_SCHEMAS)

  const apiUrl = (request: FastifyRequest): string =>
    env.API_EXTERNAL_URL ?? `${request.protocol}://${request.host}`
  const window = env.RATE_LIMIT_WINDOW_SECONDS
  const mailer =
    options.mailer ??
    (env.SMTP_URL === undefined ? outboxMailer : smtpMailer(env.SMTP_URL, env.SMTP_SENDER))
  const service = new AuthService(
    db,
    jwt,
    mailer,
    new RedirectPolicy(env.SITE_URL, env.ADDITIONAL_REDIRECT_URLS.split(',')),
    {
      jwtExpirySeconds: env.JWT_EXPIRY,
      autoconfirm: env.MAILER_AUTOCONFIRM,
      otpExpirySeconds: env.MAILER_OTP_EXP,
      refreshTokenReuseSeconds: env.REFRESH_TOKEN_REUSE_INTERVAL,
      emailIntervalSeconds: env.RATE_LIMIT_EMAIL_INTERVAL_SECONDS,
      anonymousUsers: env.ANONYMOUS_USERS_ENABLED,
      passwordChangeNeedsReauthentication: env.SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION,
    },
  )

  const corsOptions = {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 86_400,
  }
  await app.register(cors, { delegator: withFunctionsCors(corsOptions) })
  registerJsonParser(app)

  app.addHook('onRequest', urlLengthGuard)
  app.addHook('onRequest', apiKeyGuard({ anonKey, serviceKey }))
  app.addHook('preValidation', authInputGuard)
  app.addHook('onSend', async (request, reply, payload) => {
    if (apiOf(request.url) === 'auth' && isVersioned(request)) {
      reply.header('x-supabase-api-version', '2024-01-01')
    }
    return payload
  })

  app.setErrorHandler((caught, request, reply) => {
    const api = apiOf(request.url)
    const error = (api === 'auth' && authDataError(caught)) || caught
    if (error instanceof GoTrueError) {
      return reply.code(error.status).send(error.toBody(isVersioned(request)))
    }
    if (error instanceof PostgrestError) {
      return reply.code(error.status).send(error.toBody())
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500
    if (status >= 500) {
      // Only name, code and message: driver errors (PGlite) carry the statement's parameters,
      // which can be password hashes or tokens.
      const failure = error instanceof Error ? error : new Error(String(error))
      request.log.error(
        {
          error: {
            name: failure.name,
            code: (failure as { code?: unknown }).code,
            message: failure.message,
          },
        },
        'request failed',
      )
    }
    const message =
      error instanceof BodyParseError
        ? error.message
        : status === 413
          ? `Request body is larger than ${BODY_LIMIT_BYTES} bytes`
          : status === 415
            ? 'Unsupported Content-Type'
            : status >= 500
              ? 'Unexpected failure, please check server logs for more information'
              : error instanceof Error
                ? error.message
                : 'Bad request'
    if (api === 'auth') {
      const code =
        error instanceof BodyParseError
          ? 'bad_json'
          : status === 413
            ? 'validation_failed'
            : status >= 500
              ? 'unexpected_failure'
              : 'validation_failed'
      const goTrue = new GoTrueError(status, code, message)
      return reply.code(status).send(goTrue.toBody(isVersioned(request)))
    }
    if (api === 'rest') {
      const code =
        error instanceof BodyParseError
          ? 'PGRST102'
          : status >= 500
            ? 'PGRST000'
            : `PGRST${status === 413 ? '413' : '102'}`
      return reply.code(status).send(new PostgrestError(status, code, message).toBody())
    }
    return reply
      .code(status)
      .send({ code: status >= 500 ? 'unexpected_failure' : 'bad_request', message })
  })

  app.setNotFoundHandler((request, reply) => {
    const api = apiOf(request.url)
    if (api === 'auth') {
      const error = new GoTrueError(404, 'not_found', 'Not Found')
      return reply.code(404).send(error.toBody(isVersioned(request)))
    }
    if (api === 'rest') {
      return reply
        .code(404)
        .send(new PostgrestError(404, 'PGRST125', `Invalid path specified in request URL`).toBody())
    }
    return reply.code(404).send({ code: 'not_found', message: 'Not Found' })
  })

  const limiters = {
    token: new RateLimiter(env.RATE_LIMIT_TOKEN, window),
    signup: new RateLimiter(env.RATE_LIMIT_SIGNUP, window),
    recover: new RateLimiter(env.RATE_LIMIT_RECOVER, window),
    verify: new RateLimiter(env.RATE_LIMIT_VERIFY, window),
    otp: new RateLimiter(env.RATE_LIMIT_OTP, window),
  }
  await app.register(authRoutes, {
    prefix: '/auth/v1',
    service,
    limiters,
    apiUrl,
    settings: {
      autoconfirm: env.MAILER_AUTOCONFIRM,
      anonymousUsers: env.ANONYMOUS_USERS_ENABLED,
    },
    version: BACKEND_VERSION,
  })
  await app.register(jwksRoutes, { prefix: '/auth/v1', jwt })
  await app.register(mfaRoutes, {
    prefix: '/auth/v1',
    service,
    limiter: new RateLimiter(env.RATE_LIMIT_MFA, 60),
    apiUrl,
    siteUrl: env.SITE_URL,
  })
  await app.register(restRoutes, {
    prefix: '/rest/v1',
    db,
    jwt,
    schemaCache: () => schemaCache,
    aggregatesEnabled: env.PGRST_DB_AGGREGATES_ENABLED,
  })
  if (env.MAIL_OUTBOX_HTTP) await app.register(outboxRoutes, { db })
  await app.register(mailRoutes, { db, mailer, serviceKey })
  const storageFiles = new ObjectFiles(resolveStorageDir(env))
  await app.register(storageRoutes, {
    prefix: '/storage/v1',
    db,
    jwt,
    urlSigningKey: new TextEncoder().encode(env.JWT_SECRET),
    files: storageFiles,
    maxUploadBytes: env.STORAGE_FILE_SIZE_LIMIT,
    maxResumableBytes: env.STORAGE_RESUMABLE_FILE_SIZE_LIMIT,
    roleSettings: await loadRoleSettings(db),
    apiUrl,
  })
  await app.register(functionsRoutes, {
    prefix: '/functions/v1',
    env,
    jwt,
    anonKey,
    serviceKey,
    bodyLimit: BODY_LIMIT_BYTES,
    supabaseDir: resolvePaths(env.SUPABASE_DIR).supabaseDir,
  })

  return {
    app,
    anonKey,
    serviceKey,
    jwt,
    storageFiles,
    async reloadSchemaCache() {
      schemaCache = await loadSchemaCaches(db, env.PGRST_DB_SCHEMAS)
    },
  }
}
