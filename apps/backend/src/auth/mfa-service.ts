import { randomUUID } from 'node:crypto'
import { renderSVG } from 'uqr'
import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import type { AuthenticatedCaller } from './bearer-caller.js'
import { GoTrueError } from './gotrue-error.js'
import {
  deleteFactor,
  FACTOR_ID_SHAPE,
  type FactorRecord,
  findChallenge,
  findFactors,
  findOwnedFactor,
} from './mfa-factors.js'
import { type SessionResponse, sessionResponse } from './session-response.js'
import { findActiveToken, rotateRefreshToken } from './session-store.js'
import { generateTotpSecret, totpUri, verifyTotp } from './totp.js'
import { mustFindUser } from './user-record.js'

/** GoTrue's MFA defaults: challenge and unverified-factor lifetimes, factor limits. */
const CHALLENGE_EXPIRY_SECONDS = 300
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300
const MAX_ENROLLED_FACTORS = 10
const MAX_VERIFIED_FACTORS = 10

/** What the MFA endpoints know about their caller: the user and the session of the token. */
export interface MfaCaller {
  caller: AuthenticatedCaller
  sessionId: string
  ip: string
}

/** The answer of POST /factors for a TOTP factor. */
export interface EnrolledTotpFactor {
  id: string
  type: 'totp'
  friendly_name: string
  totp: { qr_code: string; secret: string; uri: string }
}

const UUID_SHAPE = FACTOR_ID_SHAPE

function factorNotFound(): GoTrueError {
  return new GoTrueError(404, 'mfa_factor_not_found', 'Factor not found')
}

// Takes the transaction's connection when called inside one: PGlite has a single connection.
async function sessionAal(db: Queryable, sessionId: string): Promise<string | null> {
  const result = await db.query<{ aal: string | null }>(
    'select aal from auth.sessions where id = $1',
    [sessionId],
  )
  return result.rows[0]?.aal ?? null
}

/** Checks a factor id from the path and loads the caller's factor (others' are not found). */
async function loadFactor(deps: AuthDeps, who: MfaCaller, factorId: string): Promise<FactorRecord> {
  if (!UUID_SHAPE.test(factorId)) {
    throw new GoTrueError(404, 'validation_failed', 'factor_id must be an UUID')
  }
  const factor = await findOwnedFactor(deps.db, who.caller.user.id, factorId)
  if (factor === null) throw factorNotFound()
  return factor
}

/** POST /factors with `factor_type: 'totp'`: a new unverified factor with its QR code. */
export async function enrollFactor(
  deps: AuthDeps,
  who: MfaCaller,
  input: { factorType: unknown; friendlyName: string; issuer: string },
  siteUrl: string,
): Promise<EnrolledTotpFactor> {
  switch (input.factorType) {
    case 'totp':
      break
    // Phone and WebAuthn factors are off, as in a GoTrue whose config does not enable them.
    case 'phone':
      throw new GoTrueError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    case 'webauthn':
      throw new GoTrueError(
        422,
        'mfa_webauthn_enroll_not_enabled',
        'MFA enroll is disabled for WebAuthn',
      )
    default:
      throw new GoTrueError(
        400,
        'validation_failed',
        'factor_type needs to be totp, phone, or webauthn',
      )
  }
  const user = who.caller.user
  const issuer = input.issuer === '' ? new URL(siteUrl).host : input.issuer
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `delete from auth.mfa_factors f where f.user_id = $1 and f.status <> 'verified'
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and f.created_at + make_interval(secs => $2) < now()`,
      [user.id, UNVERIFIED_FACTOR_EXPIRY_SECONDS],
    )
    const factors = await findFactors(tx, user.id)
    if (factors.some((factor) => (factor.friendly_name ?? '') === input.friendlyName)) {
      throw new GoTrueError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(input.friendlyName)} for this user already exists`,
      )
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length
    if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
      throw new GoTrueError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      )
    }
    if (verified > 0 && (await sessionAal(tx, who.sessionId)) !== 'aal2') {
      throw new GoTrueError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    const secret = generateTotpSecret()
    const uri = totpUri(issuer, user.email ?? '', secret)
    const id = randomUUID()
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [id, user.id, input.friendlyName, secret],
    )
    return {
      id,
      type: 'totp' as const,
      friendly_name: input.friendlyName,
      // The raw SVG, as GoTrue answers; supabase-js turns it into a data: URI.
      totp: { qr_code: renderSVG(uri, { ecc: 'H', pixelSize: 3 }), secret, uri },
    }
  })
}

/** POST /factors/:id/challenge: a challenge that a code must answer within five minutes. */
export async function challengeFactor(
  deps: AuthDeps,
  who: MfaCaller,
  factorId: string,
): Promise<{ id: string; type: string; expires_at: number }> {
  const factor = await loadFactor(deps, who, factorId)
  const id = randomUUID()
  const created = await deps.db.transaction(async (tx) => {
    const result = await tx.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
       values ($1, $2, clock_timestamp(), $3::inet) returning created_at`,
      [id, factor.id, who.ip],
    )
    const createdAt = result.rows[0]?.created_at ?? new Date()
    await tx.query('update auth.mfa_factors set last_challenged_at = $2 where id = $1', [
      factor.id,
      createdAt,
    ])
    return createdAt
  })
  return {
    id,
    type: factor.factor_type,
    expires_at: Math.floor(created.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  }
}

type VerifyOutcome = { ok: true; session: SessionResponse } | { ok: false; error: GoTrueError }

/**
 * POST /factors/:id/verify: checks the code against the challenge; on success the factor is
 * verified, the session becomes aal2 with `totp` in its amr, its refresh token is swapped, the
 * user's other aal1 sessions end and their unverified TOTP factors go (GoTrue's order).
 */
export async function verifyFactor(
  deps: AuthDeps,
  who: MfaCaller,
  factorId: string,
  input: { challengeId: string; code: string },
  ctx: AuthRequestContext,
): Promise<SessionResponse> {
  const factor = await loadFactor(deps, who, factorId)
  if (input.code === '') {
    throw new GoTrueError(400, 'validation_failed', 'Code needs to be non-empty')
  }
  const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const challenge = UUID_SHAPE.test(input.challengeId)
      ? await findChallenge(tx, factor.id, input.challengeId)
      : null
    if (challenge === null) {
      return {
        ok: false,
        error: new GoTrueError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        ),
      }
    }
    if (challenge.verified_at !== null || challenge.ip_address !== who.ip) {
      return {
        ok: false,
        error: new GoTrueError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        ),
      }
    }
    if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000 < Date.now()) {
      // The expired challenge is removed and the removal kept (the outcome is not thrown here).
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
      return {
        ok: false,
        error: new GoTrueError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      }
    }
    if (!verifyTotp(input.code, factor.secret ?? '', Date.now())) {
      return {
        ok: false,
        error: new GoTrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
      }
    }
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      challenge.id,
    ])
    if (factor.status !== 'verified') {
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`,
        [factor.id],
      )
    }
    await tx.query(
      `insert into auth.mfa_amr_claims (session_id, authentication_method, created_at, updated_at)
       values ($1, 'totp', now(), now())
       on conflict (session_id, authentication_method) do update set updated_at = now()`,
      [who.sessionId],
    )
    const active = await findActiveToken(tx, who.sessionId)
    if (active === null) {
      throw new GoTrueError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      )
    }
    const refreshToken = await rotateRefreshToken(tx, active)
    await tx.query(
      `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
      [who.sessionId, factor.id],
    )
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [
      who.caller.user.id,
    ])
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
      [who.caller.user.id],
    )
    const user = await mustFindUser(tx, who.caller.user.id)
    return {
      ok: true,
      session: await sessionResponse(deps, tx, user, who.sessionId, refreshToken, ctx),
    }
  })
  if (!outcome.ok) throw outcome.error
  return outcome.session
}

/**
 * DELETE /factors/:id: a verified factor needs an aal2 session; sessions that reached aal2 with
 * it fall back to aal1 (their `totp` amr entry is removed).
 */
export async function unenrollFactor(
  deps: AuthDeps,
  who: MfaCaller,
  factorId: string,
): Promise<{ id: string }> {
  const factor = await loadFactor(deps, who, factorId)
  if (factor.status === 'verified' && (await sessionAal(deps.db, who.sessionId)) !== 'aal2') {
    throw new GoTrueError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await deps.db.transaction((tx) => deleteFactor(tx, who.caller.user.id, factor.id))
  return { id: factor.id }
}
