/** The outcome of counting one request. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Fixed-window request counting per key (GoTrue counts per IP address the same way). State is
 * in memory: a restart forgets it, as GoTrue's does.
 *
 * @example
 * ```ts
 * const limiter = new RateLimiter(150, 300)
 * if (!limiter.hit(`token:${ip}`).allowed) reply.code(429)
 * ```
 */
export class RateLimiter {
  readonly #limit: number
  readonly #windowMs: number
  readonly #now: () => number
  readonly #windows = new Map<string, { startedAt: number; count: number }>()

  constructor(limit: number, windowSeconds: number, now: () => number = Date.now) {
    this.#limit = limit
    this.#windowMs = windowSeconds * 1000
    this.#now = now
  }

  /** Counts one request for `key` and says whether it may proceed. */
  hit(key: string): RateDecision {
    const now = this.#now()
    let window = this.#windows.get(key)
    if (window === undefined || now - window.startedAt >= this.#windowMs) {
      if (this.#windows.size > 10_000) this.#prune(now)
      window = { startedAt: now, count: 0 }
      this.#windows.set(key, window)
    }
    window.count += 1
    if (window.count <= this.#limit) return { allowed: true }
    return {
      allowed: false,
      retryAfterSeconds: Math.ceil((window.startedAt + this.#windowMs - now) / 1000),
    }
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.startedAt >= this.#windowMs) this.#windows.delete(key)
    }
  }
}
