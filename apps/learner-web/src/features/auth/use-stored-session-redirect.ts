import { DASHBOARD_PATH, decideStoredSession } from '@splendid/domain'
import { type RefObject, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { loadSupabase } from '../../lib/load-supabase'
import { readSessionCookie, removeSessionCookies } from './session-cookies'
import { useAuth } from './use-auth'

/** Removes the stored session and user: the cookies and supabase-js' stored token. */
async function forgetStoredSession(): Promise<void> {
  removeSessionCookies()
  const supabase = await loadSupabase()
  // 'local' only drops what this browser keeps; it never reaches out to revoke other sessions.
  const { error } = await supabase.auth.signOut({ scope: 'local' })
  if (error) console.error('Could not remove the stored session', error)
}

/**
 * The check that sign-up and login run when they open (spec §4, "Visiting sign-up or login with
 * a stored session"): a signed-in user goes to /dashboard; otherwise the `session` cookie is
 * read — not expired (`expires_at * 1000 > now`) → the session is taken over by supabase-js and
 * the user goes to /dashboard; expired or unreadable → the stored session and user are removed.
 *
 * Returns a ref the form sets before it signs in itself, so that the sign-in it starts is not
 * mistaken for a visit with a stored session (the form then chooses the destination).
 */
export function useStoredSessionRedirect(): RefObject<boolean> {
  const { status } = useAuth()
  const navigate = useNavigate()
  const formSignInStarted = useRef(false)
  const cookieChecked = useRef(false)

  useEffect(() => {
    if (formSignInStarted.current || status === 'loading') return
    if (status === 'signed-in') {
      navigate(DASHBOARD_PATH, { replace: true })
      return
    }
    if (cookieChecked.current) return
    cookieChecked.current = true
    const decision = decideStoredSession(readSessionCookie())
    switch (decision.type) {
      case 'none':
        return
      case 'clear':
        void forgetStoredSession()
        return
      case 'go-to-dashboard': {
        const { access_token, refresh_token } = decision.session
        // The cookie is the only copy left (supabase-js' own storage is empty, or the status
        // would be signed-in): hand it back to supabase-js so /dashboard's guard lets the user in
        // instead of sending them back here.
        void loadSupabase()
          .then((supabase) => supabase.auth.setSession({ access_token, refresh_token }))
          .then(({ error }) => {
            if (error) {
              console.error('The stored session was refused; removing it', error)
              return forgetStoredSession()
            }
            if (!formSignInStarted.current) navigate(DASHBOARD_PATH, { replace: true })
          })
          .catch((error: unknown) => {
            console.error('Could not restore the stored session', error)
          })
        return
      }
      default: {
        const unreachable: never = decision
        throw new Error(`Unknown stored-session decision ${JSON.stringify(unreachable)}`)
      }
    }
  }, [status, navigate])

  return formSignInStarted
}
