import { createHash, randomInt } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { GoTrueError } from './gotrue-error.js'
import { inviteMail, magicLinkMail, reauthenticationMail } from './mail-templates.js'
import { confirmationMail, type Mail, recoveryMail } from './mailer.js'
import { flowMethodOf, PKCE_PREFIX, type PkceChallenge, startFlow } from './pkce-flow.js'

/**
 * What an e-mailed one-time code is for. As in GoTrue, sign-up and invite codes live in
 * `confirmation_token`, recovery and magic-link codes in `recovery_token`.
 */
export type OtpPurpose = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'reauthentication'

// Column names are constants chosen by purpose, never input.
const STORE_SQL: Record<OtpPurpose, string> = {
  signup:
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
  invite:
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1',
  recovery: 'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
  magiclink: 'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
  reauthentication:
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
}

/** GoTrue's token hash of an address and its 6-digit code, as stored and put in links. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224').update(`${email}${otp}`).digest('hex')
}

/** A new 6-digit code. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
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

/** Stores a new code's hash for `purpose` on the user (with its send time); returns both. */
export async function storeOtp(
  tx: Queryable,
  recipient: { userId: string; email: string },
  purpose: OtpPurpose,
  prefix = '',
): Promise<{ otp: string; hash: string; token: string }> {
  const otp = newOtp()
  const hash = tokenHash(recipient.email, otp)
  const token = `${prefix}${hash}`
  await tx.query(STORE_SQL[purpose], [recipient.userId, token])
  return { otp, hash, token }
}

/** GoTrue's action link: `<api>/auth/v1/verify?token=<hash>&type=<type>&redirect_to=<url>`. */
export function actionLink(
  ctx: AuthRequestContext,
  hash: string,
  type: string,
  redirectTo: string,
): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo })
  return `${ctx.apiUrl}/auth/v1/verify?${params.toString()}`
}

function mailFor(purpose: OtpPurpose, email: string, link: string, otp: string): Mail {
  switch (purpose) {
    case 'signup':
      return confirmationMail(email, link, otp)
    case 'invite':
      return inviteMail(email, link, otp)
    case 'recovery':
      return recoveryMail(email, link, otp)
    case 'magiclink':
      return magicLinkMail(email, link, otp)
    case 'reauthentication':
      return reauthenticationMail(email, otp)
    default: {
      const unreachable: never = purpose
      throw new Error(`Unknown purpose ${String(unreachable)}`)
    }
  }
}

/**
 * Stores a new code's hash on the user, with its send time, and mails the code to `email` (as
 * the caller spells it) with a /verify link, in the caller's transaction. With a PKCE challenge
 * the stored token carries GoTrue's `pkce_` prefix and a flow state waits for the link.
 */
export async function sendOtpMail(
  deps: AuthDeps,
  tx: Queryable,
  recipient: { userId: string; email: string },
  purpose: OtpPurpose,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
  pkce?: PkceChallenge,
): Promise<void> {
  const { otp, token } = await storeOtp(tx, recipient, purpose, pkce ? PKCE_PREFIX : '')
  if (pkce) await startFlow(tx, recipient.userId, pkce, flowMethodOf(purpose))
  const link = actionLink(ctx, token, purpose, deps.redirects.resolve(redirectTo))
  await deps.mailer.send(tx, mailFor(purpose, recipient.email, link, otp))
}
