import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import { GoTrueError } from './gotrue-error.js'
import { type FactorRecord, factorsFromJson, factorsJsonSql } from './mfa-factors.js'
import {
  type IdentityRecord,
  identitiesFromJson,
  identitiesJsonSql,
  USER_COLUMNS,
  type UserRecord,
} from './user-record.js'

/** A row of `auth.refresh_tokens`. */
export interface RefreshTokenRecord {
  id: string
  token: string
  user_id: string
  revoked: boolean
  parent: string | null
  session_id: string
  updated_at: Date
}

/** How a session was authenticated (GoTrue's amr methods). */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'anonymous'

/** Generates an opaque refresh token. */
export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url')
}

/**
 * A session just started: its ids, the user as the sign-in left them (with their identities and
 * factors) and the session's amr.
 */
export interface StartedSession {
  sessionId: string
  refreshToken: string
  user: UserRecord
  identities: IdentityRecord[]
  factors: FactorRecord[]
  amr: { method: string; timestamp: number }[]
}

/**
 * Starts a session for a user: the session, its amr claim and first refresh token, and the user's
 * `last_sign_in_at`, in one statement (atomic on its own; foreign keys are checked at its end),
 * which also reads what the session's answer shows of the user: a sign-in is two statements.
 */
export async function startSession(
  db: Queryable,
  userId: string,
  method: AuthMethod,
  userAgent: string | undefined,
): Promise<StartedSession> {
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  const result = await db.query<
    UserRecord & {
      amr_at: number
      identities_json: Record<string, unknown>[]
      factors_json: Record<string, unknown>[]
    }
  >(
    `with new_session as (
       insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent)
       values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3)
       returning id
     ), amr as (
       insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
       select id, $4, now(), now() from new_session
     ), token as (
       insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
       select $5, $2, false, now(), now(), null, id from new_session
     )
     update auth.users set last_sign_in_at = now() where id = $2 and deleted_at is null
     returning ${USER_COLUMNS}, extract(epoch from now())::int as amr_at,
       ${identitiesJsonSql('$2')} as identities_json, ${factorsJsonSql('$2')} as factors_json`,
    [sessionId, userId, userAgent ?? null, method, refreshToken],
  )
  const row = result.rows[0]
  if (row === undefined) throw new GoTrueError(500, 'unexpected_failure', 'User vanished')
  const { amr_at, identities_json, factors_json, ...user } = row
  return {
    sessionId,
    refreshToken,
    user,
    identities: identitiesFromJson(identities_json),
    factors: factorsFromJson(factors_json),
    amr: [{ method, timestamp: Number(amr_at) }],
  }
}

/** Whether a session exists (it is deleted on logout and on detected token reuse). */
export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  const result = await db.query('select 1 from auth.sessions where id = $1', [sessionId])
  return result.rows.length > 0
}

/** The amr entries of a session, for its access tokens. */
export async function sessionAmr(
  db: Queryable,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const result = await db.query<{ method: string; at: number }>(
    // Most recent first, with the time of the latest use of each method, as GoTrue.
    `select authentication_method as method, extract(epoch from updated_at)::int as at
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  )
  return result.rows.map((row) => ({ method: row.method, timestamp: Number(row.at) }))
}

/** Finds a refresh token and locks it for the transaction. */
export async function findRefreshToken(
  tx: Queryable,
  token: string,
): Promise<RefreshTokenRecord | null> {
  const result = await tx.query<RefreshTokenRecord>(
    `select id::text, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where token = $1 for update`,
    [token],
  )
  return result.rows[0] ?? null
}

/** The newest unrevoked token of a session, if any. */
export async function findActiveToken(
  tx: Queryable,
  sessionId: string,
): Promise<RefreshTokenRecord | null> {
  const result = await tx.query<RefreshTokenRecord>(
    `select id::text, token, user_id, revoked, parent, session_id, updated_at
     from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  )
  return result.rows[0] ?? null
}

/** Revokes `parent` and issues its child in the same session. */
export async function rotateRefreshToken(
  tx: Queryable,
  parent: RefreshTokenRecord,
): Promise<string> {
  const child = newRefreshToken()
  await tx.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1',
    [parent.id],
  )
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [child, parent.user_id, parent.token, parent.session_id],
  )
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [parent.session_id],
  )
  return child
}

/** Deletes a session (its refresh tokens and amr claims go with it). */
export async function deleteSession(tx: Queryable, sessionId: string): Promise<void> {
  await tx.query('delete from auth.sessions where id = $1', [sessionId])
}

/** Deletes a user's sessions, optionally keeping one. */
export async function deleteUserSessions(
  tx: Queryable,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  if (keepSessionId === undefined) {
    await tx.query('delete from auth.sessions where user_id = $1', [userId])
  } else {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      userId,
      keepSessionId,
    ])
  }
}
