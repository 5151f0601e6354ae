import type { Queryable } from '../db/database.js'
import { GoTrueError } from './gotrue-error.js'

/** A row of `auth.users` as the auth code reads it. */
export interface UserRecord {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  is_anonymous: boolean
  invited_at: Date | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_token_new: string | null
  email_change_token_current: string | null
  email_change_confirm_status: number | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
}

/** A row of `auth.identities`. */
export interface IdentityRecord {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

/** The columns of {@link UserRecord}, for `select` and `returning` lists. */
export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, last_sign_in_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until,
  is_anonymous, invited_at, email_change, email_change_sent_at, email_change_token_new,
  email_change_token_current, email_change_confirm_status, reauthentication_token,
  reauthentication_sent_at`

/** Finds a user by e-mail (case-insensitive). */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const result = await db.query<UserRecord>(
    // `is_sso_user = false` as GoTrue's lookup; it also lets the planner use the unique
    // `users_email_partial_key` index instead of scanning the table.
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  )
  return result.rows[0] ?? null
}

/** Finds a user by id; `forUpdate` locks the row for the transaction. */
export async function findUserById(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<UserRecord | null> {
  const result = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null${forUpdate ? ' for update' : ''}`,
    [id],
  )
  return result.rows[0] ?? null
}

/** Finds a user the transaction just wrote or read; their absence is a server fault. */
export async function mustFindUser(tx: Queryable, id: string): Promise<UserRecord> {
  const user = await findUserById(tx, id)
  if (user === null) throw new GoTrueError(500, 'unexpected_failure', 'User vanished')
  return user
}

/** The columns that hold a pending e-mail token hash. */
export type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token'

/** Finds a user by one of their pending e-mail token hashes (any of `columns`), locked. */
export async function findUserByToken(
  db: Queryable,
  columns: readonly TokenColumn[],
  tokenHash: string,
): Promise<UserRecord | null> {
  // The column names come from the closed TokenColumn union, never from input.
  const where = columns.map((column) => `${column} = $1`).join(' or ')
  const result = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where (${where}) and deleted_at is null for update`,
    [tokenHash],
  )
  return result.rows[0] ?? null
}

/** Whether a user is banned right now (GoTrue's `IsBanned`). */
export function isBanned(user: UserRecord): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now()
}

const IDENTITY_COLUMNS = `id, provider_id, user_id, identity_data, provider, last_sign_in_at,
  created_at, updated_at, email`

/** Lists a user's identities. */
export async function findIdentities(db: Queryable, userId: string): Promise<IdentityRecord[]> {
  const result = await db.query<IdentityRecord>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [userId],
  )
  return result.rows
}

/**
 * A SQL expression for the identities of the user whose id is `userIdSql`, as one JSON array in
 * {@link findIdentities}' order: it folds them into another statement (read them back with
 * {@link identitiesFromJson}), which spares a round trip on every sign-in.
 */
export function identitiesJsonSql(userIdSql: string): string {
  return `(select coalesce(json_agg(i order by i.created_at), '[]'::json)
     from (select ${IDENTITY_COLUMNS} from auth.identities where user_id = ${userIdSql}) i)`
}

/** The identities of {@link identitiesJsonSql}, with their timestamps as dates again. */
export function identitiesFromJson(rows: Record<string, unknown>[]): IdentityRecord[] {
  return rows.map((row) => {
    const identity = row as unknown as IdentityRecord
    return {
      ...identity,
      last_sign_in_at: dateOrNull(row.last_sign_in_at),
      created_at: dateOrNull(row.created_at),
      updated_at: dateOrNull(row.updated_at),
    }
  })
}

/** A JSON timestamp as a date (`null` stays `null`). */
export function dateOrNull(value: unknown): Date | null {
  return typeof value === 'string' ? new Date(value) : null
}

function iso(value: Date | null): string | undefined {
  return value === null ? undefined : value.toISOString()
}

function withoutUndefined(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined))
}

/** Renders a user as GoTrue's JSON user object (empty timestamps are left out, as GoTrue does). */
export function toGoTrueUser(
  user: UserRecord,
  identities: IdentityRecord[],
): Record<string, unknown> {
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email:
      user.email_change === null || user.email_change === '' ? undefined : user.email_change,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) =>
      withoutUndefined({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email: identity.email ?? undefined,
      }),
    ),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  })
}

/** Inserts an identity of `provider` for the user (GoTrue's createNewIdentity). */
export async function insertIdentity(
  tx: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  data: Record<string, unknown>,
): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, $3, now(), now(), now())`,
    [userId, JSON.stringify(data), provider],
  )
}
