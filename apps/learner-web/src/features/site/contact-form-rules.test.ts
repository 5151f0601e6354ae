import { describe, expect, test } from 'vitest'
import { validateContactForm } from './contact-form-rules'

describe('validateContactForm', () => {
  test('accepts a complete form', () => {
    expect(
      validateContactForm({
        name: 'Karim',
        email: 'karim@example.com',
        message: 'When is the next group?',
      }),
    ).toEqual({})
  })

  test('reports each field with its own problem', () => {
    expect(validateContactForm({ name: '  ', email: '', message: 'short' })).toEqual({
      name: 'name-required',
      email: 'email-required',
      message: 'message-too-short',
    })
    expect(
      validateContactForm({ name: 'K', email: 'karim', message: 'A long enough message' }),
    ).toEqual({
      email: 'email-invalid',
    })
  })
})
