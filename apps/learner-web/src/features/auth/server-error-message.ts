import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { AUTH_MESSAGES } from './auth-messages'

/**
 * The auth service's errors by code, in the interface's words. The spec shows the server's own
 * message; in English that is exactly what the user sees, but an Arabic reader would get English
 * text mid-form, so in any other language the known codes are shown translated.
 */
const SERVER_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  invalid_credentials: msg`Invalid login credentials`,
  email_not_confirmed: msg`Email not confirmed`,
  user_already_exists: msg`User already registered`,
  weak_password: msg`Password should be at least 6 characters.`,
  email_address_invalid: msg`Email address is invalid`,
  same_password: msg`New password should be different from the old password.`,
  otp_expired: msg`Token has expired or is invalid`,
  over_email_send_rate_limit: msg`Too many emails were sent. Please wait a little and try again.`,
  over_request_rate_limit: msg`Too many attempts. Please wait a little and try again.`,
  request_timeout: msg`The server took too long to answer. Please try again.`,
}

/** What an auth error from supabase-js carries. */
export interface ServerAuthError {
  readonly message: string
  readonly code?: string | undefined
  /** supabase-js' error class name, e.g. `AuthApiError` or `AuthRetryableFetchError`. */
  readonly name?: string | undefined
}

/**
 * supabase-js' errors for a call that got no readable answer: the network failed or a gateway
 * answered 502/503/504 (`AuthRetryableFetchError`, whose message is then `Failed to fetch` or
 * `{}`), or the answer could not be parsed (`AuthUnknownError`). Their messages are not the
 * server's words and mean nothing to a reader.
 */
const NO_SERVER_ANSWER = new Set(['AuthRetryableFetchError', 'AuthUnknownError'])

/**
 * True when the error carries a message the auth server wrote (or supabase-js' own validation,
 * such as 'You must provide either an email or phone number and a password'); false when the
 * call got no readable answer.
 *
 * @example
 * ```ts
 * carriesServerMessage({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' }) // false
 * ```
 */
export function carriesServerMessage(error: ServerAuthError): boolean {
  return error.name === undefined || !NO_SERVER_ANSWER.has(error.name)
}

/**
 * The message to show for an auth error: the server's own in English, the translated text of a
 * known code in other languages; `fallback` when the server said nothing or the call got no
 * readable answer (see {@link carriesServerMessage}).
 *
 * @example
 * ```ts
 * setError(serverErrorMessage(error, i18n, AUTH_MESSAGES.loginFailed))
 * ```
 */
export function serverErrorMessage(
  error: ServerAuthError,
  i18n: I18n,
  fallback: MessageDescriptor,
): string {
  if (!carriesServerMessage(error)) return i18n._(fallback)
  const known = error.code === undefined ? undefined : SERVER_ERRORS[error.code]
  if (i18n.locale !== 'en' && known) return i18n._(known)
  return error.message || i18n._(fallback)
}

/**
 * The login screen's message for a refused sign-in (spec §8): the server's words as
 * {@link serverErrorMessage} shows them; 'Login failed' when the server said nothing, 'An error
 * occurred during login' when the call got no readable answer (network, gateway).
 *
 * @example
 * ```ts
 * loginErrorMessage({ code: 'invalid_credentials', message: 'Invalid login credentials' }, i18n)
 * ```
 */
export function loginErrorMessage(error: ServerAuthError, i18n: I18n): string {
  return serverErrorMessage(
    error,
    i18n,
    carriesServerMessage(error) ? AUTH_MESSAGES.loginFailed : AUTH_MESSAGES.loginUnexpectedError,
  )
}
