import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { carriesServerMessage, serverErrorMessage } from './server-error-message'

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

  it('shows the fallback, not "Failed to fetch" or "{}", when the call got no readable answer', () => {
    const network = { name: 'AuthRetryableFetchError', message: 'Failed to fetch' }
    const gateway = { name: 'AuthRetryableFetchError', message: '{}' }
    const unparsable = { name: 'AuthUnknownError', message: 'Unexpected token <' }
    for (const error of [network, gateway, unparsable]) {
      expect(carriesServerMessage(error)).toBe(false)
      expect(serverErrorMessage(error, i18nFor('en'), fallback)).toBe('Login failed')
    }
  })

  it("keeps the server's and supabase-js' own validation messages", () => {
    const api = {
      name: 'AuthApiError',
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    }
    const missing = {
      name: 'AuthInvalidCredentialsError',
      message: 'You must provide either an email or phone number and a password',
    }
    expect(serverErrorMessage(api, i18nFor('en'), fallback)).toBe('Email not confirmed')
    expect(serverErrorMessage(missing, i18nFor('en'), fallback)).toBe(missing.message)
  })
})
