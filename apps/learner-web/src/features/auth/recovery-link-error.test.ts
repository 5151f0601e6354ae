import { describe, expect, test } from 'vitest'
import { recoveryLinkError } from './recovery-link-error'

describe('recoveryLinkError', () => {
  test('reads code and description of an error fragment', () => {
    expect(
      recoveryLinkError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' })
  })
  test('falls back to the error when there is no error_code', () => {
    expect(recoveryLinkError('error=access_denied')).toEqual({
      code: 'access_denied',
      description: null,
    })
  })
  test('a session fragment or an empty one is no error', () => {
    expect(recoveryLinkError('#access_token=a&refresh_token=b&type=recovery')).toBeNull()
    expect(recoveryLinkError('')).toBeNull()
  })
})
