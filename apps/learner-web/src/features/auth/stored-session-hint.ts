import { browserStorage } from '../../lib/browser-storage'
import { SESSION_STORAGE_KEY } from '../../lib/session-storage-key'

/** What the first render expects the session check to find. */
export type StoredSessionHint = 'signed-in' | 'anonymous'

/**
 * Reads local storage synchronously: a stored session with a refresh token will most likely be
 * signed in once supabase-js has loaded it (it refreshes an expired access token itself), and
 * no stored session is certainly signed out. Only layout uses this (so that the first paint
 * already has the shape of the settled page); guards and data wait for the real session.
 *
 * @example
 * ```ts
 * const hint = readStoredSessionHint() // 'anonymous' in a fresh browser
 * ```
 */
export function readStoredSessionHint(): StoredSessionHint {
  const stored = browserStorage.get(SESSION_STORAGE_KEY)
  if (stored === null) return 'anonymous'
  try {
    const parsed: unknown = JSON.parse(stored)
    const refreshToken =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as { refresh_token?: unknown }).refresh_token
        : undefined
    return typeof refreshToken === 'string' && refreshToken !== '' ? 'signed-in' : 'anonymous'
  } catch {
    return 'anonymous'
  }
}
