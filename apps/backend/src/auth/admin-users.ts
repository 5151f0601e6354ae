import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps } from './auth-deps.js'
import { USER_ID_SHAPE } from './bearer-caller.js'
import {
  DUPLICATE_EMAIL,
  requireAcceptablePassword,
  unguessablePassword,
  validateEmail,
  validatePhone,
} from './credential-checks.js'
import { parseGoDuration } from './go-duration.js'
import { GoTrueError } from './gotrue-error.js'
import { mergeMetadata } from './merge-metadata.js'
import { userFactorsJson } from './mfa-factors.js'
import { hashPassword } from './password.js'
import { deleteUserSessions } from './session-store.js'
import {
  findIdentities,
  findUserByEmail,
  findUserById,
  insertIdentity,
  mustFindUser,
  toGoTrueUser,
  type UserRecord,
} from './user-record.js'

/** The body of POST /admin/users and PUT /admin/users/:id (GoTrue's AdminUserParams). */
export interface AdminUserParams {
  id?: string | undefined
  aud?: string | undefined
  role?: string | undefined
  email?: string | undefined
  phone?: string | undefined
  password?: string | null | undefined
  email_confirm?: boolean | undefined
  phone_confirm?: boolean | undefined
  user_metadata?: Record<string, unknown> | null | undefined
  app_metadata?: Record<string, unknown> | null | undefined
  ban_duration?: string | undefined
}

/** `ban_duration` → the new `banned_until` (null lifts a ban); undefined when not given. */
function banUntil(banDuration: string | undefined): Date | null | undefined {
  if (banDuration === undefined || banDuration === '') return undefined
  if (banDuration === 'none') return null
  const parsed = parseGoDuration(banDuration)
  if (!parsed.ok) {
    throw new GoTrueError(
      400,
      'validation_failed',
      `invalid format for ban duration: ${parsed.message}`,
    )
  }
  return parsed.ms === 0 ? null : new Date(Date.now() + parsed.ms)
}

/** Loads the user of an admin route, with GoTrue's 404s. */
/** The user named by an admin path; GoTrue's answers for a malformed or unknown id. */
export async function loadUser(db: Queryable, id: string, forUpdate = false): Promise<UserRecord> {
  if (!USER_ID_SHAPE.test(id)) {
    throw new GoTrueError(404, 'validation_failed', 'user_id must be an UUID')
  }
  const user = await findUserById(db, id, forUpdate)
  if (user === null) throw new GoTrueError(404, 'user_not_found', 'User not found')
  return user
}

async function render(db: Queryable, id: string): Promise<Record<string, unknown>> {
  return {
    ...toGoTrueUser(await mustFindUser(db, id), await findIdentities(db, id)),
    ...(await userFactorsJson(db, id)),
  }
}

/** Whether another live user has this phone number. */
async function phoneTaken(db: Queryable, phone: string, exceptId?: string): Promise<boolean> {
  const result = await db.query(
    'select 1 from auth.users where phone = $1 and deleted_at is null and id <> $2',
    [phone, exceptId ?? '00000000-0000-0000-0000-000000000000'],
  )
  return result.rows.length > 0
}

/** POST /admin/users: creates a user as GoTrue's admin API does (no mail is sent). */
export async function adminCreateUser(
  deps: AuthDeps,
  params: AdminUserParams,
): Promise<Record<string, unknown>> {
  const rawEmail = params.email ?? ''
  const rawPhone = params.phone ?? ''
  if (rawEmail === '' && rawPhone === '') {
    throw new GoTrueError(
      400,
      'validation_failed',
      'Cannot create a user without either an email or phone',
    )
  }
  const providers: ('email' | 'phone')[] = []
  const email = rawEmail === '' ? null : validateEmail(rawEmail)
  if (email !== null) {
    if ((await findUserByEmail(deps.db, email)) !== null) {
      throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
    }
    providers.push('email')
  }
  const phone = rawPhone === '' ? null : validatePhone(rawPhone)
  if (phone !== null) {
    if (await phoneTaken(deps.db, phone)) {
      throw new GoTrueError(422, 'phone_exists', 'Phone number already registered by another user')
    }
    providers.push('phone')
  }
  const password =
    params.password === undefined || params.password === null || params.password === ''
      ? unguessablePassword()
      : params.password
  if (Buffer.byteLength(password) > 72) {
    throw new GoTrueError(400, 'validation_failed', 'bcrypt: password length exceeds 72 bytes')
  }
  const id = params.id === undefined || params.id === '' ? randomUUID() : params.id
  if (!USER_ID_SHAPE.test(id)) {
    throw new GoTrueError(400, 'validation_failed', 'ID must conform to the uuid v4 format')
  }
  if (/^[0-]+$/.test(id)) {
    throw new GoTrueError(400, 'validation_failed', 'ID cannot be a nil uuid')
  }
  const bannedUntil = banUntil(params.ban_duration)
  const passwordHash = await hashPassword(password)
  const appMetadata = mergeMetadata(
    { provider: providers[0], providers },
    params.app_metadata ?? {},
  )
  return deps.db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
         email_confirmed_at, phone_confirmed_at, raw_app_meta_data, raw_user_meta_data,
         banned_until, created_at, updated_at, is_super_admin, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6,
         case when $7::boolean then now() end, case when $8::boolean then now() end,
         $9::jsonb, $10::jsonb, $11::timestamptz, now(), now(), false, false)`,
      [
        id,
        params.aud || 'authenticated',
        params.role || 'authenticated',
        email,
        phone,
        passwordHash,
        params.email_confirm === true && email !== null,
        params.phone_confirm === true && phone !== null,
        JSON.stringify(appMetadata),
        JSON.stringify(params.user_metadata ?? {}),
        bannedUntil ?? null,
      ],
    )
    if (email !== null) {
      await insertIdentity(tx, id, 'email', {
        sub: id,
        email,
        email_verified: false,
        phone_verified: false,
      })
    }
    if (phone !== null) {
      await insertIdentity(tx, id, 'phone', {
        sub: id,
        phone,
        email_verified: false,
        phone_verified: false,
      })
    }
    return render(tx, id)
  })
}

/** GET /admin/users?page=&per_page=&filter=: one page of users, newest first, and the total. */
export async function adminListUsers(
  deps: AuthDeps,
  page: number,
  perPage: number,
  filter: string,
): Promise<{ users: Record<string, unknown>[]; total: number }> {
  const pattern = filter === '' ? null : `%${filter}%`
  const where = `aud = 'authenticated' and deleted_at is null and ($1::text is null
    or email ilike $1 or raw_user_meta_data ->> 'full_name' ilike $1)`
  const count = await deps.db.query<{ total: string }>(
    `select count(*)::text as total from auth.users where ${where}`,
    [pattern],
  )
  const ids = await deps.db.query<{ id: string }>(
    `select id from auth.users where ${where} order by created_at desc, id limit $2 offset $3`,
    [pattern, perPage, (page - 1) * perPage],
  )
  const users: Record<string, unknown>[] = []
  for (const row of ids.rows) users.push(await render(deps.db, row.id))
  return { users, total: Number(count.rows[0]?.total ?? 0) }
}

/** GET /admin/users/:id. */
export async function adminGetUser(deps: AuthDeps, id: string): Promise<Record<string, unknown>> {
  const user = await loadUser(deps.db, id)
  return render(deps.db, user.id)
}

/**
 * PUT /admin/users/:id: role, e-mail (set directly, confirmed only with `email_confirm`), phone,
 * password, `app_metadata` / `user_metadata` merge (null deletes a key), ban (`'none'` lifts).
 */
export async function adminUpdateUser(
  deps: AuthDeps,
  id: string,
  params: AdminUserParams,
): Promise<Record<string, unknown>> {
  const email =
    params.email === undefined || params.email === '' ? null : validateEmail(params.email)
  const phone =
    params.phone === undefined || params.phone === '' ? null : validatePhone(params.phone)
  const bannedUntil = banUntil(params.ban_duration)
  let passwordHash: string | undefined
  if (params.password !== undefined && params.password !== null) {
    requireAcceptablePassword(params.password)
    passwordHash = await hashPassword(params.password)
  }
  return deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, id, true)
    if (email !== null && email !== user.email) {
      const other = await findUserByEmail(tx, email)
      if (other !== null && other.id !== user.id) {
        throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
      }
    }
    if (phone !== null && (await phoneTaken(tx, phone, user.id))) {
      throw new GoTrueError(422, 'phone_exists', 'Phone number already registered by another user')
    }
    const merged = (
      base: Record<string, unknown> | null,
      patch?: Record<string, unknown> | null,
    ) => (patch === undefined || patch === null ? null : JSON.stringify(mergeMetadata(base, patch)))
    await tx.query(
      `update auth.users set
         role = coalesce(nullif($2, ''), role),
         email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, now())
           else email_confirmed_at end,
         phone_confirmed_at = case when $4::boolean then coalesce(phone_confirmed_at, now())
           else phone_confirmed_at end,
         encrypted_password = coalesce($5, encrypted_password),
         email = coalesce($6, email),
         phone = coalesce($7, phone),
         is_anonymous = case when ($6::text is not null and $3::boolean)
           or ($7::text is not null and $4::boolean) then false else is_anonymous end,
         raw_app_meta_data = coalesce($8::jsonb, raw_app_meta_data),
         raw_user_meta_data = coalesce($9::jsonb, raw_user_meta_data),
         banned_until = case when $10::boolean then $11::timestamptz else banned_until end,
         updated_at = now()
       where id = $1`,
      [
        user.id,
        params.role ?? '',
        params.email_confirm === true,
        params.phone_confirm === true,
        passwordHash ?? null,
        email,
        phone,
        merged(user.raw_app_meta_data, params.app_metadata),
        merged(user.raw_user_meta_data, params.user_metadata),
        bannedUntil !== undefined,
        bannedUntil ?? null,
      ],
    )
    if (email !== null) await upsertIdentity(tx, user.id, 'email', email, params.email_confirm)
    if (phone !== null) await upsertIdentity(tx, user.id, 'phone', phone, params.phone_confirm)
    return render(tx, user.id)
  })
}

async function upsertIdentity(
  tx: Queryable,
  userId: string,
  provider: 'email' | 'phone',
  value: string,
  confirmed: boolean | undefined,
): Promise<void> {
  const data = { [provider]: value, [`${provider}_verified`]: confirmed === true }
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || $3::jsonb, updated_at = now()
     where user_id = $1 and provider = $2 returning id`,
    [userId, provider, JSON.stringify(data)],
  )
  if (updated.rows.length === 0) {
    await insertIdentity(tx, userId, provider, { sub: userId, ...data })
  }
}

/**
 * DELETE /admin/users/:id: removes the user (cascading to identities and sessions), or with
 * `should_soft_delete` marks them deleted, frees their address and ends their sessions.
 */
export async function adminDeleteUser(
  deps: AuthDeps,
  id: string,
  shouldSoftDelete: boolean,
): Promise<Record<string, never>> {
  await deps.db.transaction(async (tx) => {
    const user = await loadUser(tx, id, true)
    if (!shouldSoftDelete) {
      await tx.query('delete from auth.users where id = $1', [user.id])
      return
    }
    // As GoTrue: the row stays, its address and phone are replaced by an obfuscated value so
    // they can be registered again, and the identities no longer match any sign-in.
    await tx.query(
      `update auth.users set deleted_at = now(), encrypted_password = '',
         email = case when email is null then null else md5(id::text || email) end,
         phone = case when phone is null then null else md5(id::text || phone) end,
         confirmation_token = null, recovery_token = null, email_change_token_new = null,
         email_change_token_current = null, reauthentication_token = null, email_change = null,
         raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb, updated_at = now()
       where id = $1`,
      [user.id],
    )
    await tx.query(
      `update auth.identities set provider_id = md5(id::text || provider_id),
         identity_data = '{}'::jsonb, updated_at = now() where user_id = $1`,
      [user.id],
    )
    await deleteUserSessions(tx, user.id)
  })
  return {}
}
