import { describe, expect, test } from 'vitest'
import { formatWallClockTime } from './wall-clock-time'

describe('formatWallClockTime', () => {
  test("writes a 24-hour time in the locale's digits", () => {
    expect(formatWallClockTime('17:00', 'en')).toBe('17:00')
    expect(formatWallClockTime('09:30:00', 'en')).toBe('09:30')
    expect(formatWallClockTime('17:00', 'ar')).toBe('١٧:٠٠')
    expect(formatWallClockTime('soon', 'ar')).toBe('soon')
  })
})
