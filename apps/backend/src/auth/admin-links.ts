import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import {
  DUPLICATE_EMAIL,
  requireAcceptablePassword,
  unguessablePassword,
  validateEmail,
} from './credential-checks.js'
import { actionLink, newOtp, sendOtpMail, storeOtp, tokenHash } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import { mergeMetadata } from './merge-metadata.js'
import { hashPassword } from './password.js'
import {
  findIdentities,
  findUserByEmail,
  insertIdentity,
  mustFindUser,
  toGoTrueUser,
  type UserRecord,
} from './user-record.js'

/** The body of POST /admin/generate_link. */
export interface GenerateLinkParams {
  type: string
  email: string
  new_email?: string | undefined
  password?: string | undefined
  data?: Record<string, unknown> | null | undefined
  redirect_to?: string | undefined
}

/** Creates an e-mail user without a confirmed address (sign-up and invite of GoTrue). */
async function insertEmailUser(
  tx: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
): Promise<UserRecord> {
  const id = randomUUID()
  const identityData = { sub: id, email, email_verified: false, phone_verified: false }
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       $4::jsonb, $5::jsonb, now(), now(), false, false)`,
    [
      id,
      email,
      passwordHash,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...data, ...identityData }),
    ],
  )
  await insertIdentity(tx, id, 'email', identityData)
  return mustFindUser(tx, id)
}

/**
 * POST /invite: creates the user when new (an unconfirmed one is invited again) and mails an
 * invite link; a confirmed address is 422 `email_exists`.
 */
export async function invite(
  deps: AuthDeps,
  params: { email: string; data?: Record<string, unknown> | null | undefined },
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<Record<string, unknown>> {
  const email = validateEmail(params.email)
  return deps.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email)
    if (user?.email_confirmed_at) throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
    user ??= await insertEmailUser(tx, email, '', params.data ?? {})
    await sendOtpMail(deps, tx, { userId: user.id, email }, 'invite', redirectTo, ctx)
    return toGoTrueUser(await mustFindUser(tx, user.id), await findIdentities(tx, user.id))
  })
}

/**
 * POST /admin/generate_link: stores a fresh code for the link type and answers the user with
 * `action_link`, `email_otp`, `hashed_token`, `verification_type` and `redirect_to`, sending no
 * mail (GoTrue's behaviour: the caller delivers the link).
 */
export async function generateLink(
  deps: AuthDeps,
  params: GenerateLinkParams,
  ctx: AuthRequestContext,
): Promise<Record<string, unknown>> {
  const email = validateEmail(params.email)
  const redirectTo = deps.redirects.resolve(params.redirect_to)
  let type = params.type
  const existing = await findUserByEmail(deps.db, email)
  let password: string | undefined
  if (existing === null) {
    if (type === 'magiclink') {
      type = 'signup'
      password = unguessablePassword()
    } else if (
      type === 'recovery' ||
      type === 'email_change_current' ||
      type === 'email_change_new'
    ) {
      throw new GoTrueError(404, 'user_not_found', 'User with this email not found')
    }
  }
  let passwordHash = ''
  if (type === 'signup' && existing === null) {
    password ??= params.password ?? ''
    if (password === '') {
      throw new GoTrueError(400, 'validation_failed', 'Signup requires a valid password')
    }
    requireAcceptablePassword(password)
    passwordHash = await hashPassword(password)
  }
  const data = params.data ?? {}
  return deps.db.transaction(async (tx) => {
    let user = existing === null ? null : await mustFindUser(tx, existing.id)
    let otp: string
    let hash: string
    let linkToken: string
    switch (type) {
      case 'magiclink':
      case 'recovery': {
        const target = user as UserRecord
        ;({ otp, hash } = await storeOtp(tx, { userId: target.id, email }, 'recovery'))
        linkToken = hash
        break
      }
      case 'invite':
      case 'signup': {
        if (user?.email_confirmed_at) {
          throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
        }
        if (user === null) {
          user = await insertEmailUser(tx, email, passwordHash, data)
        } else if (type === 'signup') {
          await tx.query('update auth.users set raw_user_meta_data = $2::jsonb where id = $1', [
            user.id,
            JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
          ])
        }
        ;({ otp, hash } = await storeOtp(tx, { userId: user.id, email }, type))
        linkToken = hash
        break
      }
      case 'email_change_current':
      case 'email_change_new': {
        const target = user as UserRecord
        const newEmail = validateEmail(params.new_email ?? '')
        const other = await findUserByEmail(tx, newEmail)
        if (other !== null && other.id !== target.id) {
          throw new GoTrueError(422, 'email_exists', DUPLICATE_EMAIL)
        }
        otp = newOtp()
        hash = tokenHash(email, otp)
        linkToken = type === 'email_change_current' ? hash : tokenHash(newEmail, otp)
        const column =
          type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new'
        await tx.query(
          `update auth.users set ${column} = $2, email_change = $3, email_change_sent_at = now(),
             email_change_confirm_status = 0 where id = $1`,
          [target.id, linkToken, newEmail],
        )
        break
      }
      default:
        throw new GoTrueError(
          400,
          'validation_failed',
          `Invalid email action link type requested: ${type}`,
        )
    }
    const saved = user as UserRecord
    const linkType = type.startsWith('email_change') ? 'email_change' : type
    return {
      ...toGoTrueUser(await mustFindUser(tx, saved.id), await findIdentities(tx, saved.id)),
      action_link: actionLink(ctx, linkToken, linkType, redirectTo),
      email_otp: otp,
      hashed_token: hash,
      verification_type: type,
      redirect_to: redirectTo,
    }
  })
}
