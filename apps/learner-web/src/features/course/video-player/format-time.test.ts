import { describe, expect, test } from 'vitest'
import { formatTime } from './format-time'

describe('formatTime', () => {
  test('shows minutes and two-digit seconds under an hour', () => {
    expect(formatTime(0)).toBe('0:00')
    expect(formatTime(9.9)).toBe('0:09')
    expect(formatTime(65)).toBe('1:05')
    expect(formatTime(150)).toBe('2:30')
    expect(formatTime(3599)).toBe('59:59')
  })

  test('adds hours from an hour on', () => {
    expect(formatTime(3600)).toBe('1:00:00')
    expect(formatTime(3723)).toBe('1:02:03')
  })

  test('shows an unknown or negative time as 0:00', () => {
    expect(formatTime(Number.NaN)).toBe('0:00')
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00')
    expect(formatTime(-3)).toBe('0:00')
  })
})
