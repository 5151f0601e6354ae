import type { UserType } from '@splendid/domain'
import type { AuthError } from '@supabase/supabase-js'
import { loadSupabase } from '../../lib/load-supabase'

/**
 * An auth call the server (or supabase-js' own validation) answered with an error. `reason` is
 * supabase-js' error as it came (message, code, status, class name), for `serverErrorMessage`.
 */
export class AuthCallError extends Error {
  readonly reason: AuthError
  constructor(reason: AuthError) {
    super(reason.message)
    this.name = 'AuthCallError'
    this.reason = reason
  }
}

/** What the sign-up form sends. */
export interface SignUpDetails {
  readonly email: string
  readonly password: string
  /** Stored as the user's `name` metadata, trimmed. */
  readonly fullName: string
  readonly userType: UserType
  /** Where the confirmation e-mail's link leads. */
  readonly emailRedirectTo: string
}

/**
 * Creates the account (the profile row comes from the backend's trigger).
 * @returns whether the user is signed in at once (no e-mail confirmation needed).
 * @throws {AuthCallError} when the server refuses (say, `user_already_exists`).
 */
export async function signUp(details: SignUpDetails): Promise<{ signedIn: boolean }> {
  const { data, error } = await (await loadSupabase()).auth.signUp({
    email: details.email,
    password: details.password,
    options: {
      data: { name: details.fullName.trim(), user_type: details.userType },
      emailRedirectTo: details.emailRedirectTo,
    },
  })
  if (error) throw new AuthCallError(error)
  return { signedIn: data.session !== null }
}

/**
 * Signs in with e-mail and password.
 * @throws {AuthCallError} when the server refuses (a wrong password: `invalid_credentials`).
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signInWithPassword({ email, password })
  if (error) throw new AuthCallError(error)
}

/**
 * Signs out everywhere (the logout endpoint); the local session is gone afterwards unless this
 * throws.
 * @throws {AuthCallError} when the server refuses (its `reason.status` tells whether the local
 * session was cleared anyway).
 */
export async function signOut(): Promise<void> {
  const { error } = await (await loadSupabase()).auth.signOut()
  if (error) throw new AuthCallError(error)
}

/**
 * Asks for the password-reset e-mail. The answer is the same for a known and an unknown address,
 * so nobody learns which addresses have an account.
 * @throws {AuthCallError} when the server refuses (say, `over_email_send_rate_limit`).
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.resetPasswordForEmail(email, { redirectTo })
  if (error) throw new AuthCallError(error)
}

/**
 * Sets the signed-in user's (or the recovery session's) new password.
 * @throws {AuthCallError} when the server refuses (`same_password`, `weak_password`, or no
 * session).
 */
export async function updatePassword(password: string): Promise<void> {
  const { error } = await (await loadSupabase()).auth.updateUser({ password })
  if (error) throw new AuthCallError(error)
}
