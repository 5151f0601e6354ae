import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import type { AuthenticatedCaller } from './bearer-caller.js'
import { unguessablePassword, validateEmail, validatePhone } from './credential-checks.js'
import { requestEmailChange } from './email-change.js'
import { checkMailInterval, sendOtpMail, tokenHash } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import { parsePkce } from './pkce-flow.js'
import { signUp } from './sign-up.js'
import { findUserByEmail, mustFindUser, type UserRecord } from './user-record.js'

/** The body of POST /otp. */
export interface OtpInput {
  email?: string | undefined
  phone?: string | undefined
  create_user?: boolean | undefined
  data?: Record<string, unknown> | null | undefined
  channel?: string | undefined
  code_challenge?: string | null | undefined
  code_challenge_method?: string | null | undefined
}

const bad = (message: string) => new GoTrueError(400, 'validation_failed', message)

/**
 * POST /otp (`signInWithOtp`): for a confirmed user one mail with a magic link and its 6-digit
 * code; a new or unconfirmed address is signed up with an unguessable password and gets the
 * confirmation mail (with autoconfirm: created confirmed, then the magic link). Phone OTP is
 * GoTrue's disabled-provider answer.
 */
export async function sendOtp(
  deps: AuthDeps,
  input: OtpInput,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<Record<string, never>> {
  const rawEmail = input.email ?? ''
  const rawPhone = input.phone ?? ''
  if (rawEmail !== '' && rawPhone !== '') {
    throw bad('Only an email address or phone number should be provided')
  }
  if (rawEmail !== '' && (input.channel ?? '') !== '') {
    throw bad('Channel should only be specified with Phone OTP')
  }
  const pkce = parsePkce(
    input.code_challenge ?? undefined,
    input.code_challenge_method ?? undefined,
  )
  if (input.create_user === false && (rawEmail !== '' || rawPhone !== '')) {
    let known = false
    if (rawEmail !== '') known = (await findUserByEmail(deps.db, validateEmail(rawEmail))) !== null
    else validatePhone(rawPhone)
    if (!known) throw new GoTrueError(422, 'otp_disabled', 'Signups not allowed for otp')
  }
  if (rawEmail === '') {
    if (rawPhone !== '') {
      throw new GoTrueError(400, 'phone_provider_disabled', 'Unsupported phone provider')
    }
    throw bad('One of email or phone must be set')
  }
  const email = validateEmail(rawEmail)
  const existing = await findUserByEmail(deps.db, email)
  if (existing === null || existing.email_confirmed_at === null) {
    await signUp(
      deps,
      {
        email,
        password: unguessablePassword(),
        ...(input.data ? { data: input.data } : {}),
        ...(pkce ? { pkce } : {}),
      },
      redirectTo,
      ctx,
    )
    if (!deps.settings.autoconfirm) return {}
  }
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (user === null) return
    checkMailInterval(deps, user.recovery_sent_at)
    await sendOtpMail(deps, tx, { userId: user.id, email }, 'magiclink', redirectTo, ctx, pkce)
  })
  return {}
}

/** The body of POST /resend. */
export interface ResendInput {
  type?: string | undefined
  email?: string | undefined
  phone?: string | undefined
  code_challenge?: string | null | undefined
  code_challenge_method?: string | null | undefined
}

/**
 * POST /resend: the sign-up confirmation or the e-mail change mails again, with GoTrue's checks;
 * unknown or already confirmed addresses get `{}` and no mail, so nothing is revealed.
 */
export async function resend(
  deps: AuthDeps,
  input: ResendInput,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<Record<string, never>> {
  const type = input.type ?? ''
  const rawEmail = input.email ?? ''
  const rawPhone = input.phone ?? ''
  if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw bad('Missing one of these types: signup, email_change, sms, phone_change')
  }
  const pkce =
    type === 'signup' || type === 'email_change'
      ? parsePkce(input.code_challenge ?? undefined, input.code_challenge_method ?? undefined)
      : undefined
  if (rawEmail === '' && type === 'signup') throw bad('Type provided requires an email address')
  if (rawPhone === '' && type === 'sms') throw bad('Type provided requires a phone number')
  if (rawEmail !== '' && rawPhone !== '') {
    throw bad('Only an email address or phone number should be provided.')
  }
  if (rawEmail === '' && rawPhone === '') throw bad('Missing email address or phone number')
  if (rawEmail === '') {
    throw new GoTrueError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  }
  const email = validateEmail(rawEmail)
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email)
    if (user === null) return
    if (type === 'signup') {
      if (user.email_confirmed_at !== null) return
      checkMailInterval(deps, user.confirmation_sent_at)
      await sendOtpMail(deps, tx, { userId: user.id, email }, 'signup', redirectTo, ctx, pkce)
    } else if (type === 'email_change') {
      if ((user.email_change ?? '') === '') return
      await requestEmailChange(deps, tx, user, user.email_change ?? '', redirectTo, ctx, pkce)
    }
  })
  return {}
}

/** GET /reauthenticate: mails the signed-in user a nonce for a sensitive change. */
export async function reauthenticate(
  deps: AuthDeps,
  caller: AuthenticatedCaller,
  ctx: AuthRequestContext,
): Promise<Record<string, never>> {
  const user = caller.user
  const email = user.email ?? ''
  if (email === '' && (user.phone ?? '') === '') {
    throw bad('Reauthentication requires the user to have an email or a phone number')
  }
  if (email === '') {
    throw new GoTrueError(400, 'phone_provider_disabled', 'Phone logins are disabled')
  }
  if (user.email_confirmed_at === null) {
    throw new GoTrueError(422, 'email_not_confirmed', 'Please verify your email first.')
  }
  await deps.db.transaction(async (tx) => {
    const fresh = await mustFindUser(tx, user.id)
    checkMailInterval(deps, fresh.reauthentication_sent_at)
    await sendOtpMail(deps, tx, { userId: user.id, email }, 'reauthentication', undefined, ctx)
  })
  return {}
}

/** Checks a reauthentication nonce (GoTrue's verifyReauthentication); the caller clears it. */
export function checkNonce(deps: AuthDeps, user: UserRecord, nonce: string): void {
  const invalid = new GoTrueError(
    422,
    'reauthentication_not_valid',
    'Nonce has expired or is invalid',
  )
  const sentAt = user.reauthentication_sent_at
  if ((user.reauthentication_token ?? '') === '' || sentAt === null) throw invalid
  if ((user.email ?? '') === '') {
    throw new GoTrueError(
      422,
      'reauthentication_not_valid',
      'Reauthentication requires an email or a phone number',
    )
  }
  const expired = Date.now() - sentAt.getTime() > deps.settings.otpExpirySeconds * 1000
  if (expired || tokenHash(user.email ?? '', nonce) !== user.reauthentication_token) throw invalid
}
