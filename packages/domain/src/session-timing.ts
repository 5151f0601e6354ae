import type { Session } from './entities/session'
import { userFromUnknown } from './entities/user'

/** Refresh the session this long before it expires (spec §9): 5 minutes. */
export const REFRESH_MARGIN_MS = 300_000

/**
 * The authentication client's own timings (spec §9), for reference and for a compatible backend:
 * a 30 s automatic-refresh tick, a roughly 90 s recovery margin, and retry back-off starting at
 * 200 ms and doubling.
 */
export const AUTH_CLIENT_TIMINGS = {
  autoRefreshTickMs: 30_000,
  recoveryMarginMs: 90_000,
  retryInitialDelayMs: 200,
  retryBackoffFactor: 2,
} as const

/** The part of a session that timing rules look at. */
export type SessionExpiry = { readonly expires_at?: number | null | undefined }

/** `expires_at` in ms, or `null` when missing or not a finite number. */
function expiryMs(session: SessionExpiry): number | null {
  const seconds = session.expires_at
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null
}

/**
 * Whether the session has expired at `now` (ms): `expires_at * 1000 <= now`. A session without
 * a usable `expires_at` counts as expired, since nothing proves it is still valid.
 *
 * @example
 * ```ts
 * isSessionExpired({ expires_at: 1000 }, 1_000_000) // true (exactly at expiry)
 * isSessionExpired({ expires_at: 1000 }, 999_999) // false
 * ```
 */
export function isSessionExpired(session: SessionExpiry, now: number = Date.now()): boolean {
  const expiry = expiryMs(session)
  return expiry === null || expiry <= now
}

/**
 * How long to wait (ms) before refreshing: until 5 minutes before expiry, or 0 (at once) when
 * already inside that window, already expired, or without a usable `expires_at`.
 *
 * @example
 * ```ts
 * refreshDelayMs({ expires_at: 3600 }, 0) // 3_300_000
 * ```
 */
export function refreshDelayMs(session: SessionExpiry, now: number = Date.now()): number {
  const expiry = expiryMs(session)
  if (expiry === null) return 0
  return Math.max(0, expiry - REFRESH_MARGIN_MS - now)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Reads a stored session (cookie or local-storage JSON). Anything unreadable — missing, not JSON,
 * or without string tokens, a numeric `expires_at`, a token type and a user with an id — gives
 * `null`, and the caller removes it (spec §4). Never throws.
 *
 * @example
 * ```ts
 * parseStoredSession('{not json') // null
 * ```
 */
export function parseStoredSession(raw: string | null | undefined): Session | null {
  if (typeof raw !== 'string' || raw === '') return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    // Unreadable by definition; the spec's answer is to drop the stored session.
    return null
  }
  if (!isRecord(value)) return null
  const { access_token, refresh_token, expires_at, token_type } = value
  if (typeof access_token !== 'string' || access_token === '') return null
  if (typeof refresh_token !== 'string') return null
  if (typeof expires_at !== 'number' || !Number.isFinite(expires_at)) return null
  if (typeof token_type !== 'string') return null
  const user = userFromUnknown(value.user)
  if (user === null) return null
  return { access_token, refresh_token, expires_at, token_type, user }
}

/** What the sign-up and login screens do about a stored session. */
export type StoredSessionDecision =
  | { readonly type: 'none' }
  | { readonly type: 'go-to-dashboard'; readonly session: Session }
  | { readonly type: 'clear'; readonly reason: 'expired' | 'unreadable' }

/**
 * Decides a visit to sign-up or login with a stored session (spec §4): nothing stored → none;
 * unreadable → clear; expired (`expires_at * 1000 <= now`) → clear the stored session and user;
 * otherwise go to `/dashboard`.
 *
 * @example
 * ```ts
 * decideStoredSession(cookieValue, Date.now())
 * // { type: 'go-to-dashboard', session } | { type: 'clear', reason: 'expired' } | …
 * ```
 */
export function decideStoredSession(
  raw: string | null | undefined,
  now: number = Date.now(),
): StoredSessionDecision {
  if (raw === null || raw === undefined || raw === '') return { type: 'none' }
  const session = parseStoredSession(raw)
  if (session === null) return { type: 'clear', reason: 'unreadable' }
  if (isSessionExpired(session, now)) return { type: 'clear', reason: 'expired' }
  return { type: 'go-to-dashboard', session }
}
