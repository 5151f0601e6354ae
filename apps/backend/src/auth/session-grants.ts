import { randomUUID } from 'node:crypto'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import type { AuthenticatedCaller } from './bearer-caller.js'
import { MISSING_CREDENTIALS } from './credential-checks.js'
import { GoTrueError } from './gotrue-error.js'
import { verifyPassword } from './password.js'
import { issueSession, type SessionResponse, sessionResponse } from './session-response.js'
import {
  deleteSession,
  deleteUserSessions,
  findActiveToken,
  findRefreshToken,
  rotateRefreshToken,
  sessionExists,
} from './session-store.js'
import { findUserByEmail, findUserById, isBanned } from './user-record.js'

/** The scopes of POST /logout. */
export type LogoutScope = 'global' | 'local' | 'others'

/** POST /token?grant_type=password. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email?: string; phone?: string; password?: string },
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  const email = input.email?.trim().toLowerCase() ?? ''
  const phone = input.phone?.trim() ?? ''
  const password = input.password ?? ''
  if ((email === '' && phone === '') || password === '') {
    throw new GoTrueError(400, 'validation_failed', MISSING_CREDENTIALS)
  }
  if (email !== '' && phone !== '') {
    throw new GoTrueError(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    )
  }
  // The phone provider is off, as in a GoTrue without an SMS provider.
  if (email === '')
    throw new GoTrueError(422, 'phone_provider_disabled', 'Phone logins are disabled')
  const invalid = new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials')
  const user = await findUserByEmail(deps.db, email)
  // GoTrue answers user_banned before checking the password of a banned account.
  if (user !== null && (user.encrypted_password ?? '') !== '' && isBanned(user)) {
    throw new GoTrueError(400, 'user_banned', 'User is banned')
  }
  const matches = await verifyPassword(password, user?.encrypted_password || null)
  if (user === null || !matches) throw invalid
  if (user.email_confirmed_at === null) {
    throw new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed')
  }
  // No transaction: the session's rows are one statement, `last_sign_in_at` another.
  return issueSession(deps, deps.db, user, 'password', ctx)
}

/** POST /token?grant_type=refresh_token: rotation, with GoTrue's reuse interval. */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string | undefined,
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  if (refreshToken === undefined || refreshToken === '') {
    throw new GoTrueError(400, 'validation_failed', 'refresh_token required')
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const notFound = new GoTrueError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    )
    const token = await findRefreshToken(tx, refreshToken)
    if (token === null || !(await sessionExists(tx, token.session_id))) throw notFound
    const user = await findUserById(tx, token.user_id)
    if (user === null) throw notFound
    if (isBanned(user)) {
      throw new GoTrueError(400, 'user_banned', 'Invalid Refresh Token: User Banned')
    }
    let issued: string
    if (token.revoked) {
      const active = await findActiveToken(tx, token.session_id)
      const withinReuse =
        Date.now() - token.updated_at.getTime() < deps.settings.refreshTokenReuseSeconds * 1000
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
      response: await sessionResponse(deps, tx, user, token.session_id, issued, ctx),
    }
  })
  if (outcome.reused) {
    throw new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  }
  return outcome.response
}

/** POST /logout?scope=…: ends the caller's sessions in that scope. */
export async function logout(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
  scope: LogoutScope,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
