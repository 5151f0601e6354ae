import { describe, expect, it } from 'vitest'
import { redactSecrets } from './redact-secrets.js'

describe('redactSecrets', () => {
  it('removes known secret values and JWT-shaped tokens', () => {
    const text =
      'connect postgres://app:hunter2-very-secret@db/x failed for eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln'
    expect(redactSecrets(text, ['hunter2-very-secret'])).toBe(
      'connect postgres://app:[Redacted]@db/x failed for [Redacted]',
    )
  })

  it('leaves short values alone so ordinary words survive', () => {
    expect(redactSecrets('role anon', ['anon'])).toBe('role anon')
  })
})
