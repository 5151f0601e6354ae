import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import { issueSession, type SessionResponse } from './session-response.js'
import { findUserById } from './user-record.js'

/** A client's PKCE challenge (`code_challenge`, `code_challenge_method`). */
export interface PkceChallenge {
  challenge: string
  method: 's256' | 'plain'
}

/** GoTrue's prefix on stored token hashes of a PKCE flow (the link carries it too). */
export const PKCE_PREFIX = 'pkce_'

// GoTrue's FlowStateExpiryDuration default.
const FLOW_STATE_EXPIRY_MS = 300_000

/**
 * GoTrue's `validatePKCEParams`: both or neither; a challenge of 43–128 URL-safe characters.
 * Answers the challenge, or undefined for the implicit flow.
 */
export function parsePkce(
  challenge: string | undefined,
  method: string | undefined,
): PkceChallenge | undefined {
  const c = challenge ?? ''
  const m = method ?? ''
  if ((c === '') !== (m === '')) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'PKCE flow requires code_challenge_method and code_challenge',
    )
  }
  if (c === '') return undefined
  if (c.length < 43 || c.length > 128) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'code challenge has to be between 43 and 128 characters',
    )
  }
  if (!/^[a-zA-Z._~0-9-]+$/.test(c)) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    )
  }
  const lower = m.toLowerCase()
  if (lower !== 's256' && lower !== 'plain') {
    throw new GoTrueError(400, 'validation_failed', 'Invalid code_challenge_method')
  }
  return { challenge: c, method: lower }
}

/** Records a flow state for the user's pending e-mail link (`authenticationMethod`: its type). */
export async function startFlow(
  tx: Queryable,
  userId: string,
  pkce: PkceChallenge,
  authenticationMethod: string,
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, authenticationMethod],
  )
}

/** The authentication method of a flow state for a /verify type, as GoTrue names them. */
export function flowMethodOf(type: string): string {
  return type === 'signup' ? 'email/signup' : type
}

/** GoTrue's `issueAuthCode`: the newest flow state of the user for `method` hands out its code. */
export async function issueAuthCode(
  tx: Queryable,
  userId: string,
  method: string,
): Promise<string> {
  const result = await tx.query<{ id: string; auth_code: string }>(
    `select id, auth_code from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  )
  const flow = result.rows[0]
  if (flow === undefined) {
    throw new GoTrueError(422, 'flow_state_not_found', 'No valid flow state found for user.')
  }
  await tx.query(
    'update auth.flow_state set auth_code_issued_at = now(), updated_at = now() where id = $1',
    [flow.id],
  )
  return flow.auth_code
}

interface FlowRow {
  id: string
  user_id: string | null
  code_challenge_method: string
  code_challenge: string
  authentication_method: string
  created_at: Date
  auth_code_issued_at: Date | null
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** POST /token?grant_type=pkce: trades an auth code and its verifier for a session, once. */
export async function exchangeAuthCode(
  deps: AuthDeps,
  authCode: string,
  codeVerifier: string,
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  if (authCode === '' || codeVerifier === '') {
    throw new GoTrueError(
      400,
      'validation_failed',
      'invalid request: both auth code and code verifier should be non-empty',
    )
  }
  return deps.db.transaction(async (tx) => {
    const result = await tx.query<FlowRow>(
      `select id, user_id, code_challenge_method, code_challenge, authentication_method,
         created_at, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    )
    const flow = result.rows[0]
    if (flow === undefined || flow.user_id === null) {
      throw new GoTrueError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      )
    }
    const since =
      flow.auth_code_issued_at !== null && flow.authentication_method === 'magiclink'
        ? flow.auth_code_issued_at
        : flow.created_at
    if (Date.now() - since.getTime() > FLOW_STATE_EXPIRY_MS) {
      throw new GoTrueError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
    }
    const user = await findUserById(tx, flow.user_id)
    if (user === null) {
      throw new GoTrueError(
        404,
        'flow_state_not_found',
        'invalid flow state, no valid flow state found',
      )
    }
    const expected =
      flow.code_challenge_method === 's256'
        ? createHash('sha256').update(codeVerifier).digest('base64url')
        : codeVerifier
    if (!sameText(flow.code_challenge, expected)) {
      throw new GoTrueError(
        400,
        'bad_code_verifier',
        'code challenge does not match previously saved code verifier',
      )
    }
    await tx.query('delete from auth.flow_state where id = $1', [flow.id])
    const method = flow.authentication_method === 'recovery' ? 'recovery' : 'otp'
    return issueSession(deps, tx, user, method, ctx)
  })
}

/** The PKCE challenge of a JSON body that may carry `code_challenge` / `code_challenge_method`. */
export function pkceFromBody(body: unknown): PkceChallenge | undefined {
  const fields = (body ?? {}) as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return parsePkce(text(fields.code_challenge), text(fields.code_challenge_method))
}
