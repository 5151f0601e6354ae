import type { Session, User } from '@supabase/supabase-js'
import { createContext } from 'react'

/** The session as the app sees it: still loading, signed out, or signed in. */
export type AuthStatus = 'loading' | 'anonymous' | 'signed-in'

/** What {@link useAuth} gives a component. */
export interface AuthContextValue {
  readonly status: AuthStatus
  /**
   * For layout only: `status` once known, and while it loads what the stored session predicts
   * (see `readStoredSessionHint`), so the first paint already has the settled page's shape (no
   * layout shift). Guards and data use `status`.
   */
  readonly expectedStatus: Exclude<AuthStatus, 'loading'>
  readonly session: Session | null
  readonly user: User | null
  /** `app_metadata.role === 'admin'`; user_metadata is never trusted for roles. */
  readonly isAdmin: boolean
  /**
   * True while a sign-out is under way: guards wait instead of sending the user to /login
   * before the sign-out flow has taken them to its own destination.
   */
  readonly signingOut: boolean
  /**
   * The session layer's sign-out (spec §4): clears the session, the stored token and the
   * remembered userType, lastCourse and language, then goes to `/`. A failed logout is only
   * logged and changes nothing.
   */
  readonly signOut: () => Promise<void>
  /** The header's Log out: the same, and the session and user cookies are removed; then `/login`. */
  readonly logOutFromHeader: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)
