import type { Database } from '../db/database.js'
import type { JwtService } from './jwt-service.js'
import type { Mailer } from './mailer.js'
import type { RedirectPolicy } from './redirect-policy.js'

/** Settings of the auth service (from env). */
export interface AuthSettings {
  jwtExpirySeconds: number
  autoconfirm: boolean
  otpExpirySeconds: number
  refreshTokenReuseSeconds: number
  emailIntervalSeconds: number
  /** Anonymous sign-ins (GoTrue's GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, off by default). */
  anonymousUsers: boolean
  /** A password change needs a mailed nonce when the session is older than 24 h (off by default). */
  passwordChangeNeedsReauthentication: boolean
}

/** Per-request facts the service needs. */
export interface AuthRequestContext {
  /** The public base URL of this server, e.g. `http://localhost:54321`. */
  apiUrl: string
  userAgent: string | undefined
}

/** What every auth operation works with: the database, token signing, mail, redirects, settings. */
export interface AuthDeps {
  db: Database
  jwt: JwtService
  mailer: Mailer
  redirects: RedirectPolicy
  settings: AuthSettings
}
