/** What the reset e-mail's link brought back when it could not sign the user in. */
export interface RecoveryLinkError {
  /** e.g. `otp_expired`; `null` when the link carried none. */
  readonly code: string | null
  /** The service's explanation, e.g. 'Email link is invalid or has expired'. */
  readonly description: string | null
}

/**
 * Reads the error a Supabase-style verify redirect puts in the URL fragment
 * (`#error=access_denied&error_code=otp_expired&error_description=…`), or `null` when the
 * fragment carries no error. supabase-js leaves such a fragment in place, so the page can read it.
 *
 * @example
 * ```ts
 * recoveryLinkError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
 * // { code: 'otp_expired', description: 'Email link is invalid or has expired' }
 * recoveryLinkError('') // null
 * ```
 */
export function recoveryLinkError(hash: string): RecoveryLinkError | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
  const error = params.get('error')
  const code = params.get('error_code')
  const description = params.get('error_description')
  if (error === null && code === null && description === null) return null
  return { code: code ?? error, description }
}
