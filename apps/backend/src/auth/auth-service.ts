import type { Database } from '../db/database.js'
import type { AuthDeps, AuthRequestContext, AuthSettings } from './auth-deps.js'
import { type AuthenticatedCaller, authenticate, requireServiceRole } from './bearer-caller.js'
import { recover } from './email-verification.js'
import type { JwtService } from './jwt-service.js'
import type { Mailer } from './mailer.js'
import type { PkceChallenge } from './pkce-flow.js'
import type { RedirectPolicy } from './redirect-policy.js'
import { type LogoutScope, logout, refreshSession, signInWithPassword } from './session-grants.js'
import type { SessionResponse } from './session-response.js'
import { type SignUpInput, signUp } from './sign-up.js'
import { getUser, type UserUpdate, updateUser } from './user-updates.js'
import { type VerifyOutcome, type VerifyRequest, verifyOtp } from './verify-otp.js'

export type { AuthRequestContext, AuthSettings } from './auth-deps.js'
export type { SessionResponse } from './session-response.js'

/**
 * The GoTrue behaviour behind /auth/v1: sign-up with confirmation mail, password and
 * refresh-token grants with rotation and reuse detection, logout scopes, user reads and updates,
 * recovery and verification. Every operation runs in one database transaction; each lives in
 * the module of its concept (sign-up, session grants, bearer callers, user updates, e-mail
 * verification) and this class hands them the shared dependencies.
 */
export class AuthService {
  readonly #deps: AuthDeps

  constructor(
    db: Database,
    jwt: JwtService,
    mailer: Mailer,
    redirects: RedirectPolicy,
    settings: AuthSettings,
  ) {
    this.#deps = { db, jwt, mailer, redirects, settings }
  }

  /** The shared dependencies, for route modules that call the concept modules directly. */
  get deps(): AuthDeps {
    return this.#deps
  }

  /** POST /signup. */
  signUp(
    input: SignUpInput,
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<SessionResponse | Record<string, unknown>> {
    return signUp(this.#deps, input, redirectTo, ctx)
  }

  /** POST /token?grant_type=password. */
  signInWithPassword(
    input: { email?: string; phone?: string; password?: string },
    ctx: AuthRequestContext,
  ): Promise<SessionResponse> {
    return signInWithPassword(this.#deps, input, ctx)
  }

  /** POST /token?grant_type=refresh_token: rotation, with GoTrue's reuse interval. */
  refresh(refreshToken: string | undefined, ctx: AuthRequestContext): Promise<SessionResponse> {
    return refreshSession(this.#deps, refreshToken, ctx)
  }

  /** Resolves the caller of an authenticated endpoint from their bearer token. */
  authenticate(authorization: string | undefined): Promise<AuthenticatedCaller> {
    return authenticate(this.#deps, authorization)
  }

  /** POST /logout?scope=… */
  logout(caller: AuthenticatedCaller, scope: LogoutScope): Promise<void> {
    return logout(this.#deps, caller, scope)
  }

  /** Requires a service-role bearer token, as GoTrue's admin endpoints do. */
  requireServiceRole(authorization: string | undefined): Promise<void> {
    return requireServiceRole(this.#deps, authorization)
  }

  /** GET /user. */
  getUser(caller: AuthenticatedCaller): Promise<Record<string, unknown>> {
    return getUser(this.#deps, caller)
  }

  /** PUT /user: metadata merge, password change, e-mail change through confirmation mails. */
  updateUser(
    caller: AuthenticatedCaller,
    input: UserUpdate,
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<Record<string, unknown>> {
    return updateUser(this.#deps, caller, input, redirectTo, ctx)
  }

  /** POST /recover: always `{}` for unknown addresses, so it reveals nothing. */
  recover(
    emailInput: string | undefined,
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
    pkce?: PkceChallenge,
  ): Promise<Record<string, never>> {
    return recover(this.#deps, emailInput, redirectTo, ctx, pkce)
  }

  /** GET and POST /verify: every e-mail type, with GoTrue's check order and messages. */
  verify(request: VerifyRequest, ctx: AuthRequestContext): Promise<VerifyOutcome> {
    return verifyOtp(this.#deps, request, ctx)
  }

  /** The allowed redirect for a requested one. */
  resolveRedirect(candidate: string | undefined): string {
    return this.#deps.redirects.resolve(candidate)
  }
}
