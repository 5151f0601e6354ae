import { PASSWORD_MIN_LENGTH } from '@splendid/domain'

/** Why a new password is refused on /reset-password. */
export type NewPasswordErrorCode = 'password-too-short' | 'passwords-mismatch'

/**
 * The first problem with a new password and its confirmation, or `null` when both are fine: at
 * least {@link PASSWORD_MIN_LENGTH} characters (the sign-up rule, spec §9), then both equal.
 *
 * @example
 * ```ts
 * checkNewPassword('abc', 'abc') // 'password-too-short'
 * checkNewPassword('secret1', 'secret2') // 'passwords-mismatch'
 * ```
 */
export function checkNewPassword(
  password: string,
  confirmation: string,
): NewPasswordErrorCode | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password-too-short'
  if (password !== confirmation) return 'passwords-mismatch'
  return null
}
