import { hashSync } from '@node-rs/bcrypt'
import { bcryptPool } from './bcrypt-pool.js'

/** bcrypt cost, as GoTrue. */
export const BCRYPT_COST = 10
/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 6
/** bcrypt reads at most 72 bytes; longer passwords are refused rather than truncated. */
export const PASSWORD_MAX_BYTES = 72

/** Why a new password is refused. */
export type PasswordProblem =
  | { kind: 'too_short'; message: string }
  | { kind: 'too_long'; message: string }

/** Checks a new password against the length rules; `null` when acceptable. */
export function checkNewPassword(password: string): PasswordProblem | null {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return {
      kind: 'too_short',
      message: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
    }
  }
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) {
    return {
      kind: 'too_long',
      message: `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`,
    }
  }
  return null
}

// GoTrue (Go's x/crypto/bcrypt) writes `$2a$`; the native library writes `$2b$`. The two differ
// only for passwords of 255+ bytes, and passwords here are at most 72, so the prefix is rewritten:
// hashes look like GoTrue's and pgcrypto's `crypt()` (which refuses `$2b$`) can check them in SQL.
function asGoTrueVersion(hashed: string): string {
  return hashed.startsWith('$2b$') ? `$2a$${hashed.slice(4)}` : hashed
}

/**
 * Hashes a password with bcrypt at cost 10 (`$2a$10$…`, as GoTrue). Native code on a low-priority
 * worker thread (`bcrypt-pool.ts`), so the event loop keeps serving other requests first.
 */
export async function hashPassword(password: string): Promise<string> {
  return asGoTrueVersion(await bcryptPool.hash(password, BCRYPT_COST))
}

// A valid hash compared against when the account does not exist, so unknown e-mails take as
// long as wrong passwords.
const DUMMY_HASH = asGoTrueVersion(hashSync('splendid-timing-equaliser', BCRYPT_COST))

/**
 * Compares a password with a stored `$2a$`/`$2b$`/`$2y$` hash off the event loop; `null` hashes
 * still cost one comparison. A stored value that is not a bcrypt hash never matches.
 */
export async function verifyPassword(password: string, hashed: string | null): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return false
  const matches = await bcryptPool.verify(password, hashed ?? DUMMY_HASH).catch(() => false)
  return hashed !== null && matches
}
