/**
 * Every user-facing English text that the spec fixes word for word, in one place, so the app
 * (through its Lingui catalogues) and the tests share a single source. Placeholders are written
 * `{name}` and filled with {@link formatMessage}.
 *
 * @example
 * ```ts
 * MESSAGES.fullNameRequired // 'Full name is required'
 * formatMessage(MESSAGES.subscriptionExpiringBody, { n: 3 })
 * ```
 */
export const MESSAGES = {
  // Sign-up and login validation (spec §5)
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordRequired: 'Password is required',

  // Authentication service rules (spec §5)
  credentialsRequired: 'You must provide either an email or phone number and a password',
  otpIdentifierRequired: 'You must provide either an email or phone number.',

  // Error catalogue (spec §8)
  signUpFailed: 'Error signing up. Please try again.',
  signUpConfirmEmail: 'Registration successful! Please check your email to confirm your account.',
  loginFailed: 'Login failed',
  loginUnexpectedError: 'An error occurred during login',
  resetEmailFailed: 'Failed to send reset email. Please try again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  useGamificationOutsideProvider: 'useGamification must be used within a GamificationProvider',
  supabaseUrlRequired: 'supabaseUrl is required.',
  supabaseKeyRequired: 'supabaseKey is required.',
  pageNotFound: 'Page Not Found',

  // Subscription dialog (spec §2, §8)
  subscriptionExpiredTitle: 'Your Subscription Has Expired',
  subscriptionExpiredBody:
    'Your premium features are no longer available. Upgrade now to continue enjoying all benefits.',
  subscriptionExpiringTitle: 'Your Subscription Is Expiring Soon',
  subscriptionExpiringBody:
    'Your subscription will expire in {n} days. Renew now to avoid losing access to premium features.',
  upgradeNow: 'Upgrade Now',
  remindMeLater: 'Remind Me Later',

  // Forgot-password screen (spec §2)
  forgotPasswordTitle: 'Reset your password',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  backToLogin: 'Back to login',
  resetEmailSentTitle: 'Check your email for reset instructions',
  resetEmailSentTo: 'Reset link sent to {email}',
  resetEmailSpamHint: "If you don't see the email, check your spam folder",
  tryAgain: 'Try again',

  // Form busy states (spec §4)
  creatingAccount: 'Creating account...',
  loggingIn: 'Logging in...',

  // Course card (spec §2)
  enrollNow: 'Enroll Now',
  startFree: 'Start Free',
  premium: 'Premium',

  // Brand (spec §1)
  tagline: 'Where Skills & Education Are Splendid',
} as const

/** The key of one entry of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES

/**
 * Replaces each `{name}` placeholder in `template` with `values[name]`. Placeholders without a
 * value are left as they are, so a missing value is visible rather than silently blank.
 *
 * @example
 * ```ts
 * formatMessage('Reset link sent to {email}', { email: 'a@b.co' }) // 'Reset link sent to a@b.co'
 * ```
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined
    return value === undefined ? placeholder : String(value)
  })
}
