import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AuthRequestContext, AuthService } from './auth-service.js'
import { GoTrueError } from './gotrue-error.js'
import { reauthenticate, resend, sendOtp } from './passwordless.js'
import type { RateLimiter } from './rate-limiter.js'
import { limit, parseBody, queryString } from './route-helpers.js'
import {
  SINGLE_CONFIRMATION as SINGLE_CONFIRMATION_TEXT,
  type VerifyRequest,
} from './verify-otp.js'

/** What the OTP routes need. */
export interface OtpRoutesOptions {
  service: AuthService
  limiters: { verify: RateLimiter; otp: RateLimiter }
  apiUrl: (request: FastifyRequest) => string
}

const metadata = z.record(z.string(), z.unknown())
const otpBody = z.looseObject({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional(),
  data: metadata.nullable().optional(),
  channel: z.string().optional(),
  // supabase-js sends null for both in the implicit flow.
  code_challenge: z.string().nullable().optional(),
  code_challenge_method: z.string().nullable().optional(),
})
const resendBody = z.looseObject({
  // supabase-js sends null for both in the implicit flow.
  code_challenge: z.string().nullable().optional(),
  code_challenge_method: z.string().nullable().optional(),
  type: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
})
const verifyBody = z.looseObject({
  type: z.string().default(''),
  token: z.string().default(''),
  token_hash: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  redirect_to: z.string().default(''),
})

// GoTrue's oauthErrorMap: the `error` of a failed link's redirect, by status.
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

/**
 * Registers passwordless sign-in and one-time codes: POST /otp, POST /resend,
 * GET /reauthenticate, and GET/POST /verify for every e-mail type.
 */
export async function otpRoutes(app: FastifyInstance, options: OtpRoutesOptions): Promise<void> {
  const { service, limiters } = options
  const deps = service.deps
  const context = (request: FastifyRequest): AuthRequestContext => ({
    apiUrl: options.apiUrl(request),
    userAgent: request.headers['user-agent'],
  })

  app.post('/otp', async (request) => {
    limit(limiters.otp, 'otp', request)
    const body = parseBody(otpBody, request.body)
    return sendOtp(deps, body, queryString(request, 'redirect_to'), context(request))
  })

  app.post('/resend', async (request) => {
    limit(limiters.otp, 'resend', request)
    const body = parseBody(resendBody, request.body)
    return resend(deps, body, queryString(request, 'redirect_to'), context(request))
  })

  app.get('/reauthenticate', async (request) => {
    const caller = await service.authenticate(request.headers.authorization)
    limit(limiters.otp, 'reauthenticate', request)
    return reauthenticate(deps, caller, context(request))
  })

  app.get('/verify', async (request, reply) => {
    limit(limiters.verify, 'verify', request)
    const redirect = service.resolveRedirect(queryString(request, 'redirect_to'))
    const verifyRequest: VerifyRequest = {
      method: 'GET',
      type: queryString(request, 'type') ?? '',
      token: queryString(request, 'token') ?? '',
      tokenHash: '',
      email: '',
      phone: '',
      redirectTo: redirect,
    }
    if (verifyRequest.type === '') {
      throw new GoTrueError(400, 'validation_failed', 'Verify requires a verification type')
    }
    if (verifyRequest.token === '') {
      throw new GoTrueError(400, 'validation_failed', 'Verify requires a token or a token hash')
    }
    const go = (fragment: Record<string, string>): FastifyReply =>
      reply.redirect(`${redirect}#${new URLSearchParams(fragment).toString()}`, 303)
    try {
      const outcome = await service.verify(verifyRequest, context(request))
      if (outcome.kind === 'single_confirmation') {
        return go({ message: SINGLE_CONFIRMATION_TEXT, sb: '' })
      }
      if (outcome.kind === 'auth_code') {
        const target = new URL(redirect)
        target.searchParams.set('code', outcome.code)
        return reply.redirect(target.toString(), 303)
      }
      const { session } = outcome
      return go({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type: outcome.type,
      })
    } catch (error) {
      if (!(error instanceof GoTrueError)) throw error
      return go({
        ...(OAUTH_ERRORS[error.status] ? { error: OAUTH_ERRORS[error.status] as string } : {}),
        error_code: error.code,
        error_description: error.message,
        sb: '',
      })
    }
  })

  app.post('/verify', async (request) => {
    limit(limiters.verify, 'verify', request)
    const body = parseBody(verifyBody, request.body)
    const outcome = await service.verify(
      {
        method: 'POST',
        type: body.type,
        token: body.token,
        tokenHash: body.token_hash,
        email: body.email,
        phone: body.phone,
        redirectTo: body.redirect_to,
      },
      context(request),
    )
    switch (outcome.kind) {
      case 'single_confirmation':
        return { msg: SINGLE_CONFIRMATION_TEXT, code: '200' }
      case 'auth_code':
        throw new Error('POST /verify never hands out an auth code')
      case 'session':
        return outcome.session
      default: {
        const unreachable: never = outcome
        throw new Error(`Unknown outcome ${JSON.stringify(unreachable)}`)
      }
    }
  })
}
