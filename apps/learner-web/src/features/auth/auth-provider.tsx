import {
  AUTH_CLIENT_TIMINGS,
  clearsLocalSessionOnLogoutError,
  isAdmin,
  LOCAL_STORAGE_KEYS,
  refreshDelayMs,
  SIGN_OUT_CLEARED_KEYS,
  SIGN_OUT_DESTINATIONS,
} from '@splendid/domain'
import type { Session } from '@supabase/supabase-js'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { browserStorage } from '../../lib/browser-storage'
import { loadSupabase, supabaseOnceLoaded } from '../../lib/load-supabase'
import { AuthCallError, signOut as signOutEverywhere } from './auth-calls'
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context'
import { removeSessionCookies, writeSessionCookies } from './session-cookies'
import { readStoredSessionHint } from './stored-session-hint'
import { urlCarriesAuthResult } from './url-carries-auth-result'

/** Calls the logout endpoint; true when the local session is gone afterwards. */
async function logOut(): Promise<boolean> {
  try {
    await signOutEverywhere()
    return true
  } catch (error) {
    if (error instanceof AuthCallError && clearsLocalSessionOnLogoutError(error.reason.status)) {
      return true
    }
    console.error('Logout failed', error instanceof AuthCallError ? error.reason : error)
    return false
  }
}

function forgetRememberedChoices(): void {
  for (const key of SIGN_OUT_CLEARED_KEYS) browserStorage.remove(key)
  // Not in the spec's list, but the flag belongs to the user who completed onboarding: the next
  // person to sign in on this browser must still be checked.
  browserStorage.remove(LOCAL_STORAGE_KEYS.onboardingCompleted)
}

/**
 * Holds the session (spec §4): follows supabase-js' auth events, mirrors the session into
 * cookies, refreshes it 5 minutes before expiry (at once inside that window) and signs out when
 * a refresh fails.
 */
export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const navigate = useNavigate()
  const [status, setStatus] = useState<AuthStatus>('loading')
  const [session, setSession] = useState<Session | null>(null)
  const [storedSessionHint] = useState(readStoredSessionHint)

  useEffect(() => {
    let active = true
    let unsubscribe: (() => void) | null = null
    // Without a stored session or a sign-in result in the address the visitor is signed out for
    // sure: supabase-js (a third of the app's JavaScript) is left until something needs it — a
    // sign-in, a sign-up, a page that reads data — and followed from then on.
    const needed = storedSessionHint === 'signed-in' || urlCarriesAuthResult(window.location)
    if (!needed) setStatus('anonymous')
    const client = needed ? loadSupabase() : supabaseOnceLoaded()
    client
      .then((supabase) => {
        if (!active) return
        // Read first, then subscribe: the same order as before the client was loaded lazily.
        const reading = supabase.auth.getSession()
        const { data } = supabase.auth.onAuthStateChange((event, next) => {
          if (!active) return
          setSession(next)
          setStatus(next ? 'signed-in' : 'anonymous')
          if (next) writeSessionCookies(next)
          else if (event === 'SIGNED_OUT') removeSessionCookies()
        })
        unsubscribe = () => data.subscription.unsubscribe()
        return reading.then(({ data: stored, error }) => {
          if (error) console.error('Could not read the session', error)
          if (!active) return
          setSession(stored.session)
          setStatus(stored.session ? 'signed-in' : 'anonymous')
        })
      })
      .catch((error: unknown) => {
        console.error('Could not read the session', error)
        if (active) setStatus('anonymous')
      })
    return () => {
      active = false
      unsubscribe?.()
    }
  }, [storedSessionHint])

  const expiresAt = session?.expires_at
  const lastRefreshAt = useRef(0)
  useEffect(() => {
    if (expiresAt === undefined) return
    // Inside the 5-minute window the spec refreshes at once; a server whose tokens live less than
    // that would then be asked for a new token in a tight loop, so refreshes are at least the auth
    // client's own tick (30 s) apart.
    const earliest = lastRefreshAt.current + AUTH_CLIENT_TIMINGS.autoRefreshTickMs - Date.now()
    const delay = Math.max(refreshDelayMs({ expires_at: expiresAt }), earliest, 0)
    const timer = window.setTimeout(async () => {
      lastRefreshAt.current = Date.now()
      const supabase = await loadSupabase()
      const { error } = await supabase.auth.refreshSession()
      if (error) {
        console.error('Session refresh failed; signing out', error)
        await supabase.auth.signOut({ scope: 'local' })
      }
    }, delay)
    return () => window.clearTimeout(timer)
  }, [expiresAt])

  const [signingOut, setSigningOut] = useState(false)
  const location = useLocation()

  // A successful sign-out stays "under way" until the destination is on screen: the router moves
  // in a transition, and resetting the flag earlier would let the guard of the page being left
  // render first and send the user to /login?redirectTo=… instead of the flow's destination.
  const locationKey = location.key
  useEffect(() => {
    if (locationKey) setSigningOut(false)
  }, [locationKey])

  const runSignOut = useCallback(
    async (destination: string, removeCookies: boolean) => {
      setSigningOut(true)
      if (!(await logOut())) {
        setSigningOut(false)
        return
      }
      forgetRememberedChoices()
      if (removeCookies) removeSessionCookies()
      await navigate(destination)
    },
    [navigate],
  )

  const signOut = useCallback(() => runSignOut(SIGN_OUT_DESTINATIONS.session, false), [runSignOut])
  const logOutFromHeader = useCallback(
    () => runSignOut(SIGN_OUT_DESTINATIONS.header, true),
    [runSignOut],
  )

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      expectedStatus: status === 'loading' ? storedSessionHint : status,
      session,
      user: session?.user ?? null,
      isAdmin: session ? isAdmin(session.user) : false,
      signingOut,
      signOut,
      logOutFromHeader,
    }),
    [status, storedSessionHint, session, signingOut, signOut, logOutFromHeader],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
