import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import type { AccessTokenClaims } from './jwt-service.js'
import { type FactorRecord, factorsMember, userFactorsJson } from './mfa-factors.js'
import { type AuthMethod, sessionAmr, startSession } from './session-store.js'
import {
  findIdentities,
  type IdentityRecord,
  toGoTrueUser,
  type UserRecord,
} from './user-record.js'

// The amr methods that are a second factor: a session holding one is aal2 (as GoTrue computes it).
const AAL2_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn'])

/** The JSON GoTrue answers with when it grants a session. */
export interface SessionResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  expires_at: number
  refresh_token: string
  user: Record<string, unknown>
}

/**
 * Starts a new session for `user` (recording the sign-in) and answers with its tokens. Its writes
 * are one statement, so `db` need not be a transaction when nothing else must commit with them.
 */
export async function issueSession(
  deps: AuthDeps,
  db: Queryable,
  user: UserRecord,
  method: AuthMethod,
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  const started = await startSession(db, user.id, method, ctx.userAgent)
  return sessionResponse(deps, db, started.user, started.sessionId, started.refreshToken, ctx, {
    amr: started.amr,
    identities: started.identities,
    factors: started.factors,
  })
}

/** A freshly signed access token for an existing session, with its refresh token. */
export async function sessionResponse(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRecord,
  sessionId: string,
  refreshToken: string,
  ctx: AuthRequestContext,
  known: {
    amr?: { method: string; timestamp: number }[]
    identities?: IdentityRecord[]
    factors?: FactorRecord[]
  } = {},
): Promise<SessionResponse> {
  const now = Math.floor(Date.now() / 1000)
  const amr = known.amr ?? (await sessionAmr(tx, sessionId))
  const expiresIn = deps.settings.jwtExpirySeconds
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
    aal: amr.some((entry) => AAL2_METHODS.has(entry.method)) ? 'aal2' : 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  }
  return {
    access_token: await deps.jwt.sign({ ...claims }),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refreshToken,
    user: {
      ...toGoTrueUser(user, known.identities ?? (await findIdentities(tx, user.id))),
      ...(known.factors === undefined
        ? await userFactorsJson(tx, user.id)
        : factorsMember(known.factors)),
    },
  }
}
