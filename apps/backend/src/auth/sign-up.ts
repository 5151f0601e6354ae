import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import { signInAnonymously } from './anonymous-sign-in.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import {
  checkEmailShape,
  MISSING_CREDENTIALS,
  requireAcceptablePassword,
} from './credential-checks.js'
import { checkMailInterval, sendOtpMail } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import { hashPassword } from './password.js'
import type { PkceChallenge } from './pkce-flow.js'
import { issueSession, type SessionResponse } from './session-response.js'
import {
  findIdentities,
  findUserByEmail,
  mustFindUser,
  toGoTrueUser,
  type UserRecord,
} from './user-record.js'

/** The body of POST /signup. */
export interface SignUpInput {
  email?: string
  phone?: string
  password?: string
  /** A PKCE challenge: the confirmation link then hands out an auth code. */
  pkce?: PkceChallenge
  data?: Record<string, unknown>
}

/**
 * POST /signup: a new (or still unconfirmed) user with the password, then either a session
 * (autoconfirm) or a confirmation mail and the user.
 */
export async function signUp(
  deps: AuthDeps,
  input: SignUpInput,
  redirectTo: string | undefined,
  ctx: AuthRequestContext,
): Promise<SessionResponse | Record<string, unknown>> {
  const email = input.email?.trim().toLowerCase() ?? ''
  const password = input.password ?? ''
  // As GoTrue's router: no e-mail and no phone is an anonymous sign-in.
  if (email === '' && (input.phone ?? '') === '') return signInAnonymously(deps, input.data, ctx)
  if ((email === '' && (input.phone ?? '') === '') || password === '') {
    throw new GoTrueError(400, 'validation_failed', MISSING_CREDENTIALS)
  }
  if (email === '') {
    throw new GoTrueError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  }
  checkEmailShape(email)
  requireAcceptablePassword(password)
  const passwordHash = await hashPassword(password)
  const data = input.data ?? {}

  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email)
    if (existing !== null && existing.email_confirmed_at !== null) {
      if (deps.settings.autoconfirm) {
        throw new GoTrueError(422, 'user_already_exists', 'User already registered')
      }
      // As GoTrue: with confirmations on, an existing address gets a look-alike user and no
      // mail, so sign-up cannot be used to find out who has an account.
      return obfuscatedUser(email, data)
    }
    let user: UserRecord
    if (existing !== null) {
      checkMailInterval(deps, existing.confirmation_sent_at)
      await tx.query(
        `update auth.users set encrypted_password = $2,
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $3::jsonb,
           updated_at = now() where id = $1`,
        [existing.id, passwordHash, JSON.stringify(data)],
      )
      user = await mustFindUser(tx, existing.id)
    } else {
      user = await insertUser(tx, deps.settings.autoconfirm, email, passwordHash, data)
    }
    if (deps.settings.autoconfirm) {
      return issueSession(deps, tx, user, 'password', ctx)
    }
    await sendOtpMail(
      deps,
      tx,
      { userId: user.id, email: user.email ?? '' },
      'signup',
      redirectTo,
      ctx,
      input.pkce,
    )
    return toGoTrueUser(await mustFindUser(tx, user.id), await findIdentities(tx, user.id))
  })
}

async function insertUser(
  tx: Queryable,
  confirmed: boolean,
  email: string,
  passwordHash: string,
  data: Record<string, unknown>,
): Promise<UserRecord> {
  const id = randomUUID()
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false }
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
       email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
       is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() else null end, $5::jsonb, $6::jsonb, now(), now(), false, false)`,
    [
      id,
      email,
      passwordHash,
      confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...data, ...identityData }),
    ],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at)
     values ($1::text, $1::uuid, $2::jsonb, 'email', now(), now(), now())`,
    [id, JSON.stringify(identityData)],
  )
  return mustFindUser(tx, id)
}

function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString()
  const id = randomUUID()
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
