import { COOKIE_NAMES } from '@splendid/domain'
import type { Session } from '@supabase/supabase-js'
import { getCookie, removeCookie, setCookie } from '../../lib/cookies'

/**
 * Mirrors the session and its user into the `session` and `user` cookies (spec §3). The user in
 * the session cookie is trimmed to id and e-mail so the cookie stays well under the 4 KB limit.
 */
export function writeSessionCookies(session: Session): void {
  const { user } = session
  setCookie(
    COOKIE_NAMES.session,
    JSON.stringify({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_at: session.expires_at,
      token_type: session.token_type,
      user: { id: user.id, email: user.email },
    }),
  )
  setCookie(
    COOKIE_NAMES.user,
    JSON.stringify({
      id: user.id,
      email: user.email,
      user_metadata: user.user_metadata,
      app_metadata: user.app_metadata,
    }),
  )
}

/** Removes the session and user cookies. */
export function removeSessionCookies(): void {
  removeCookie(COOKIE_NAMES.session)
  removeCookie(COOKIE_NAMES.user)
}

/** The raw `session` cookie, for the sign-up and login screens' stored-session check. */
export function readSessionCookie(): string | null {
  return getCookie(COOKIE_NAMES.session)
}
