import { randomUUID } from 'node:crypto'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import type { AuthenticatedCaller } from './bearer-caller.js'
import { DUPLICATE_EMAIL, requireAcceptablePassword, validateEmail } from './credential-checks.js'
import { requestEmailChange } from './email-change.js'
import { GoTrueError } from './gotrue-error.js'
import { mergeMetadata } from './merge-metadata.js'
import { userFactorsJson } from './mfa-factors.js'
import { hashPassword, verifyPassword } from './password.js'
import { checkNonce } from './passwordless.js'
import type { PkceChallenge } from './pkce-flow.js'
import { deleteUserSessions } from './session-store.js'
import {
  findIdentities,
  findUserByEmail,
  findUserById,
  mustFindUser,
  toGoTrueUser,
} from './user-record.js'

/** The body of PUT /user. */
export interface UserUpdate {
  email?: string
  phone?: string
  password?: string
  data?: Record<string, unknown>
  /** The code from GET /reauthenticate, for a password change when reauthentication is on. */
  nonce?: string
  /** A PKCE challenge for the e-mail change links. */
  pkce?: PkceChallenge
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

/**
 * PUT /user: metadata merge (null deletes a key), password change (with a nonce when secure
 * password change is on), e-mail change through confirmation mails (GoTrue's secure change).
 */
export async function updateUser(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
  input: UserUpdate,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<Record<string, unknown>> {
  const current = caller.user
  const email =
    input.email === undefined || input.email === '' ? undefined : validateEmail(input.email.trim())
  const changesEmail = email !== undefined && email !== (current.email ?? '')
  if (input.phone !== undefined && input.phone.trim() !== (current.phone ?? '')) {
    throw new GoTrueError(422, 'phone_provider_disabled', 'Phone changes are disabled')
  }
  if (current.is_anonymous && (input.password ?? '') !== '' && email === undefined) {
    throw new GoTrueError(
      422,
      'validation_failed',
      'Updating password of an anonymous user without an email or phone is not allowed',
    )
  }
  if (changesEmail) {
    const other = await findUserByEmail(deps.db, email)
    if (other !== null && other.id !== current.id) {
      throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
    }
  }
  let passwordHash: string | undefined
  if (input.password !== undefined) {
    if (await needsReauthentication(deps, caller)) {
      if ((input.nonce ?? '') === '') {
        throw new GoTrueError(
          400,
          'reauthentication_needed',
          'Password update requires reauthentication',
        )
      }
      checkNonce(deps, current, input.nonce ?? '')
    }
    requireAcceptablePassword(input.password)
    if (await verifyPassword(input.password, current.encrypted_password || null)) {
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
        `update auth.users set encrypted_password = $2, recovery_token = null,
           reauthentication_token = '', updated_at = now()
         where id = $1`,
        [user.id, passwordHash],
      )
      // A new password ends every other session of the user, as GoTrue does.
      await deleteUserSessions(tx, user.id, caller.sessionId ?? randomUUID())
    }
    if (changesEmail) {
      await requestEmailChange(
        deps,
        tx,
        await mustFindUser(tx, user.id),
        email,
        redirectTo,
        ctx,
        input.pkce,
      )
    }
    return toGoTrueUser(await mustFindUser(tx, user.id), await findIdentities(tx, user.id))
  })
}

/**
 * GoTrue's secure password change: when on, a session older than 24 hours must show a nonce
 * from GET /reauthenticate.
 */
async function needsReauthentication(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
): Promise<boolean> {
  if (!deps.settings.passwordChangeNeedsReauthentication) return false
  if (caller.sessionId === undefined) return true
  const result = await deps.db.query<{ recent: boolean }>(
    `select created_at > now() - interval '24 hours' as recent from auth.sessions where id = $1`,
    [caller.sessionId],
  )
  return result.rows[0]?.recent !== true
}
