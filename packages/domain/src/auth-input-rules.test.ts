import { describe, expect, test } from 'vitest'
import { validateCredentials, validateOtpRequest } from './auth-input-rules'

describe('credentials', () => {
  test('accept an email or a phone number with a password', () => {
    expect(validateCredentials({ email: 'a@b.co', password: 'secret' })).toBeNull()
    expect(validateCredentials({ phone: '+201000000000', password: 'secret' })).toBeNull()
  })

  test.each([
    [{ email: 'a@b.co' }],
    [{ phone: '+20100', password: '' }],
    [{ password: 'secret' }],
    [{ email: '', phone: null, password: 'secret' }],
    [{}],
  ])('refuse %j with the service message', (input) => {
    expect(validateCredentials(input)).toEqual({
      code: 'credentials-required',
      message: 'You must provide either an email or phone number and a password',
    })
  })
})

describe('one-time-code request', () => {
  test('accepts an email or a phone number', () => {
    expect(validateOtpRequest({ email: 'a@b.co' })).toBeNull()
    expect(validateOtpRequest({ phone: '+20100' })).toBeNull()
  })

  test('refuses a request with neither', () => {
    expect(validateOtpRequest({ email: '', phone: undefined })).toEqual({
      code: 'otp-identifier-required',
      message: 'You must provide either an email or phone number.',
    })
  })
})
