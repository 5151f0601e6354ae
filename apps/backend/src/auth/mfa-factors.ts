import type { Queryable } from '../db/database.js'
import { dateOrNull } from './user-record.js'

/** A row of `auth.mfa_factors` (Supabase's columns). */
export interface FactorRecord {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'webauthn' | 'phone'
  status: 'unverified' | 'verified'
  created_at: Date
  updated_at: Date
  secret: string | null
  phone: string | null
  last_challenged_at: Date | null
}

/** A row of `auth.mfa_challenges`. */
export interface ChallengeRecord {
  id: string
  factor_id: string
  created_at: Date
  verified_at: Date | null
  ip_address: string
}

const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status,
  created_at, updated_at, secret, phone, last_challenged_at`

/** A factor id as GoTrue accepts it in a path (a UUID); anything else cannot name a factor. */
export const FACTOR_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The user's factors, oldest first. */
export async function findFactors(db: Queryable, userId: string): Promise<FactorRecord[]> {
  const result = await db.query<FactorRecord>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [userId],
  )
  return result.rows
}

/** One of the user's factors (another user's factor is not found), locked for the transaction. */
export async function findOwnedFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRecord | null> {
  const result = await tx.query<FactorRecord>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2 for update`,
    [factorId, userId],
  )
  return result.rows[0] ?? null
}

/** A challenge of `factorId`, locked for the transaction. */
export async function findChallenge(
  tx: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRecord | null> {
  const result = await tx.query<ChallengeRecord>(
    `select id, factor_id, created_at, verified_at, host(ip_address) as ip_address
     from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId],
  )
  return result.rows[0] ?? null
}

/** A factor as GoTrue renders it in `user.factors` (the secret never leaves the server). */
export function toFactorJson(factor: FactorRecord): Record<string, unknown> {
  return {
    id: factor.id,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    phone: factor.phone ?? '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  }
}

/** The `factors` member of a GoTrue user: left out when there are none, as GoTrue does. */
export async function userFactorsJson(
  db: Queryable,
  userId: string,
): Promise<{ factors?: Record<string, unknown>[] }> {
  return factorsMember(await findFactors(db, userId))
}

/** The `factors` member of a GoTrue user for the factors given. */
export function factorsMember(factors: FactorRecord[]): { factors?: Record<string, unknown>[] } {
  return factors.length === 0 ? {} : { factors: factors.map(toFactorJson) }
}

/**
 * A SQL expression for the factors of the user whose id is `userIdSql`, as one JSON array in
 * {@link findFactors}' order, to fold into another statement (read back with
 * {@link factorsFromJson}).
 */
export function factorsJsonSql(userIdSql: string): string {
  return `(select coalesce(json_agg(f order by f.created_at, f.id), '[]'::json)
     from (select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = ${userIdSql}) f)`
}

/** The factors of {@link factorsJsonSql}, with their timestamps as dates again. */
export function factorsFromJson(rows: Record<string, unknown>[]): FactorRecord[] {
  return rows.map((row) => {
    const factor = row as unknown as FactorRecord
    return {
      ...factor,
      created_at: new Date(String(row.created_at)),
      updated_at: new Date(String(row.updated_at)),
      last_challenged_at: dateOrNull(row.last_challenged_at),
    }
  })
}

/**
 * Deletes a factor; the user's sessions raised with it fall back to aal1 and lose its `totp`
 * claim, so a removed authenticator can no longer vouch for any session.
 */
export async function deleteFactor(tx: Queryable, userId: string, factorId: string): Promise<void> {
  await tx.query('delete from auth.mfa_factors where id = $1', [factorId])
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  )
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`,
    [userId, factorId],
  )
}
