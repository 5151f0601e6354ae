import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AuthService } from './auth-service.js'
import { GoTrueError } from './gotrue-error.js'
import {
  challengeFactor,
  enrollFactor,
  type MfaCaller,
  unenrollFactor,
  verifyFactor,
} from './mfa-service.js'
import type { RateLimiter } from './rate-limiter.js'

/** What the MFA routes need. */
export interface MfaRoutesOptions {
  service: AuthService
  /** GoTrue's MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY: challenge + verify requests per IP. */
  limiter: RateLimiter
  apiUrl: (request: FastifyRequest) => string
  /** The default TOTP issuer is this URL's host, as GoTrue. */
  siteUrl: string
}

const enrollBody = z.looseObject({
  factor_type: z.unknown().optional(),
  friendly_name: z.string().optional(),
  issuer: z.string().optional(),
})
const verifyBody = z.looseObject({
  challenge_id: z.string().optional(),
  code: z.string().optional(),
})

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    throw new GoTrueError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${result.error.issues[0]?.message ?? 'invalid body'}`,
    )
  }
  return result.data
}

/**
 * Registers GoTrue's MFA endpoints (mount under `/auth/v1`): `POST /factors` (TOTP enroll),
 * `POST /factors/:id/challenge`, `POST /factors/:id/verify`, `DELETE /factors/:id`. Factors are
 * listed in `GET /user` (`user.factors`), which `supabase.auth.mfa.listFactors()` reads.
 */
export async function mfaRoutes(app: FastifyInstance, options: MfaRoutesOptions): Promise<void> {
  const { service, limiter } = options
  const deps = service.deps

  async function mfaCaller(request: FastifyRequest): Promise<MfaCaller> {
    const caller = await service.authenticate(request.headers.authorization)
    if (caller.user.is_anonymous) {
      throw new GoTrueError(
        403,
        'no_authorization',
        'Anonymous user not allowed to perform these actions',
      )
    }
    if (caller.sessionId === undefined) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    return { caller, sessionId: caller.sessionId, ip: request.ip }
  }

  function limit(request: FastifyRequest): void {
    if (!limiter.hit(`mfa:${request.ip}`).allowed) {
      throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
  }

  const factorId = (request: FastifyRequest): string => (request.params as { id: string }).id

  app.post('/factors', async (request) => {
    const who = await mfaCaller(request)
    const body = parse(enrollBody, request.body)
    return enrollFactor(
      deps,
      who,
      {
        factorType: body.factor_type,
        friendlyName: body.friendly_name ?? '',
        issuer: body.issuer ?? '',
      },
      options.siteUrl,
    )
  })

  app.post('/factors/:id/challenge', async (request) => {
    limit(request)
    const who = await mfaCaller(request)
    return challengeFactor(deps, who, factorId(request))
  })

  app.post('/factors/:id/verify', async (request) => {
    limit(request)
    const who = await mfaCaller(request)
    const body = parse(verifyBody, request.body)
    return verifyFactor(
      deps,
      who,
      factorId(request),
      { challengeId: body.challenge_id ?? '', code: body.code ?? '' },
      { apiUrl: options.apiUrl(request), userAgent: request.headers['user-agent'] },
    )
  })

  app.delete('/factors/:id', async (request) => {
    const who = await mfaCaller(request)
    return unenrollFactor(deps, who, factorId(request))
  })
}
