import { describe, expect, test } from 'vitest'
import {
  AUTH_CLIENT_TIMINGS,
  decideStoredSession,
  isSessionExpired,
  parseStoredSession,
  REFRESH_MARGIN_MS,
  refreshDelayMs,
} from './session-timing'

const EXPIRES_AT = 1_767_225_600 // seconds
const EXPIRY_MS = EXPIRES_AT * 1000

const stored = {
  access_token: 'access',
  refresh_token: 'refresh',
  expires_at: EXPIRES_AT,
  token_type: 'bearer',
  user: { id: 'u1', email: 'mona@example.com', user_metadata: { name: 'Mona' }, app_metadata: {} },
}

describe('expiry', () => {
  test('is expired exactly at expires_at * 1000 and after', () => {
    expect(isSessionExpired({ expires_at: EXPIRES_AT }, EXPIRY_MS)).toBe(true)
    expect(isSessionExpired({ expires_at: EXPIRES_AT }, EXPIRY_MS + 1)).toBe(true)
  })

  test('is valid one millisecond before', () => {
    expect(isSessionExpired({ expires_at: EXPIRES_AT }, EXPIRY_MS - 1)).toBe(false)
  })

  test('counts a missing or unusable expires_at as expired', () => {
    expect(isSessionExpired({}, 0)).toBe(true)
    expect(isSessionExpired({ expires_at: Number.NaN }, 0)).toBe(true)
    expect(isSessionExpired({ expires_at: null }, 0)).toBe(true)
  })
})

describe('refresh timing', () => {
  test('refreshes 5 minutes before expiry', () => {
    expect(REFRESH_MARGIN_MS).toBe(300_000)
    expect(refreshDelayMs({ expires_at: EXPIRES_AT }, EXPIRY_MS - 3_600_000)).toBe(3_300_000)
  })

  test('is due exactly at the start of the window', () => {
    expect(refreshDelayMs({ expires_at: EXPIRES_AT }, EXPIRY_MS - 300_001)).toBe(1)
    expect(refreshDelayMs({ expires_at: EXPIRES_AT }, EXPIRY_MS - 300_000)).toBe(0)
  })

  test('refreshes at once inside the window, after expiry, or without expires_at', () => {
    expect(refreshDelayMs({ expires_at: EXPIRES_AT }, EXPIRY_MS - 60_000)).toBe(0)
    expect(refreshDelayMs({ expires_at: EXPIRES_AT }, EXPIRY_MS + 60_000)).toBe(0)
    expect(refreshDelayMs({}, 0)).toBe(0)
  })

  test('documents the authentication client timings of the spec', () => {
    expect(AUTH_CLIENT_TIMINGS).toEqual({
      autoRefreshTickMs: 30_000,
      recoveryMarginMs: 90_000,
      retryInitialDelayMs: 200,
      retryBackoffFactor: 2,
    })
  })
})

describe('stored session', () => {
  test('parses a well-formed session', () => {
    expect(parseStoredSession(JSON.stringify(stored))).toEqual(stored)
  })

  test('keeps only the session fields and cleans the user', () => {
    const parsed = parseStoredSession(
      JSON.stringify({ ...stored, extra: 1, user: { id: 'u1', app_metadata: { role: 7 } } }),
    )
    expect(parsed).toEqual({
      ...stored,
      user: { id: 'u1', user_metadata: {}, app_metadata: {} },
    })
  })

  test.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"access_token":'],
    ['a JSON string', '"session"'],
    ['an array', '[]'],
    ['no access token', JSON.stringify({ ...stored, access_token: '' })],
    ['a string expiry', JSON.stringify({ ...stored, expires_at: '1767225600' })],
    ['no token type', JSON.stringify({ ...stored, token_type: undefined })],
    ['no user', JSON.stringify({ ...stored, user: null })],
    ['a user without id', JSON.stringify({ ...stored, user: { email: 'a@b.co' } })],
  ])('reads %s as null', (_, raw) => {
    expect(parseStoredSession(raw)).toBeNull()
  })

  test('login and sign-up go to the dashboard with a live stored session', () => {
    expect(decideStoredSession(JSON.stringify(stored), EXPIRY_MS - 1)).toEqual({
      type: 'go-to-dashboard',
      session: stored,
    })
  })

  test('an expired stored session is cleared', () => {
    expect(decideStoredSession(JSON.stringify(stored), EXPIRY_MS)).toEqual({
      type: 'clear',
      reason: 'expired',
    })
  })

  test('an unreadable stored session is cleared', () => {
    expect(decideStoredSession('not json', 0)).toEqual({ type: 'clear', reason: 'unreadable' })
  })

  test('nothing stored means nothing to do', () => {
    expect(decideStoredSession(null, 0)).toEqual({ type: 'none' })
    expect(decideStoredSession(undefined, 0)).toEqual({ type: 'none' })
  })
})
