import { randomBytes } from 'node:crypto'
import { GoTrueError } from './gotrue-error.js'
import { checkNewPassword } from './password.js'

/** GoTrue's message when sign-up or sign-in lacks an address or a password. */
export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'

// No spaces or control characters (NUL cannot even be stored), one @, a dot in the domain.
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

/** Throws GoTrue's `email_address_invalid` for an address that cannot be one. */
export function checkEmailShape(email: string): void {
  if (!EMAIL_SHAPE.test(email) || email.length > 255) {
    throw new GoTrueError(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    )
  }
}

/** Throws GoTrue's error for a password the policy refuses (`weak_password` when too short). */
export function requireAcceptablePassword(password: string): void {
  const problem = checkNewPassword(password)
  if (problem === null) return
  switch (problem.kind) {
    case 'too_short':
      throw new GoTrueError(422, 'weak_password', problem.message, {
        weak_password: { reasons: ['length'] },
      })
    case 'too_long':
      throw new GoTrueError(422, 'validation_failed', problem.message)
    default: {
      const unreachable: never = problem
      throw new Error(`Unknown password problem ${JSON.stringify(unreachable)}`)
    }
  }
}

/**
 * GoTrue's `validateEmail` (admin, invite, generate_link, OTP): 400 `validation_failed` for a
 * missing, too long or malformed address; answers the address in lower case.
 */
export function validateEmail(email: string): string {
  if (email === '') throw new GoTrueError(400, 'validation_failed', 'An email address is required')
  if (email.length > 255) {
    throw new GoTrueError(400, 'validation_failed', 'An email address is too long')
  }
  if (!EMAIL_SHAPE.test(email)) {
    throw new GoTrueError(
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    )
  }
  return email.toLowerCase()
}

/** GoTrue's `validatePhone`: E.164 digits without the `+`, else 400 `validation_failed`. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '')
  if (!/^[1-9]\d{1,14}$/.test(digits)) {
    throw new GoTrueError(400, 'validation_failed', 'Invalid phone number format (E.164 required)')
  }
  return digits
}

/** GoTrue's answer for a second account with the same address. */
export const DUPLICATE_EMAIL = 'A user with this email address has already been registered'

/** A password nobody knows, for accounts created without one (GoTrue does the same). */
export function unguessablePassword(): string {
  return randomBytes(48).toString('base64url')
}
