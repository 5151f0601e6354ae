import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AuthRequestContext, AuthService, VerifyType } from './auth-service.js'
import { GoTrueError } from './gotrue-error.js'
import type { RateLimiter } from './rate-limiter.js'

/** The limiters of the auth API, one per GoTrue rate-limit bucket. */
export interface AuthRateLimiters {
  token: RateLimiter
  signup: RateLimiter
  recover: RateLimiter
  verify: RateLimiter
}

/** What the auth routes need. */
export interface AuthRoutesOptions {
  service: AuthService
  limiters: AuthRateLimiters
  apiUrl: (request: FastifyRequest) => string
  settings: { autoconfirm: boolean }
  version: string
}

const metadata = z.record(z.string(), z.unknown())
const signUpBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.nullable().optional(),
})
const passwordGrantBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
})
const refreshGrantBody = z.looseObject({ refresh_token: z.string().optional() })
const updateUserBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.nullable().optional(),
})
const recoverBody = z.looseObject({ email: z.string().optional() })
const verifyType = z.enum(['signup', 'email', 'recovery'])
const verifyBody = z.looseObject({
  type: z.string(),
  token_hash: z.string().optional(),
  token: z.string().optional(),
  email: z.string().optional(),
  redirect_to: z.string().optional(),
})
const adminUpdateBody = z.looseObject({
  password: z.string().optional(),
  app_metadata: metadata.optional(),
  user_metadata: metadata.optional(),
  email_confirm: z.boolean().optional(),
})
const logoutScope = z.enum(['global', 'local', 'others'])

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : ''
    throw new GoTrueError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${issue?.message ?? 'invalid body'}${where}`,
    )
  }
  return result.data
}

function limit(limiter: RateLimiter, bucket: string, request: FastifyRequest): void {
  if (!limiter.hit(`${bucket}:${request.ip}`).allowed) {
    throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * Registers the GoTrue-compatible endpoints (mount under `/auth/v1`): signup, token (password,
 * refresh_token), logout, user (GET/PUT), recover, verify (GET/POST), settings, health.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { service, limiters } = options
  const context = (request: FastifyRequest): AuthRequestContext => ({
    apiUrl: options.apiUrl(request),
    userAgent: request.headers['user-agent'],
  })

  app.get('/health', async () => ({
    version: options.version,
    name: 'GoTrue',
    description: 'Splendid backend: GoTrue-compatible auth over PostgreSQL',
  }))

  app.get('/settings', async () => ({
    external: {
      email: true,
      phone: false,
      anonymous_users: false,
      apple: false,
      azure: false,
      github: false,
      google: false,
    },
    disable_signup: false,
    mailer_autoconfirm: options.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }))

  app.post('/signup', async (request) => {
    limit(limiters.signup, 'signup', request)
    const body = parseBody(signUpBody, request.body)
    return service.signUp(
      {
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.phone === undefined ? {} : { phone: body.phone }),
        ...(body.password === undefined ? {} : { password: body.password }),
        ...(body.data === undefined || body.data === null ? {} : { data: body.data }),
      },
      queryString(request, 'redirect_to'),
      context(request),
    )
  })

  app.post('/token', async (request) => {
    limit(limiters.token, 'token', request)
    const grantType = queryString(request, 'grant_type')
    switch (grantType) {
      case 'password': {
        const body = parseBody(passwordGrantBody, request.body)
        return service.signInWithPassword(
          {
            ...(body.email === undefined ? {} : { email: body.email }),
            ...(body.phone === undefined ? {} : { phone: body.phone }),
            ...(body.password === undefined ? {} : { password: body.password }),
          },
          context(request),
        )
      }
      case 'refresh_token': {
        const body = parseBody(refreshGrantBody, request.body)
        return service.refresh(body.refresh_token, context(request))
      }
      default:
        throw new GoTrueError(400, 'validation_failed', 'unsupported_grant_type')
    }
  })

  app.post('/logout', async (request, reply) => {
    const scope = logoutScope.safeParse(queryString(request, 'scope') ?? 'global')
    if (!scope.success) {
      throw new GoTrueError(400, 'validation_failed', 'Unsupported logout scope')
    }
    const caller = await service.authenticate(request.headers.authorization)
    await service.logout(caller, scope.data)
    return reply.code(204).send()
  })

  app.get('/user', async (request) => {
    const caller = await service.authenticate(request.headers.authorization)
    return service.getUser(caller)
  })

  app.put('/user', async (request) => {
    const caller = await service.authenticate(request.headers.authorization)
    const body = parseBody(updateUserBody, request.body)
    return service.updateUser(caller, {
      ...(body.email === undefined || body.email === null ? {} : { email: body.email }),
      ...(body.phone === undefined || body.phone === null ? {} : { phone: body.phone }),
      ...(body.password === undefined || body.password === null ? {} : { password: body.password }),
      ...(body.data === undefined || body.data === null ? {} : { data: body.data }),
    })
  })

  app.get('/admin/users/:id', async (request) => {
    await service.requireServiceRole(request.headers.authorization)
    return service.adminGetUser((request.params as { id: string }).id)
  })

  app.put('/admin/users/:id', async (request) => {
    await service.requireServiceRole(request.headers.authorization)
    const body = parseBody(adminUpdateBody, request.body)
    return service.adminUpdateUser((request.params as { id: string }).id, {
      ...(body.password === undefined ? {} : { password: body.password }),
      ...(body.app_metadata === undefined ? {} : { app_metadata: body.app_metadata }),
      ...(body.user_metadata === undefined ? {} : { user_metadata: body.user_metadata }),
      ...(body.email_confirm === undefined ? {} : { email_confirm: body.email_confirm }),
    })
  })

  app.post('/recover', async (request) => {
    limit(limiters.recover, 'recover', request)
    const body = parseBody(recoverBody, request.body)
    return service.recover(body.email, queryString(request, 'redirect_to'), context(request))
  })

  app.get('/verify', async (request, reply) => {
    const redirect = service.resolveRedirect(queryString(request, 'redirect_to'))
    const fail = (error: GoTrueError): FastifyReply => {
      const fragment = new URLSearchParams({
        error: error.status === 429 ? 'too_many_requests' : 'access_denied',
        error_code: error.code,
        error_description:
          error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
      })
      return reply.redirect(`${redirect}#${fragment.toString()}`, 303)
    }
    try {
      limit(limiters.verify, 'verify', request)
      const type = verifyType.safeParse(queryString(request, 'type'))
      const token = queryString(request, 'token')
      if (!type.success || token === undefined || token === '') {
        return fail(new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid'))
      }
      const session = await service.verify({ type: type.data, tokenHash: token }, context(request))
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: session.type,
      })
      return reply.redirect(`${redirect}#${fragment.toString()}`, 303)
    } catch (error) {
      if (error instanceof GoTrueError) return fail(error)
      throw error
    }
  })

  app.post('/verify', async (request) => {
    limit(limiters.verify, 'verify', request)
    const body = parseBody(verifyBody, request.body)
    const type = verifyType.safeParse(body.type)
    if (!type.success) {
      throw new GoTrueError(400, 'validation_failed', 'Verify requires a verification type')
    }
    const { type: _verifiedType, ...session } = await service.verify(
      {
        type: type.data as VerifyType,
        ...(body.token_hash === undefined ? {} : { tokenHash: body.token_hash }),
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.token === undefined ? {} : { token: body.token }),
      },
      context(request),
    )
    return session
  })
}
