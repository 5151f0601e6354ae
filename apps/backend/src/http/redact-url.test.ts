import { describe, expect, it } from 'vitest'
import { redactUrl } from './redact-url.js'

describe('redactUrl', () => {
  it('hides tokens and keys but keeps other parameters', () => {
    expect(redactUrl('/auth/v1/verify?token=abc&type=signup&redirect_to=http%3A%2F%2Fx')).toBe(
      '/auth/v1/verify?token=[Redacted]&type=signup&redirect_to=http%3A%2F%2Fx',
    )
    expect(redactUrl('/rest/v1/courses?apikey=k&select=id')).toBe(
      '/rest/v1/courses?apikey=[Redacted]&select=id',
    )
    expect(redactUrl('/rest/v1/courses?select=id')).toBe('/rest/v1/courses?select=id')
  })
})
