import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { actionLink, checkMailInterval, newOtp, tokenHash } from './email-otp.js'
import { emailChangeMail } from './mail-templates.js'
import { PKCE_PREFIX, type PkceChallenge, startFlow } from './pkce-flow.js'
import { insertIdentity, type UserRecord } from './user-record.js'

/**
 * Makes the pending `email_change` the user's confirmed address (GoTrue's ConfirmEmailChange):
 * the e-mail identity follows, an anonymous user becomes permanent, `email` joins the providers.
 */
export async function applyEmailChange(
  tx: Queryable,
  user: UserRecord,
  newEmail: string,
): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = now(), email_change = '',
       email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, is_anonymous = false,
       raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
         (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
            select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
            union select 'email') as providers)),
       updated_at = now()
     where id = $1`,
    [user.id, newEmail],
  )
  const updated = await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email' returning id`,
    [user.id, JSON.stringify({ email: newEmail, email_verified: true })],
  )
  if (updated.rows.length === 0) {
    await insertIdentity(tx, user.id, 'email', {
      sub: user.id,
      email: newEmail,
      email_verified: true,
      phone_verified: false,
    })
  }
}

/**
 * Starts an e-mail change (PUT /user with a new `email`), as GoTrue with secure e-mail change on:
 * a code and link to the new address and, when the user has one, another to the current
 * address; both must be confirmed. An anonymous user with autoconfirm on gets the address at once.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  tx: Queryable,
  user: UserRecord,
  newEmail: string,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
  pkce?: PkceChallenge,
): Promise<void> {
  if (user.is_anonymous && deps.settings.autoconfirm) {
    await applyEmailChange(tx, user, newEmail)
    return
  }
  checkMailInterval(deps, user.email_change_sent_at)
  const redirect = deps.redirects.resolve(redirectTo)
  const prefix = pkce ? PKCE_PREFIX : ''
  const otpNew = newOtp()
  const tokenNew = `${prefix}${tokenHash(newEmail, otpNew)}`
  const current = user.email ?? ''
  const otpCurrent = current === '' ? '' : newOtp()
  const tokenCurrent = current === '' ? '' : `${prefix}${tokenHash(current, otpCurrent)}`
  if (pkce) await startFlow(tx, user.id, pkce, 'email_change')
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = $4, email_change_confirm_status = 0,
       email_change_sent_at = now() where id = $1`,
    [user.id, newEmail, tokenNew, tokenCurrent],
  )
  if (current !== '') {
    const link = actionLink(ctx, tokenCurrent, 'email_change', redirect)
    await deps.mailer.send(tx, emailChangeMail(current, newEmail, link, otpCurrent))
  }
  const link = actionLink(ctx, tokenNew, 'email_change', redirect)
  await deps.mailer.send(tx, emailChangeMail(newEmail, newEmail, link, otpNew))
}
