import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { checkEmailShape } from './credential-checks.js'
import { checkMailInterval, otpExpired, sendOtpMail, tokenHash } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import { issueSession, type SessionResponse } from './session-response.js'
import type { AuthMethod } from './session-store.js'
import { findUserByEmail, findUserByToken, mustFindUser } from './user-record.js'

/** The verification types accepted by /verify. */
export type VerifyType = 'signup' | 'email' | 'recovery'

/** What /verify checks: a token hash (from a link), or the address and its 6-digit code. */
export interface VerifyInput {
  type: VerifyType
  tokenHash?: string
  email?: string
  token?: string
}

/** POST /recover: always `{}` for unknown addresses, so it reveals nothing. */
export async function recover(
  deps: AuthDeps,
  emailInput: string | undefined,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<Record<string, never>> {
  const email = emailInput?.trim().toLowerCase() ?? ''
  if (email === '') {
    throw new GoTrueError(400, 'validation_failed', 'Password recovery requires an email')
  }
  checkEmailShape(email)
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (user === null) return
    checkMailInterval(deps, user.recovery_sent_at)
    await sendOtpMail(deps, tx, { userId: user.id, email }, 'recovery', redirectTo, ctx)
  })
  return {}
}

/**
 * Verifies an e-mail token (from the link's `token`, or `token_hash`, or e-mail + 6-digit
 * code), confirms the address and signs the user in.
 */
export async function verify(
  deps: AuthDeps,
  input: VerifyInput,
  ctx: AuthRequestContext,
): Promise<SessionResponse & { type: VerifyType }> {
  let hash = input.tokenHash ?? ''
  if (hash === '' && input.email !== undefined && input.token !== undefined) {
    hash = tokenHash(input.email.trim().toLowerCase(), input.token.trim())
  }
  if (hash === '') throw otpExpired()
  const column = input.type === 'recovery' ? 'recovery_token' : 'confirmation_token'
  return deps.db.transaction(async (tx) => {
    const user = await findUserByToken(tx, column, hash)
    const sentAt = input.type === 'recovery' ? user?.recovery_sent_at : user?.confirmation_sent_at
    if (
      user === null ||
      sentAt === null ||
      sentAt === undefined ||
      Date.now() - sentAt.getTime() > deps.settings.otpExpirySeconds * 1000
    ) {
      throw otpExpired()
    }
    await tx.query(
      `update auth.users set ${column} = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
           then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end,
         updated_at = now()
       where id = $1`,
      [user.id],
    )
    await tx.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
         updated_at = now() where user_id = $1 and provider = 'email'`,
      [user.id],
    )
    const method: AuthMethod = input.type === 'recovery' ? 'recovery' : 'otp'
    const fresh = await mustFindUser(tx, user.id)
    return { ...(await issueSession(deps, tx, fresh, method, ctx)), type: input.type }
  })
}
