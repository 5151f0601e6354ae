/**
 * The clock and timer a throttle uses. Injectable so tests drive time by hand; the default uses
 * the global `Date.now`/`setTimeout`, which Vitest fake timers replace.
 */
export interface Scheduler {
  now(): number
  setTimeout(callback: () => void, delayMs: number): unknown
  clearTimeout(handle: unknown): void
}

/** The scheduler backed by the global timers. */
export const globalScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** A throttled call site. */
export interface Throttled {
  /** Asks for a run: at once when the interval has passed (leading), else once at its end (trailing). */
  request(): void
  /** Runs now if a trailing run is pending. */
  flush(): void
  /** Drops a pending trailing run. */
  cancel(): void
}

/**
 * Throttles `run` to at most one call per `intervalMs`, leading and trailing: the first request
 * runs at once, requests inside the interval collapse into one run at its end. `run` takes no
 * arguments — it reads the latest state itself, so the last request always wins.
 *
 * @example
 * ```ts
 * const render = throttle(() => draw(latestState), 15)
 * for (const state of burst) { latestState = state; render.request() }
 * ```
 */
export function throttle(
  run: () => void,
  intervalMs: number,
  scheduler: Scheduler = globalScheduler,
): Throttled {
  let lastRunAt = Number.NEGATIVE_INFINITY
  let pending: { handle: unknown } | null = null

  const runNow = () => {
    lastRunAt = scheduler.now()
    run()
  }

  return {
    request() {
      if (pending !== null) return
      const wait = lastRunAt + intervalMs - scheduler.now()
      if (wait <= 0) {
        runNow()
        return
      }
      pending = {
        handle: scheduler.setTimeout(() => {
          pending = null
          runNow()
        }, wait),
      }
    },
    flush() {
      if (pending === null) return
      scheduler.clearTimeout(pending.handle)
      pending = null
      runNow()
    },
    cancel() {
      if (pending === null) return
      scheduler.clearTimeout(pending.handle)
      pending = null
    },
  }
}
