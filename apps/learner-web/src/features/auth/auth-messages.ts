import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The fixed texts of the auth screens from spec §2, §4 and §8, as translatable messages. Their
 * English source text equals @splendid/domain's MESSAGES (tested), so a wording change in the
 * spec is caught by the tests.
 */
export const AUTH_MESSAGES = {
  signUpFailed: msg`Error signing up. Please try again.`,
  signUpConfirmEmail: msg`Registration successful! Please check your email to confirm your account.`,
  loginFailed: msg`Login failed`,
  loginUnexpectedError: msg`An error occurred during login`,
  resetEmailFailed: msg`Failed to send reset email. Please try again.`,
  creatingAccount: msg`Creating account...`,
  loggingIn: msg`Logging in...`,
  forgotPasswordTitle: msg`Reset your password`,
  sendResetLink: msg`Send Reset Link`,
  sending: msg`Sending...`,
  backToLogin: msg`Back to login`,
  resetEmailSentTitle: msg`Check your email for reset instructions`,
  resetEmailSpamHint: msg`If you don't see the email, check your spam folder`,
  tryAgain: msg`Try again`,
} as const satisfies Record<string, MessageDescriptor>
