import { describe, expect, test } from 'vitest'
import { timeAgo } from './relative-time'

const NOW = Date.parse('2027-01-10T12:00:00Z')
const ago = (ms: number) => NOW - ms

describe('timeAgo', () => {
  test('says now under a minute, then minutes, hours, days, weeks', () => {
    expect(timeAgo(ago(20_000), 'en', NOW)).toBe('now')
    expect(timeAgo(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago')
    expect(timeAgo(ago(2 * 3_600_000), 'en', NOW)).toBe('2 hours ago')
    expect(timeAgo(ago(30 * 3_600_000), 'en', NOW)).toBe('yesterday')
    expect(timeAgo(ago(15 * 86_400_000), 'en', NOW)).toBe('2 weeks ago')
    expect(timeAgo(ago(400 * 86_400_000), 'en', NOW)).toBe('last year')
  })

  test('in Arabic, with Arabic-Indic digits', () => {
    expect(timeAgo(ago(5 * 60_000), 'ar', NOW)).toBe('قبل ٥ دقائق')
    expect(timeAgo(ago(30 * 3_600_000), 'ar', NOW)).toBe('أمس')
  })
})
