import { describe, expect, test } from 'vitest'
import {
  clearsLocalSessionOnLogoutError,
  LOGOUT_STATUSES_THAT_CLEAR,
  SIGN_OUT_DESTINATIONS,
} from './sign-out'

describe('sign-out', () => {
  test.each([401, 403, 404])('still clears the local session after a %i', (status) => {
    expect(clearsLocalSessionOnLogoutError(status)).toBe(true)
  })

  test.each([400, 500, 503, null, undefined])('keeps the session after %s', (status) => {
    expect(clearsLocalSessionOnLogoutError(status)).toBe(false)
  })

  test('lists exactly 401, 403 and 404', () => {
    expect(LOGOUT_STATUSES_THAT_CLEAR).toEqual([401, 403, 404])
  })

  test('lands on / after the session sign-out and on /login after the header logout', () => {
    expect(SIGN_OUT_DESTINATIONS).toEqual({ session: '/', header: '/login' })
  })
})
