import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ValidationErrorCode } from '@splendid/domain'

/**
 * The translatable text of each validation error of @splendid/domain. The English source text
 * equals the domain's MESSAGES word for word (spec §5; tested), so the rule stays in the domain
 * and only the wording is translated here.
 */
export const VALIDATION_MESSAGES: Readonly<Record<ValidationErrorCode, MessageDescriptor>> = {
  'full-name-required': msg`Full name is required`,
  'email-required': msg`Email is required`,
  'email-invalid': msg`Please enter a valid email address`,
  'password-too-short': msg`Password must be at least 6 characters long`,
  'password-required': msg`Password is required`,
}
