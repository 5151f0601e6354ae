import type { User } from './user'

/**
 * The session held by the client (spec §3). Also stored in the `session` cookie.
 *
 * @example
 * ```ts
 * const session: Session = {
 *   access_token: 'eyJ…',
 *   refresh_token: 'r1',
 *   expires_at: 1_767_225_600, // seconds since the epoch
 *   token_type: 'bearer',
 *   user,
 * }
 * ```
 */
export interface Session {
  readonly access_token: string
  readonly refresh_token: string
  /** Expiry time in **seconds** since the Unix epoch. */
  readonly expires_at: number
  /** Normally `'bearer'`. */
  readonly token_type: string
  readonly user: User
}

/** The authentication state-change events the session layer emits (spec §4). */
export const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'SIGNED_OUT',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const

/** One of {@link AUTH_EVENTS}. */
export type AuthEvent = (typeof AUTH_EVENTS)[number]
