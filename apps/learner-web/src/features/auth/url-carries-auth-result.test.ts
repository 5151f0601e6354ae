import { describe, expect, test } from 'vitest'
import { urlCarriesAuthResult } from './url-carries-auth-result'

const at = (address: string) => new URL(address, 'https://splendid.test')

describe('urlCarriesAuthResult', () => {
  test.each([
    '/reset-password#access_token=a&refresh_token=b&type=recovery',
    '/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    '/dashboard?code=4f2c',
    '/login?error=server_error&error_description=oops',
  ])('%s carries one', (address) => {
    expect(urlCarriesAuthResult(at(address))).toBe(true)
  })

  test.each(['/', '/catalog?q=grammar&page=2', '/faq#booking', '/course/abc?lesson=1'])(
    '%s carries none',
    (address) => {
      expect(urlCarriesAuthResult(at(address))).toBe(false)
    },
  )
})
