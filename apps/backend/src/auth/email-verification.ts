import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { checkEmailShape } from './credential-checks.js'
import { checkMailInterval, sendOtpMail } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import type { PkceChallenge } from './pkce-flow.js'
import { findUserByEmail } from './user-record.js'

/** POST /recover: always `{}` for unknown addresses, so it reveals nothing. */
export async function recover(
  deps: AuthDeps,
  emailInput: string | undefined,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
  pkce?: PkceChallenge,
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
    await sendOtpMail(deps, tx, { userId: user.id, email }, 'recovery', redirectTo, ctx, pkce)
  })
  return {}
}
