import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { adminRoutes } from './admin-routes.js'
import type { AuthRequestContext, AuthService } from './auth-service.js'
import { disabledFeatureRoutes, unofferedGrant } from './disabled-features.js'
import { GoTrueError } from './gotrue-error.js'
import { otpRoutes } from './otp-routes.js'
import { exchangeAuthCode, pkceFromBody } from './pkce-flow.js'
import type { RateLimiter } from './rate-limiter.js'
import { limit, parseBody, queryString } from './route-helpers.js'

/** The limiters of the auth API, one per GoTrue rate-limit bucket. */
export interface AuthRateLimiters {
  token: RateLimiter
  signup: RateLimiter
  recover: RateLimiter
  verify: RateLimiter
  /** POST /otp, /resend and GET /reauthenticate (GoTrue's OTP bucket), counted per endpoint. */
  otp: RateLimiter
}

/** What the auth routes need. */
export interface AuthRoutesOptions {
  service: AuthService
  limiters: AuthRateLimiters
  apiUrl: (request: FastifyRequest) => string
  settings: { autoconfirm: boolean; anonymousUsers: boolean }
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
const pkceGrantBody = z.looseObject({
  auth_code: z.string().default(''),
  code_verifier: z.string().default(''),
})
const refreshGrantBody = z.looseObject({ refresh_token: z.string().optional() })
const updateUserBody = z.looseObject({
  nonce: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: metadata.nullable().optional(),
})
const recoverBody = z.looseObject({ email: z.string().optional() })
const logoutScope = z.enum(['global', 'local', 'others'])

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

  const shared = { service, limiters, apiUrl: options.apiUrl }
  await app.register(adminRoutes, shared)
  await app.register(otpRoutes, shared)
  await app.register(disabledFeatureRoutes)

  app.get('/health', async () => ({
    version: options.version,
    name: 'GoTrue',
    description: 'Splendid backend: GoTrue-compatible auth over PostgreSQL',
  }))

  app.get('/settings', async () => ({
    external: {
      email: true,
      phone: false,
      anonymous_users: options.settings.anonymousUsers,
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
    const pkce = pkceFromBody(request.body)
    return service.signUp(
      {
        ...(pkce ? { pkce } : {}),
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
      case 'pkce': {
        const body = parseBody(pkceGrantBody, request.body)
        return exchangeAuthCode(service.deps, body.auth_code, body.code_verifier, context(request))
      }
      case 'id_token':
      case 'web3':
        return unofferedGrant(grantType, request.body)
      default:
        throw new GoTrueError(400, 'invalid_credentials', 'unsupported_grant_type')
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
    const pkce = pkceFromBody(request.body)
    return service.updateUser(
      caller,
      {
        ...(pkce ? { pkce } : {}),
        ...(body.email === undefined || body.email === null ? {} : { email: body.email }),
        ...(body.phone === undefined || body.phone === null ? {} : { phone: body.phone }),
        ...(body.password === undefined || body.password === null
          ? {}
          : { password: body.password }),
        ...(body.data === undefined || body.data === null ? {} : { data: body.data }),
        ...(body.nonce === undefined ? {} : { nonce: body.nonce }),
      },
      queryString(request, 'redirect_to'),
      context(request),
    )
  })

  app.post('/recover', async (request) => {
    limit(limiters.recover, 'recover', request)
    const body = parseBody(recoverBody, request.body)
    const pkce = pkceFromBody(request.body)
    return service.recover(body.email, queryString(request, 'redirect_to'), context(request), pkce)
  })
}
