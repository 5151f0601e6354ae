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
