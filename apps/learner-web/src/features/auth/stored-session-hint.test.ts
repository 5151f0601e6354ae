import { afterEach, describe, expect, test } from 'vitest'
import { SESSION_STORAGE_KEY } from '../../lib/session-storage-key'
import { readStoredSessionHint } from './stored-session-hint'

afterEach(() => localStorage.clear())

describe('readStoredSessionHint', () => {
  test('uses the key supabase-js would choose for the backend host', () => {
    expect(SESSION_STORAGE_KEY).toBe(`sb-${window.location.hostname.split('.')[0]}-auth-token`)
  })

  test('no stored session: anonymous', () => {
    expect(readStoredSessionHint()).toBe('anonymous')
  })

  test('a stored session with a refresh token: signed in', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: 1 }),
    )
    expect(readStoredSessionHint()).toBe('signed-in')
  })

  test('an unreadable value or one without a refresh token: anonymous', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{broken')
    expect(readStoredSessionHint()).toBe('anonymous')
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'a' }))
    expect(readStoredSessionHint()).toBe('anonymous')
    localStorage.setItem(SESSION_STORAGE_KEY, 'null')
    expect(readStoredSessionHint()).toBe('anonymous')
  })
})
