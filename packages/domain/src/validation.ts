import type { DomainError } from './domain-error'
import { MESSAGES } from './messages'

/** Minimum password length (spec §9). */
export const PASSWORD_MIN_LENGTH = 6

/**
 * The basic e-mail shape of spec §5: something, an at sign, something, a dot, something, with no
 * whitespace and no second at sign.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Stable codes of the form-validation errors. */
export type ValidationErrorCode =
  | 'full-name-required'
  | 'email-required'
  | 'email-invalid'
  | 'password-too-short'
  | 'password-required'

/** The form field a validation error belongs to. */
export type FormField = 'fullName' | 'email' | 'password'

/** A form-validation error: code, the message to show, and the field to focus. */
export interface ValidationError extends DomainError<ValidationErrorCode> {
  readonly field: FormField
}

const ERRORS = {
  fullNameRequired: {
    code: 'full-name-required',
    field: 'fullName',
    message: MESSAGES.fullNameRequired,
  },
  emailRequired: { code: 'email-required', field: 'email', message: MESSAGES.emailRequired },
  emailInvalid: { code: 'email-invalid', field: 'email', message: MESSAGES.invalidEmail },
  passwordTooShort: {
    code: 'password-too-short',
    field: 'password',
    message: MESSAGES.passwordTooShort,
  },
  passwordRequired: {
    code: 'password-required',
    field: 'password',
    message: MESSAGES.passwordRequired,
  },
} as const satisfies Record<string, ValidationError>

/**
 * Whether `email` has the basic address shape ({@link EMAIL_PATTERN}). Surrounding whitespace
 * makes it invalid (browsers already trim `type="email"` inputs).
 */
export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email)
}

/** Sign-up form values. */
export interface SignUpInput {
  readonly fullName: string
  readonly email: string
  readonly password: string
}

/**
 * The first sign-up error, checked in the spec's order (§5), or `null` when valid:
 * full name blank after trimming, email empty, email shape, password shorter than 6.
 *
 * @example
 * ```ts
 * validateSignUp({ fullName: '  ', email: 'x', password: '1' })?.message // 'Full name is required'
 * validateSignUp({ fullName: 'Mona', email: 'mona@example.com', password: 'secret' }) // null
 * ```
 */
export function validateSignUp(input: SignUpInput): ValidationError | null {
  if (input.fullName.trim() === '') return ERRORS.fullNameRequired
  if (input.email === '') return ERRORS.emailRequired
  if (!isValidEmail(input.email)) return ERRORS.emailInvalid
  if (input.password.length < PASSWORD_MIN_LENGTH) return ERRORS.passwordTooShort
  return null
}

/** Login form values. */
export interface LoginInput {
  readonly email: string
  readonly password: string
}

/**
 * The first login error, checked in the spec's order (§5), or `null` when valid: email empty,
 * password empty, then email shape. Password length is not checked at login.
 *
 * @example
 * ```ts
 * validateLogin({ email: 'bad', password: '' })?.message // 'Password is required'
 * ```
 */
export function validateLogin(input: LoginInput): ValidationError | null {
  if (input.email === '') return ERRORS.emailRequired
  if (input.password === '') return ERRORS.passwordRequired
  if (!isValidEmail(input.email)) return ERRORS.emailInvalid
  return null
}

/**
 * The forgot-password email error (required, then e-mail shape), or `null` when valid.
 *
 * @example
 * ```ts
 * validateForgotPasswordEmail('')?.message // 'Email is required'
 * ```
 */
export function validateForgotPasswordEmail(email: string): ValidationError | null {
  if (email === '') return ERRORS.emailRequired
  if (!isValidEmail(email)) return ERRORS.emailInvalid
  return null
}
