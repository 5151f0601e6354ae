import type { Queryable } from '../db/database.js'
import type { AuthDeps, AuthRequestContext } from './auth-deps.js'
import { unguessablePassword, validateEmail, validatePhone } from './credential-checks.js'
import { applyEmailChange } from './email-change.js'
import { tokenHash } from './email-otp.js'
import { GoTrueError } from './gotrue-error.js'
import { hashPassword } from './password.js'
import { flowMethodOf, issueAuthCode, PKCE_PREFIX } from './pkce-flow.js'
import { issueSession, type SessionResponse } from './session-response.js'
import {
  findUserByEmail,
  findUserByToken,
  isBanned,
  mustFindUser,
  type TokenColumn,
  type UserRecord,
} from './user-record.js'

/** GoTrue's message when the first of the two e-mail change links has been followed. */
export const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

/** What /verify was asked (GET: `token`, `type`; POST: the JSON body). */
export interface VerifyRequest {
  method: 'GET' | 'POST'
  type: string
  token: string
  tokenHash: string
  email: string
  phone: string
  redirectTo: string
}

/** What /verify did: signed the user in, or accepted the first of two e-mail change links. */
export type VerifyOutcome =
  | { kind: 'session'; session: SessionResponse; type: string }
  | { kind: 'auth_code'; code: string }
  | { kind: 'single_confirmation' }

const bad = (message: string) => new GoTrueError(400, 'validation_failed', message)

/**
 * GoTrue's parameter checks of /verify, in its order; answers the token hash to look up and
 * whether it came from a link (`token_hash`) or from an address and its code.
 */
export function checkVerifyRequest(request: VerifyRequest): { hash: string; byHash: boolean } {
  if (request.type === '') throw bad('Verify requires a verification type')
  if (request.method === 'GET') {
    if (request.token === '') throw bad('Verify requires a token or a token hash')
    return { hash: request.token, byHash: true }
  }
  if ((request.token === '') === (request.tokenHash === '')) {
    throw bad('Verify requires either a token or a token hash')
  }
  if (request.token !== '') {
    if (request.phone !== '' && request.email === '') {
      return { hash: tokenHash(validatePhone(request.phone), request.token), byHash: false }
    }
    if (request.email !== '' && request.phone === '') {
      let email: string
      try {
        email = validateEmail(request.email)
      } catch {
        throw new GoTrueError(422, 'validation_failed', 'Invalid email format')
      }
      return { hash: tokenHash(email, request.token), byHash: false }
    }
    throw bad('Only an email address or phone number should be provided on verify')
  }
  if (request.email !== '' || request.phone !== '' || request.redirectTo !== '') {
    throw bad('Only the token_hash and type should be provided')
  }
  return { hash: request.tokenHash, byHash: true }
}

// Where each type's code is kept and when it was sent ('email' accepts either of the first two).
const TOKEN_COLUMNS: Record<string, TokenColumn[]> = {
  email: ['confirmation_token', 'recovery_token'],
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email_change: ['email_change_token_current', 'email_change_token_new'],
}

function sentAtOf(user: UserRecord, column: TokenColumn): Date | null {
  switch (column) {
    case 'confirmation_token':
      return user.confirmation_sent_at
    case 'recovery_token':
      return user.recovery_sent_at
    case 'email_change_token_current':
    case 'email_change_token_new':
      return user.email_change_sent_at
    case 'reauthentication_token':
      return user.reauthentication_sent_at
    default: {
      const unreachable: never = column
      throw new Error(`Unknown column ${String(unreachable)}`)
    }
  }
}

/** The column of `user` holding `hash` among `columns`, if the code there is still valid. */
function matchingColumn(
  deps: AuthDeps,
  user: UserRecord,
  columns: TokenColumn[],
  hash: string,
): TokenColumn | null {
  for (const column of columns) {
    const sentAt = sentAtOf(user, column)
    // A code typed from a PKCE flow's mail matches the stored `pkce_` token (GoTrue's isOtpValid).
    const stored = user[column]
    if (hash === '' || sentAt === null || (stored !== hash && stored !== `${PKCE_PREFIX}${hash}`)) {
      continue
    }
    if (Date.now() - sentAt.getTime() > deps.settings.otpExpirySeconds * 1000) continue
    return column
  }
  return null
}

async function findByAddress(tx: Queryable, type: string, email: string) {
  if (type !== 'email_change') return findUserByEmail(tx, email)
  const result = await tx.query<{ id: string }>(
    `select id from auth.users where deleted_at is null
       and (lower(email) = lower($1) or lower(email_change) = lower($1)) limit 1`,
    [email],
  )
  const id = result.rows[0]?.id
  return id === undefined ? null : mustFindUser(tx, id)
}

/**
 * Verifies a one-time code or link with GoTrue's check order and messages, applies what it
 * confirms (sign-up, invite, magic link, recovery, e-mail change) and signs the user in.
 */
export async function verifyOtp(
  deps: AuthDeps,
  request: VerifyRequest,
  ctx: AuthRequestContext,
): Promise<VerifyOutcome> {
  const { hash, byHash } = checkVerifyRequest(request)
  const columns = TOKEN_COLUMNS[request.type]
  if (byHash && columns === undefined) throw bad('Invalid email verification type')
  const linkExpired = () =>
    new GoTrueError(403, 'otp_expired', 'Email link is invalid or has expired')
  const codeExpired = () => new GoTrueError(403, 'otp_expired', 'Token has expired or is invalid')
  return deps.db.transaction(async (tx) => {
    const user = byHash
      ? await findUserByToken(tx, columns ?? [], hash)
      : request.email === ''
        ? null
        : await findByAddress(tx, request.type, validateEmail(request.email))
    if (user === null) throw byHash ? linkExpired() : codeExpired()
    if (isBanned(user)) throw new GoTrueError(403, 'user_banned', 'User is banned')
    const column = matchingColumn(deps, user, columns ?? [], hash)
    if (column === null) throw byHash ? linkExpired() : codeExpired()
    let type = request.type
    if (type === 'email') type = column === 'recovery_token' ? 'magiclink' : 'signup'
    switch (type) {
      case 'signup':
      case 'invite':
        if ((user.encrypted_password ?? '') === '' && user.invited_at !== null) {
          await tx.query('update auth.users set encrypted_password = $2 where id = $1', [
            user.id,
            await hashPassword(unguessablePassword()),
          ])
        }
        await confirmEmail(tx, user.id, 'confirmation_token')
        break
      case 'recovery':
      case 'magiclink':
        await confirmEmail(tx, user.id, 'recovery_token')
        break
      case 'email_change': {
        const secondLinkPending =
          !deps.settings.autoconfirm &&
          user.email_change_confirm_status === 0 &&
          (user.email ?? '') !== ''
        if (secondLinkPending) {
          await tx.query(
            `update auth.users set email_change_confirm_status = 1, ${column} = '' where id = $1`,
            [user.id],
          )
          return { kind: 'single_confirmation' }
        }
        await applyEmailChange(tx, user, user.email_change ?? '')
        break
      }
      default:
        throw bad('Unsupported verification type')
    }
    // A followed PKCE link hands out an auth code for /token?grant_type=pkce instead.
    if (request.method === 'GET' && hash.startsWith(PKCE_PREFIX)) {
      return { kind: 'auth_code', code: await issueAuthCode(tx, user.id, flowMethodOf(type)) }
    }
    const fresh = await mustFindUser(tx, user.id)
    const method = type === 'recovery' ? 'recovery' : 'otp'
    return { kind: 'session', session: await issueSession(deps, tx, fresh, method, ctx), type }
  })
}

/** Clears the used code and confirms the address (and the e-mail identity), as GoTrue. */
async function confirmEmail(
  tx: Queryable,
  userId: string,
  column: 'confirmation_token' | 'recovery_token',
): Promise<void> {
  // `column` is one of two constants.
  await tx.query(
    `update auth.users set ${column} = '',
       email_confirmed_at = coalesce(email_confirmed_at, now()),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
         then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end,
       updated_at = now()
     where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  )
}
