import { i18n } from '@lingui/core'
import { MESSAGES } from '@splendid/domain'
import { describe, expect, test } from 'vitest'
import { AUTH_MESSAGES } from './auth-messages'
import { VALIDATION_MESSAGES } from './validation-message'

describe('the English texts equal the spec (domain MESSAGES) word for word', () => {
  test.each(Object.entries(AUTH_MESSAGES))('%s', (key, descriptor) => {
    expect(i18n._(descriptor)).toBe(MESSAGES[key as keyof typeof AUTH_MESSAGES])
  })

  test('validation messages', () => {
    expect(i18n._(VALIDATION_MESSAGES['full-name-required'])).toBe(MESSAGES.fullNameRequired)
    expect(i18n._(VALIDATION_MESSAGES['email-required'])).toBe(MESSAGES.emailRequired)
    expect(i18n._(VALIDATION_MESSAGES['email-invalid'])).toBe(MESSAGES.invalidEmail)
    expect(i18n._(VALIDATION_MESSAGES['password-too-short'])).toBe(MESSAGES.passwordTooShort)
    expect(i18n._(VALIDATION_MESSAGES['password-required'])).toBe(MESSAGES.passwordRequired)
  })
})
