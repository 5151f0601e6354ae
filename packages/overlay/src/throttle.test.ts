import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Scheduler, throttle } from './throttle'

/** A hand-driven clock: time only moves when the test says so. */
function manualScheduler() {
  let now = 0
  let timers: { at: number; callback: () => void; id: number }[] = []
  let nextId = 0
  const scheduler: Scheduler = {
    now: () => now,
    setTimeout(callback, delayMs) {
      nextId += 1
      timers.push({ at: now + delayMs, callback, id: nextId })
      return nextId
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle)
    },
  }
  const advance = (ms: number) => {
    now += ms
    const due = timers.filter((timer) => timer.at <= now)
    timers = timers.filter((timer) => timer.at > now)
    for (const timer of due) timer.callback()
  }
  return { scheduler, advance, pending: () => timers.length }
}

describe('throttle with an injected scheduler', () => {
  it('runs the first request at once and collapses the rest of the interval into one trailing run', () => {
    const clock = manualScheduler()
    const run = vi.fn()
    const throttled = throttle(run, 15, clock.scheduler)
    throttled.request()
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 5; i += 1) {
      clock.advance(2)
      throttled.request()
    }
    expect(run).toHaveBeenCalledTimes(1)
    clock.advance(4)
    expect(run).toHaveBeenCalledTimes(1)
    clock.advance(1)
    expect(run).toHaveBeenCalledTimes(2)
    expect(clock.pending()).toBe(0)
  })

  it('runs at once again once the interval has passed', () => {
    const clock = manualScheduler()
    const run = vi.fn()
    const throttled = throttle(run, 15, clock.scheduler)
    throttled.request()
    clock.advance(15)
    throttled.request()
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('flush runs a pending trailing request now and cancel drops it', () => {
    const clock = manualScheduler()
    const run = vi.fn()
    const throttled = throttle(run, 15, clock.scheduler)
    throttled.request()
    throttled.request()
    throttled.flush()
    expect(run).toHaveBeenCalledTimes(2)
    clock.advance(20)
    expect(run).toHaveBeenCalledTimes(2)
    throttled.request()
    throttled.request()
    throttled.cancel()
    clock.advance(20)
    expect(run).toHaveBeenCalledTimes(3)
  })
})

describe('throttle with the global scheduler and fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs a burst of 10 requests within 15 ms at most twice', () => {
    const run = vi.fn()
    const throttled = throttle(run, 15)
    for (let i = 0; i < 10; i += 1) {
      throttled.request()
      vi.advanceTimersByTime(1)
    }
    vi.advanceTimersByTime(15)
    expect(run).toHaveBeenCalledTimes(2)
  })
})
