import type { DomainError } from './domain-error'
import { MESSAGES } from './messages'

/** Stable codes of the authentication-service input errors. */
export type AuthInputErrorCode = 'credentials-required' | 'otp-identifier-required'

/** Credentials as the authentication service receives them. */
export interface CredentialsInput {
  readonly email?: string | null | undefined
  readonly phone?: string | null | undefined
  readonly password?: string | null | undefined
}

/** Whether a string is present and non-empty. */
function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value !== ''
}

/**
 * Sign-up and password sign-in need an e-mail or a phone number, plus a password (spec §5).
 * Returns the error with the service's message, or `null`.
 *
 * @example
 * ```ts
 * validateCredentials({ email: 'a@b.co' })?.message
 * // 'You must provide either an email or phone number and a password'
 * ```
 */
export function validateCredentials(
  input: CredentialsInput,
): DomainError<'credentials-required'> | null {
  if ((present(input.email) || present(input.phone)) && present(input.password)) return null
  return { code: 'credentials-required', message: MESSAGES.credentialsRequired }
}

/**
 * A one-time-code request needs an e-mail or a phone number (spec §5). Returns the error with
 * the service's message, or `null`.
 *
 * @example
 * ```ts
 * validateOtpRequest({})?.message // 'You must provide either an email or phone number.'
 * ```
 */
export function validateOtpRequest(
  input: Pick<CredentialsInput, 'email' | 'phone'>,
): DomainError<'otp-identifier-required'> | null {
  if (present(input.email) || present(input.phone)) return null
  return { code: 'otp-identifier-required', message: MESSAGES.otpIdentifierRequired }
}
