import { describe, expect, it } from 'vitest'
import { EnvError, INSECURE_DEV_JWT_SECRET, loadEnv } from './env.js'

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({})
    expect(env.PORT).toBe(54_321)
    expect(env.HOST).toBe('127.0.0.1')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.JWT_SECRET).toBe(INSECURE_DEV_JWT_SECRET)
    expect(env.JWT_EXPIRY).toBe(3600)
    expect(env.SITE_URL).toBe('http://localhost:5173')
    expect(env.MAILER_AUTOCONFIRM).toBe(false)
    expect(env.RATE_LIMIT_TOKEN).toBe(150)
    expect(env.RATE_LIMIT_SIGNUP).toBe(30)
    expect(env.RATE_LIMIT_EMAIL_INTERVAL_SECONDS).toBe(60)
  })

  it('treats empty strings as unset and parses booleans', () => {
    const env = loadEnv({ DATABASE_URL: '', MAILER_AUTOCONFIRM: 'true', PORT: '0' })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.MAILER_AUTOCONFIRM).toBe(true)
    expect(env.PORT).toBe(0)
  })

  it('refuses a short JWT secret with a stable code', () => {
    expect(() => loadEnv({ JWT_SECRET: 'short' })).toThrow(EnvError)
    try {
      loadEnv({ JWT_SECRET: 'short' })
    } catch (error) {
      expect((error as EnvError).code).toBe('invalid_env')
      expect((error as EnvError).message).toContain('JWT_SECRET')
    }
  })

  it('takes the access-token lifetime from JWT_EXPIRY and refuses one that is not a positive whole number of seconds', () => {
    expect(loadEnv({ JWT_EXPIRY: '305' }).JWT_EXPIRY).toBe(305)
    for (const invalid of ['0', '-60', '1.5', 'an hour']) {
      expect(() => loadEnv({ JWT_EXPIRY: invalid }), invalid).toThrow(/JWT_EXPIRY/)
    }
  })
})
