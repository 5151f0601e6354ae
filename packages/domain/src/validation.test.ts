import { describe, expect, test } from 'vitest'
import {
  EMAIL_PATTERN,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  validateForgotPasswordEmail,
  validateLogin,
  validateSignUp,
} from './validation'

const valid = { fullName: 'Mona Ali', email: 'mona@example.com', password: 'secret' }

describe('sign-up validation', () => {
  test('accepts a complete form', () => {
    expect(validateSignUp(valid)).toBeNull()
  })

  test('requires a full name that is not only spaces', () => {
    expect(validateSignUp({ ...valid, fullName: '' })).toEqual({
      code: 'full-name-required',
      field: 'fullName',
      message: 'Full name is required',
    })
    expect(validateSignUp({ ...valid, fullName: '   ' })?.message).toBe('Full name is required')
    expect(validateSignUp({ ...valid, fullName: '\t\n ' })?.message).toBe('Full name is required')
  })

  test('checks the full name before everything else', () => {
    expect(validateSignUp({ fullName: ' ', email: '', password: '' })?.code).toBe(
      'full-name-required',
    )
  })

  test('then requires the email', () => {
    expect(validateSignUp({ ...valid, email: '', password: '' })).toEqual({
      code: 'email-required',
      field: 'email',
      message: 'Email is required',
    })
  })

  test('then checks the email shape before the password', () => {
    expect(validateSignUp({ ...valid, email: 'mona.example.com', password: '1' })).toEqual({
      code: 'email-invalid',
      field: 'email',
      message: 'Please enter a valid email address',
    })
  })

  test('then requires at least 6 password characters', () => {
    expect(validateSignUp({ ...valid, password: '12345' })).toEqual({
      code: 'password-too-short',
      field: 'password',
      message: 'Password must be at least 6 characters long',
    })
    expect(validateSignUp({ ...valid, password: '123456' })).toBeNull()
    expect(PASSWORD_MIN_LENGTH).toBe(6)
  })
})

describe('login validation', () => {
  test('accepts a filled form with a valid email and any non-empty password', () => {
    expect(validateLogin({ email: 'mona@example.com', password: '1' })).toBeNull()
  })

  test('requires the email first', () => {
    expect(validateLogin({ email: '', password: '' })?.message).toBe('Email is required')
  })

  test('then requires the password, before the email shape', () => {
    expect(validateLogin({ email: 'not-an-email', password: '' })).toEqual({
      code: 'password-required',
      field: 'password',
      message: 'Password is required',
    })
  })

  test('then checks the email shape with the sign-up message', () => {
    expect(validateLogin({ email: 'not-an-email', password: 'x' })?.message).toBe(
      'Please enter a valid email address',
    )
  })
})

describe('forgot-password validation', () => {
  test('requires the email, then its shape', () => {
    expect(validateForgotPasswordEmail('')?.message).toBe('Email is required')
    expect(validateForgotPasswordEmail('mona@')?.message).toBe('Please enter a valid email address')
    expect(validateForgotPasswordEmail('mona@example.com')).toBeNull()
  })
})

describe('email shape', () => {
  test.each(['a@b.co', 'first.last+tag@sub.example.org', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  test.each([
    'plain',
    'no-dot@example',
    '@example.com',
    'mona@.',
    'mona@example.',
    'mo na@example.com',
    ' mona@example.com',
    'a@b@c.com',
    '   ',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  test('is a single exported pattern', () => {
    expect(EMAIL_PATTERN.test('a@b.co')).toBe(true)
  })
})
