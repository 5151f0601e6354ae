import { randomUUID } from 'node:crypto'
import type { AuthDeps } from './auth-deps.js'
import { type AuthenticatedCaller, USER_ID_SHAPE } from './bearer-caller.js'
import { requireAcceptablePassword } from './credential-checks.js'
import { GoTrueError } from './gotrue-error.js'
import { userFactorsJson } from './mfa-factors.js'
import { hashPassword, verifyPassword } from './password.js'
import { deleteUserSessions } from './session-store.js'
import { findIdentities, findUserById, mustFindUser, toGoTrueUser } from './user-record.js'

/** The body of PUT /user. */
export interface UserUpdate {
  email?: string
  phone?: string
  password?: string
  data?: Record<string, unknown>
}

/** The body of PUT /admin/users/:id. */
export interface AdminUserUpdate {
  password?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  email_confirm?: boolean
}

/** GoTrue's metadata merge: `patch` wins, a null value deletes its key. */
function mergeMetadata(
  base: Record<string, unknown> | null,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(base ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__') continue
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/** GET /user. */
export async function getUser(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
): Promise<Record<string, unknown>> {
  return {
    ...toGoTrueUser(caller.user, await findIdentities(deps.db, caller.user.id)),
    ...(await userFactorsJson(deps.db, caller.user.id)),
  }
}

/** PUT /user: metadata merge (null deletes a key) and password change. */
export async function updateUser(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
  input: UserUpdate,
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
    requireAcceptablePassword(input.password)
    if (await verifyPassword(input.password, current.encrypted_password)) {
      throw new GoTrueError(
        422,
        'same_password',
        'New password should be different from the old password.',
      )
    }
    passwordHash = await hashPassword(input.password)
  }
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, current.id, true)
    if (user === null) {
      throw new GoTrueError(403, 'user_not_found', 'User from sub claim in JWT does not exist')
    }
    if (input.data !== undefined) {
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [user.id, JSON.stringify(mergeMetadata(user.raw_user_meta_data, input.data))],
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
    return toGoTrueUser(await mustFindUser(tx, user.id), await findIdentities(tx, user.id))
  })
}

/** GET /admin/users/:id (service role only). */
export async function adminGetUser(deps: AuthDeps, id: string): Promise<Record<string, unknown>> {
  const user = USER_ID_SHAPE.test(id) ? await findUserById(deps.db, id) : null
  if (user === null) throw new GoTrueError(404, 'user_not_found', 'User not found')
  return toGoTrueUser(user, await findIdentities(deps.db, id))
}

/**
 * PUT /admin/users/:id (service role only): merges `app_metadata` and `user_metadata` (null
 * deletes a key), sets a password, confirms the e-mail.
 */
export async function adminUpdateUser(
  deps: AuthDeps,
  id: string,
  input: AdminUserUpdate,
): Promise<Record<string, unknown>> {
  let passwordHash: string | undefined
  if (input.password !== undefined) {
    requireAcceptablePassword(input.password)
    passwordHash = await hashPassword(input.password)
  }
  return deps.db.transaction(async (tx) => {
    const user = USER_ID_SHAPE.test(id) ? await findUserById(tx, id, true) : null
    if (user === null) throw new GoTrueError(404, 'user_not_found', 'User not found')
    const merged = (base: Record<string, unknown> | null, patch?: Record<string, unknown>) =>
      patch === undefined ? null : JSON.stringify(mergeMetadata(base, patch))
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
        merged(user.raw_app_meta_data, input.app_metadata),
        merged(user.raw_user_meta_data, input.user_metadata),
        passwordHash ?? null,
        input.email_confirm === true,
      ],
    )
    return toGoTrueUser(await mustFindUser(tx, id), await findIdentities(tx, id))
  })
}
