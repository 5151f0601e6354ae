import bcrypt from 'bcryptjs'

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

/** Hashes a password with bcrypt at cost 10. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST)
}

// A valid hash compared against when the account does not exist, so unknown e-mails take as
// long as wrong passwords.
const DUMMY_HASH = bcrypt.hashSync('splendid-timing-equaliser', BCRYPT_COST)

/** Compares a password with a stored hash; `null` hashes still cost one comparison. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES) return false
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH)
  return hash !== null && matches
}
