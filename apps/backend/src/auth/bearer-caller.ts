import type { AuthDeps } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import { sessionExists } from './session-store.js'
import { findUserById, isBanned, type UserRecord } from './user-record.js'

/** Who is calling an authenticated endpoint, from a verified access token. */
export interface AuthenticatedCaller {
  user: UserRecord
  sessionId: string | undefined
}

/** A user id as GoTrue writes it; anything else cannot name a user. */
export const USER_ID_SHAPE = /^[0-9a-f-]{36}$/i

async function bearerClaims(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<Record<string, unknown>> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')
  if (!match?.[1]) {
    throw new GoTrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  }
  const check = await deps.jwt.verify(match[1])
  if (!check.ok) throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${check.message}`)
  return check.claims
}

/** Resolves the caller of an authenticated endpoint from their bearer token. */
export async function authenticate(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<AuthenticatedCaller> {
  const claims = await bearerClaims(deps, authorization)
  const sub = claims.sub
  if (typeof sub !== 'string' || sub === '') {
    throw new GoTrueError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  const user = USER_ID_SHAPE.test(sub) ? await findUserById(deps.db, sub) : null
  if (user === null) {
    throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  }
  if (isBanned(user)) throw new GoTrueError(403, 'user_banned', 'User is banned')
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  if (sessionId !== undefined && !(await sessionExists(deps.db, sessionId))) {
    throw new GoTrueError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    )
  }
  return { user, sessionId }
}

/** Requires a service-role bearer token, as GoTrue's admin endpoints do. */
export async function requireServiceRole(
  deps: AuthDeps,
  authorization: string | undefined,
): Promise<void> {
  const claims = await bearerClaims(deps, authorization)
  if (claims.role !== 'service_role') {
    throw new GoTrueError(403, 'not_admin', 'User not allowed')
  }
}
