/** HTTP statuses of a failed logout call after which the local session is still cleared (spec §4). */
export const LOGOUT_STATUSES_THAT_CLEAR = [401, 403, 404] as const

/**
 * Whether to clear the local session although the logout call failed with `status`: yes for 401,
 * 403 and 404 (the server no longer knows the session), no otherwise (the failure is only
 * logged). A missing status (network error) does not clear.
 *
 * @example
 * ```ts
 * clearsLocalSessionOnLogoutError(401) // true
 * clearsLocalSessionOnLogoutError(500) // false
 * ```
 */
export function clearsLocalSessionOnLogoutError(status: number | null | undefined): boolean {
  return LOGOUT_STATUSES_THAT_CLEAR.some((code) => code === status)
}

/** Where the user lands after each sign-out flow (spec §4). */
export const SIGN_OUT_DESTINATIONS = {
  /** The session layer's sign-out. */
  session: '/',
  /** The header's Log out, which also removes the session and user cookies. */
  header: '/login',
} as const
