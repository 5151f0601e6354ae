import { isValidEmail } from '@splendid/domain'

/** The fields of the contact form. */
export interface ContactFormInput {
  readonly name: string
  readonly email: string
  readonly message: string
}

/** Why a contact form field is refused. */
export type ContactFormErrorCode =
  | 'name-required'
  | 'email-required'
  | 'email-invalid'
  | 'message-too-short'

/** The shortest message the form accepts, in characters after trimming. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10

/**
 * Checks the contact form; returns each field's first problem (absent when the field is fine).
 *
 * @example
 * ```ts
 * validateContactForm({ name: '', email: 'a@b.co', message: 'Hello there!' })
 * // { name: 'name-required' }
 * ```
 */
export function validateContactForm(
  input: ContactFormInput,
): Partial<Record<keyof ContactFormInput, ContactFormErrorCode>> {
  const errors: Partial<Record<keyof ContactFormInput, ContactFormErrorCode>> = {}
  if (input.name.trim() === '') errors.name = 'name-required'
  const email = input.email.trim()
  if (email === '') errors.email = 'email-required'
  else if (!isValidEmail(email)) errors.email = 'email-invalid'
  if (input.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) errors.message = 'message-too-short'
  return errors
}
