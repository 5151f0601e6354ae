import { describe, expect, test } from 'vitest'
import { formatMessage, MESSAGES } from './messages'

describe('message catalogue', () => {
  test('holds the exact texts of the spec', () => {
    expect(MESSAGES).toMatchObject({
      fullNameRequired: 'Full name is required',
      emailRequired: 'Email is required',
      invalidEmail: 'Please enter a valid email address',
      passwordTooShort: 'Password must be at least 6 characters long',
      passwordRequired: 'Password is required',
      credentialsRequired: 'You must provide either an email or phone number and a password',
      otpIdentifierRequired: 'You must provide either an email or phone number.',
      signUpFailed: 'Error signing up. Please try again.',
      signUpConfirmEmail:
        'Registration successful! Please check your email to confirm your account.',
      loginFailed: 'Login failed',
      loginUnexpectedError: 'An error occurred during login',
      resetEmailFailed: 'Failed to send reset email. Please try again.',
      useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
      useGamificationOutsideProvider: 'useGamification must be used within a GamificationProvider',
      supabaseUrlRequired: 'supabaseUrl is required.',
      supabaseKeyRequired: 'supabaseKey is required.',
      pageNotFound: 'Page Not Found',
      subscriptionExpiredTitle: 'Your Subscription Has Expired',
      subscriptionExpiringTitle: 'Your Subscription Is Expiring Soon',
      forgotPasswordTitle: 'Reset your password',
      sendResetLink: 'Send Reset Link',
      sending: 'Sending...',
      backToLogin: 'Back to login',
      resetEmailSentTitle: 'Check your email for reset instructions',
      resetEmailSentTo: 'Reset link sent to {email}',
      resetEmailSpamHint: "If you don't see the email, check your spam folder",
      tryAgain: 'Try again',
      creatingAccount: 'Creating account...',
      loggingIn: 'Logging in...',
      enrollNow: 'Enroll Now',
      startFree: 'Start Free',
      premium: 'Premium',
      tagline: 'Where Skills & Education Are Splendid',
    })
  })
})

describe('formatMessage', () => {
  test('fills placeholders', () => {
    expect(formatMessage(MESSAGES.resetEmailSentTo, { email: 'mona@example.com' })).toBe(
      'Reset link sent to mona@example.com',
    )
    expect(formatMessage(MESSAGES.subscriptionExpiringBody, { n: 7 })).toBe(
      'Your subscription will expire in 7 days. Renew now to avoid losing access to premium features.',
    )
  })

  test('leaves placeholders without a value visible', () => {
    expect(formatMessage('Hello {name} and {other}', { name: 'Mona' })).toBe(
      'Hello Mona and {other}',
    )
  })

  test('ignores inherited object properties', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })
})
