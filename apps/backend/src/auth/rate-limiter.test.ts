import { describe, expect, it } from 'vitest'
import { RateLimiter } from './rate-limiter.js'

describe('RateLimiter', () => {
  it('allows the limit per window and key, then refuses with the wait', () => {
    let now = 0
    const limiter = new RateLimiter(2, 300, () => now)
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 300 })
    expect(limiter.hit('b').allowed).toBe(true)
    now = 300_000
    expect(limiter.hit('a').allowed).toBe(true)
  })
})
