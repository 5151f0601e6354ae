import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import { GoTrueError } from './gotrue-error.js'
import type { AccessTokenClaims, JwtService } from './jwt-service.js'
import { confirmationMail, type Mailer, recoveryMail } from './mailer.js'
import { checkNewPassword, hashPassword, verifyPassword } from './password.js'
import type { RedirectPolicy } from './redirect-policy.js'
import {
  type AuthMethod,
  createSession,
  deleteSession,
  deleteUserSessions,
  findActiveToken,
  findRefreshToken,
  rotateRefreshToken,
  sessionAmr,
  sessionExists,
} from './session-store.js'
import {
  findIdentities,
  findUserByEmail,
  findUserById,
  findUserByToken,
  toGoTrueUser,
  type UserRecord,
} from './user-record.js'

/** Settings of the auth service (from env). */
export interface AuthSettings {
  jwtExpirySeconds: number
  autoconfirm: boolean
  otpExpirySeconds: number
  refreshTokenReuseSeconds: number
  emailIntervalSeconds: number
}

/** Per-request facts the service needs. */
export interface AuthRequestContext {
  /** The public base URL of this server, e.g. `http://localhost:54321`. */
  apiUrl: string
  userAgent: string | undefined
}

/** The JSON GoTrue answers with when it grants a session. */
export interface SessionResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

/** Who is calling an authenticated endpoint, from a verified access token. */
export interface AuthenticatedCaller {
  user: UserRecord
  sessionId: string | undefined
}

/** The verification types accepted by /verify. */
export type VerifyType = 'signup' | 'email' | 'recovery'

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(`${email}${otp}`).digest('hex')
}

function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

function otpExpired(): GoTrueError {
  return new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid')
}

/**
 * The GoTrue behaviour behind /auth/v1: sign-up with confirmation mail, password and
 * refresh-token grants with rotation and reuse detection, logout scopes, user reads and updates,
 * recovery and verification. Every operation runs in one database transaction.
 */
export class AuthService {
  readonly #db: Database
  readonly #jwt: JwtService
  readonly #mailer: Mailer
  readonly #redirects: RedirectPolicy
  readonly #settings: AuthSettings

  constructor(
    db: Database,
    jwt: JwtService,
    mailer: Mailer,
    redirects: RedirectPolicy,
    settings: AuthSettings,
  ) {
    this.#db = db
    this.#jwt = jwt
    this.#mailer = mailer
    this.#redirects = redirects
    this.#settings = settings
  }

  /** POST /signup. */
  async signUp(
    input: { email?: string; phone?: string; password?: string; data?: Record<string, unknown> },
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<SessionResponse | Record<string, unknown>> {
    const email = input.email?.trim().toLowerCase() ?? ''
    const password = input.password ?? ''
    if ((email === '' && (input.phone ?? '') === '') || password === '') {
      throw new GoTrueError(400, 'validation_failed', MISSING_CREDENTIALS)
    }
    if (email === '') {
      throw new GoTrueError(400, 'phone_provider_disabled', 'Phone signups are disabled')
    }
    this.#checkEmailShape(email)
    this.#checkNewPassword(password)
    const passwordHash = await hashPassword(password)
    const data = input.data ?? {}

    return this.#db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email)
      if (existing !== null && existing.email_confirmed_at !== null) {
        if (this.#settings.autoconfirm) {
          throw new GoTrueError(422, 'user_already_exists', 'User already registered')
        }
        // As GoTrue: with confirmations on, an existing address gets a look-alike user and no
        // mail, so sign-up cannot be used to find out who has an account.
        return this.#obfuscatedUser(email, data)
      }
      let user: UserRecord
      if (existing !== null) {
        this.#checkMailInterval(existing.confirmation_sent_at)
        await tx.query(
          `update auth.users set encrypted_password = $2,
             raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb,
             updated_at = now() where id = $1`,
          [existing.id, passwordHash, JSON.stringify(data)],
        )
        user = await this.#mustFindUser(tx, existing.id)
      } else {
        user = await this.#insertUser(tx, email, passwordHash, data)
      }
      if (this.#settings.autoconfirm) {
        return this.#issueSession(tx, user, 'password', ctx)
      }
      await this.#sendConfirmation(tx, user, redirectTo, ctx)
      return toGoTrueUser(await this.#mustFindUser(tx, user.id), await findIdentities(tx, user.id))
    })
  }

  /** POST /token?grant_type=password. */
  async signInWithPassword(
    input: { email?: string; phone?: string; password?: string },
    ctx: AuthRequestContext,
  ): Promise<SessionResponse> {
    const email = input.email?.trim().toLowerCase() ?? ''
    const phone = input.phone?.trim() ?? ''
    const password = input.password ?? ''
    if ((email === '' && phone === '') || password === '') {
      throw new GoTrueError(400, 'validation_failed', MISSING_CREDENTIALS)
    }
    const invalid = new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials')
    // Phone accounts cannot be created here, so a phone sign-in never matches.
    const user = email === '' ? null : await findUserByEmail(this.#db, email)
    const matches = await verifyPassword(password, user?.encrypted_password ?? null)
    if (user === null || !matches) throw invalid
    if (user.banned_until !== null && user.banned_until.getTime() > Date.now()) throw invalid
    if (user.email_confirmed_at === null) {
      throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed')
    }
    return this.#db.transaction((tx) => this.#issueSession(tx, user, 'password', ctx))
  }

  /** POST /token?grant_type=refresh_token: rotation, with GoTrue's reuse interval. */
  async refresh(
    refreshToken: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<SessionResponse> {
    if (refreshToken === undefined || refreshToken === '') {
      throw new GoTrueError(400, 'validation_failed', 'refresh_token required')
    }
    const outcome = await this.#db.transaction(async (tx) => {
      const notFound = new GoTrueError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      )
      const token = await findRefreshToken(tx, refreshToken)
      if (token === null || !(await sessionExists(tx, token.session_id))) throw notFound
      const user = await findUserById(tx, token.user_id)
      if (user === null) throw notFound
      let issued: string
      if (token.revoked) {
        const active = await findActiveToken(tx, token.session_id)
        const withinReuse =
          Date.now() - token.updated_at.getTime() < this.#settings.refreshTokenReuseSeconds * 1000
        if (active === null || !withinReuse || active.parent !== token.token) {
          // Reuse of an old token: treat the session as stolen and end it.
          await deleteSession(tx, token.session_id)
          return { reused: true as const }
        }
        issued = active.token
      } else {
        issued = await rotateRefreshToken(tx, token)
      }
      return {
        reused: false as const,
        response: await this.#sessionResponse(tx, user, token.session_id, issued, ctx),
      }
    })
    if (outcome.reused) {
      throw new GoTrueError(
        400,
        'refresh_token_already_used',
        'Invalid Refresh Token: Already Used',
      )
    }
    return outcome.response
  }

  /** Resolves the caller of an authenticated endpoint from their bearer token. */
  async authenticate(authorization: string | undefined): Promise<AuthenticatedCaller> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
    if (!match?.[1]) {
      throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const check = await this.#jwt.verify(match[1])
    if (!check.ok) throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${check.message}`)
    const sub = check.claims.sub
    if (typeof sub !== 'string' || sub === '') {
      throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim')
    }
    const user = /^[0-9a-f-]{36}$/i.test(sub) ? await findUserById(this.#db, sub) : null
    if (user === null) {
      throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    }
    const sessionId =
      typeof check.claims.session_id === 'string' ? check.claims.session_id : undefined
    if (sessionId !== undefined && !(await sessionExists(this.#db, sessionId))) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    return { user, sessionId }
  }

  /** POST /logout?scope=… */
  async logout(caller: AuthenticatedCaller, scope: 'global' | 'local' | 'others'): Promise<void> {
    await this.#db.transaction(async (tx) => {
      switch (scope) {
        case 'global':
          await deleteUserSessions(tx, caller.user.id)
          return
        case 'local':
          if (caller.sessionId !== undefined) await deleteSession(tx, caller.sessionId)
          return
        case 'others':
          await deleteUserSessions(tx, caller.user.id, caller.sessionId ?? randomUUID())
          return
        default: {
          const unreachable: never = scope
          throw new Error(`Unknown scope ${String(unreachable)}`)
        }
      }
    })
  }

  /** Requires a service-role bearer token, as GoTrue's admin endpoints do. */
  async requireServiceRole(authorization: string | undefined): Promise<void> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
    if (!match?.[1]) {
      throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    }
    const check = await this.#jwt.verify(match[1])
    if (!check.ok) throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${check.message}`)
    if (check.claims.role !== 'service_role') {
      throw new GoTrueError(403, 'not_admin', 'User not allowed')
    }
  }

  /** GET /admin/users/:id (service role only). */
  async adminGetUser(id: string): Promise<Record<string, unknown>> {
    const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(this.#db, id) : null
    if (user === null) throw new GoTrueError(404, 'user_not_found', 'User not found')
    return toGoTrueUser(user, await findIdentities(this.#db, id))
  }

  /**
   * PUT /admin/users/:id (service role only): merges `app_metadata` and `user_metadata` (null
   * deletes a key), sets a password, confirms the e-mail. This is the only HTTP way to make an
   * admin (`app_metadata.role = 'admin'`).
   */
  async adminUpdateUser(
    id: string,
    input: {
      password?: string
      app_metadata?: Record<string, unknown>
      user_metadata?: Record<string, unknown>
      email_confirm?: boolean
    },
  ): Promise<Record<string, unknown>> {
    let passwordHash: string | undefined
    if (input.password !== undefined) {
      this.#checkNewPassword(input.password)
      passwordHash = await hashPassword(input.password)
    }
    return this.#db.transaction(async (tx) => {
      const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(tx, id, true) : null
      if (user === null) throw new GoTrueError(404, 'user_not_found', 'User not found')
      const merge = (base: Record<string, unknown> | null, patch: Record<string, unknown>) => {
        const merged: Record<string, unknown> = { ...(base ?? {}) }
        for (const [key, value] of Object.entries(patch)) {
          if (key === '__proto__') continue
          if (value === null) delete merged[key]
          else merged[key] = value
        }
        return JSON.stringify(merged)
      }
      await tx.query(
        `update auth.users set
           raw_app_meta_data = coalesce($2::jsonb, raw_app_meta_data),
           raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
           encrypted_password = coalesce($4, encrypted_password),
           email_confirmed_at = case when $5::boolean then coalesce(email_confirmed_at, now())
             else email_confirmed_at end,
           updated_at = now()
         where id = $1`,
        [
          id,
          input.app_metadata === undefined
            ? null
            : merge(user.raw_app_meta_data, input.app_metadata),
          input.user_metadata === undefined
            ? null
            : merge(user.raw_user_meta_data, input.user_metadata),
          passwordHash ?? null,
          input.email_confirm === true,
        ],
      )
      return toGoTrueUser(await this.#mustFindUser(tx, id), await findIdentities(tx, id))
    })
  }

  /** GET /user. */
  async getUser(caller: AuthenticatedCaller): Promise<Record<string, unknown>> {
    return toGoTrueUser(caller.user, await findIdentities(this.#db, caller.user.id))
  }

  /** PUT /user: metadata merge (null deletes a key) and password change. */
  async updateUser(
    caller: AuthenticatedCaller,
    input: { email?: string; phone?: string; password?: string; data?: Record<string, unknown> },
  ): Promise<Record<string, unknown>> {
    const current = caller.user
    if (input.email !== undefined && input.email.trim().toLowerCase() !== (current.email ?? '')) {
      throw new GoTrueError(
        422,
        'feature_not_supported',
        'Changing the email address is not supported by this server',
      )
    }
    if (input.phone !== undefined && input.phone.trim() !== (current.phone ?? '')) {
      throw new GoTrueError(422, 'phone_provider_disabled', 'Phone changes are disabled')
    }
    let passwordHash: string | undefined
    if (input.password !== undefined) {
      this.#checkNewPassword(input.password)
      if (await verifyPassword(input.password, current.encrypted_password)) {
        throw new GoTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      passwordHash = await hashPassword(input.password)
    }
    return this.#db.transaction(async (tx) => {
      const user = await findUserById(tx, current.id, true)
      if (user === null) {
        throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
      }
      if (input.data !== undefined) {
        const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) }
        for (const [key, value] of Object.entries(input.data)) {
          if (key === '__proto__') continue
          if (value === null) delete merged[key]
          else merged[key] = value
        }
        await tx.query(
          'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
          [user.id, JSON.stringify(merged)],
        )
      }
      if (passwordHash !== undefined) {
        await tx.query(
          `update auth.users set encrypted_password = $2, recovery_token = null, updated_at = now()
           where id = $1`,
          [user.id, passwordHash],
        )
        // A new password ends every other session of the user, as GoTrue does.
        await deleteUserSessions(tx, user.id, caller.sessionId ?? randomUUID())
      }
      return toGoTrueUser(await this.#mustFindUser(tx, user.id), await findIdentities(tx, user.id))
    })
  }

  /** POST /recover: always `{}` for unknown addresses, so it reveals nothing. */
  async recover(
    emailInput: string | undefined,
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<Record<string, never>> {
    const email = emailInput?.trim().toLowerCase() ?? ''
    if (email === '') {
      throw new GoTrueError(400, 'validation_failed', 'Password recovery requires an email')
    }
    this.#checkEmailShape(email)
    await this.#db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (user === null) return
      this.#checkMailInterval(user.recovery_sent_at)
      const otp = newOtp()
      const hash = tokenHash(email, otp)
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
        [user.id, hash],
      )
      const link = this.#verifyLink(ctx, hash, 'recovery', redirectTo)
      await this.#mailer.send(tx, recoveryMail(email, link, otp))
    })
    return {}
  }

  /**
   * Verifies an e-mail token (from the link's `token`, or `token_hash`, or e-mail + 6-digit
   * code) and signs the user in.
   */
  async verify(
    input: { type: VerifyType; tokenHash?: string; email?: string; token?: string },
    ctx: AuthRequestContext,
  ): Promise<SessionResponse & { type: VerifyType }> {
    let hash = input.tokenHash ?? ''
    if (hash === '' && input.email !== undefined && input.token !== undefined) {
      hash = tokenHash(input.email.trim().toLowerCase(), input.token.trim())
    }
    if (hash === '') throw otpExpired()
    const column = input.type === 'recovery' ? 'recovery_token' : 'confirmation_token'
    return this.#db.transaction(async (tx) => {
      const user = await findUserByToken(tx, column, hash)
      const sentAt = input.type === 'recovery' ? user?.recovery_sent_at : user?.confirmation_sent_at
      if (
        user === null ||
        sentAt === null ||
        sentAt === undefined ||
        Date.now() - sentAt.getTime() > this.#settings.otpExpirySeconds * 1000
      ) {
        throw otpExpired()
      }
      await tx.query(
        `update auth.users set ${column} = null,
           email_confirmed_at = coalesce(email_confirmed_at, now()),
           raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
             then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end,
           updated_at = now()
         where id = $1`,
        [user.id],
      )
      await tx.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
           updated_at = now() where user_id = $1 and provider = 'email'`,
        [user.id],
      )
      const method: AuthMethod = input.type === 'recovery' ? 'recovery' : 'otp'
      const fresh = await this.#mustFindUser(tx, user.id)
      return { ...(await this.#issueSession(tx, fresh, method, ctx)), type: input.type }
    })
  }

  /** The allowed redirect for a requested one. */
  resolveRedirect(candidate: string | undefined): string {
    return this.#redirects.resolve(candidate)
  }

  async #insertUser(
    tx: Queryable,
    email: string,
    passwordHash: string,
    data: Record<string, unknown>,
  ): Promise<UserRecord> {
    const id = randomUUID()
    const confirmed = this.#settings.autoconfirm
    const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false }
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
         email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
         is_super_admin, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
         case when $4::boolean then now() else null end, $5::jsonb, $6::jsonb, now(), now(), false, false)`,
      [
        id,
        email,
        passwordHash,
        confirmed,
        JSON.stringify({ provider: 'email', providers: ['email'] }),
        JSON.stringify({ ...data, ...identityData }),
      ],
    )
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
         created_at, updated_at)
       values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
      [id, JSON.stringify(identityData)],
    )
    return this.#mustFindUser(tx, id)
  }

  async #sendConfirmation(
    tx: Queryable,
    user: UserRecord,
    redirectTo: string | undefined,
    ctx: AuthRequestContext,
  ): Promise<void> {
    const email = user.email ?? ''
    const otp = newOtp()
    const hash = tokenHash(email, otp)
    await tx.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
      [user.id, hash],
    )
    const link = this.#verifyLink(ctx, hash, 'signup', redirectTo)
    await this.#mailer.send(tx, confirmationMail(email, link, otp))
  }

  #verifyLink(
    ctx: AuthRequestContext,
    hash: string,
    type: VerifyType,
    redirectTo?: string,
  ): string {
    const params = new URLSearchParams({
      token: hash,
      type,
      redirect_to: this.#redirects.resolve(redirectTo),
    })
    return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`
  }

  async #issueSession(
    tx: Queryable,
    user: UserRecord,
    method: AuthMethod,
    ctx: AuthRequestContext,
  ): Promise<SessionResponse> {
    const { sessionId, refreshToken } = await createSession(tx, user.id, method, ctx.userAgent)
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [user.id])
    const fresh = await this.#mustFindUser(tx, user.id)
    return this.#sessionResponse(tx, fresh, sessionId, refreshToken, ctx)
  }

  async #sessionResponse(
    tx: Queryable,
    user: UserRecord,
    sessionId: string,
    refreshToken: string,
    ctx: AuthRequestContext,
  ): Promise<SessionResponse> {
    const now = Math.floor(Date.now() / 1000)
    const expiresIn = this.#settings.jwtExpirySeconds
    const claims: AccessTokenClaims = {
      iss: `${ctx.apiUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp: now + expiresIn,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr: await sessionAmr(tx, sessionId),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    }
    return {
      access_token: await this.#jwt.sign({ ...claims }),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      refresh_token: refreshToken,
      user: toGoTrueUser(user, await findIdentities(tx, user.id)),
    }
  }

  async #mustFindUser(tx: Queryable, id: string): Promise<UserRecord> {
    const user = await findUserById(tx, id)
    if (user === null) throw new GoTrueError(500, 'unexpected_failure', 'User vanished')
    return user
  }

  #obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
    const now = new Date().toISOString()
    const id = randomUUID()
    return {
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: data,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    }
  }

  #checkEmailShape(email: string): void {
    if (!EMAIL_SHAPE.test(email) || email.length > 255) {
      throw new GoTrueError(
        400,
        'email_address_invalid',
        'Unable to validate email address: invalid format',
      )
    }
  }

  #checkNewPassword(password: string): void {
    const problem = checkNewPassword(password)
    if (problem === null) return
    switch (problem.kind) {
      case 'too_short':
        throw new GoTrueError(422, 'weak_password', problem.message, {
          weak_password: { reasons: ['length'] },
        })
      case 'too_long':
        throw new GoTrueError(422, 'validation_failed', problem.message)
      default: {
        const unreachable: never = problem
        throw new Error(`Unknown password problem ${JSON.stringify(unreachable)}`)
      }
    }
  }

  #checkMailInterval(lastSentAt: Date | null): void {
    if (lastSentAt === null) return
    const waitMs = this.#settings.emailIntervalSeconds * 1000 - (Date.now() - lastSentAt.getTime())
    if (waitMs > 0) {
      throw new GoTrueError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
      )
    }
  }
}
