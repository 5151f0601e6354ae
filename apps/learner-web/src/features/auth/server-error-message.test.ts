import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { serverErrorMessage } from './server-error-message'

const fallback = msg`Login failed`

function i18nFor(locale: 'en' | 'ar', messages: Record<string, string> = {}) {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages })
  return i18n
}

describe('serverErrorMessage', () => {
  it("shows the server's own message in English, as the spec says", () => {
    const error = { code: 'invalid_credentials', message: 'Invalid login credentials' }
    expect(serverErrorMessage(error, i18nFor('en'), fallback)).toBe('Invalid login credentials')
  })

  it('shows the fallback when the server sent no message', () => {
    expect(serverErrorMessage({ message: '' }, i18nFor('en'), fallback)).toBe('Login failed')
  })

  it('translates a known code in Arabic instead of showing English mid-form', () => {
    const known = msg`Invalid login credentials`
    const i18n = i18nFor('ar', { [known.id]: 'بيانات الدخول غير صحيحة' })
    const error = { code: 'invalid_credentials', message: 'Invalid login credentials' }
    expect(serverErrorMessage(error, i18n, fallback)).toBe('بيانات الدخول غير صحيحة')
  })

  it('keeps the server message for a code it does not know', () => {
    const error = { code: 'unexpected_failure', message: 'User vanished' }
    expect(serverErrorMessage(error, i18nFor('ar'), fallback)).toBe('User vanished')
  })
})
