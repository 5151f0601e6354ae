import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import { confirmationMail, recoveryMail } from './mailer.js'

/** What an e-mailed one-time code is for: confirming the address or recovering the account. */
type OtpPurpose = 'signup' | 'recovery'

/** GoTrue's token hash of an address and its 6-digit code, as stored and put in links. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(`${email}${otp}`).digest('hex')
}

function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The one answer for an unknown, used or expired code, so none can be told apart. */
export function otpExpired(): GoTrueError {
  return new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid')
}

/** Throws GoTrue's rate-limit error while the last mail of this kind is too recent. */
export function checkMailInterval(deps: AuthDeps, lastSentAt: Date | null): void {
  if (lastSentAt === null) return
  const waitMs = deps.settings.emailIntervalSeconds * 1000 - (Date.now() - lastSentAt.getTime())
  if (waitMs > 0) {
    throw new GoTrueError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    )
  }
}

/**
 * Stores a new code's hash on the user, with its send time, and mails the code to `email` (as
 * the caller spells it) with a /verify link, in the caller's transaction.
 */
export async function sendOtpMail(
  deps: AuthDeps,
  tx: Queryable,
  recipient: { userId: string; email: string },
  purpose: OtpPurpose,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<void> {
  const { userId, email } = recipient
  const otp = newOtp()
  const hash = tokenHash(email, otp)
  const sql =
    purpose === 'recovery'
      ? 'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1'
      : 'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1'
  await tx.query(sql, [userId, hash])
  const params = new URLSearchParams({
    token: hash,
    type: purpose,
    redirect_to: deps.redirects.resolve(redirectTo),
  })
  const link = `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`
  const mail = purpose === 'recovery' ? recoveryMail : confirmationMail
  await deps.mailer.send(tx, mail(email, link, otp))
}
