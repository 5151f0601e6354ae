import { APP_TIME_ZONE } from '@splendid/i18n'

/**
 * The current calendar year in Cairo (the platform's time zone), so the copyright line turns
 * over at Egyptian midnight on New Year's Eve.
 *
 * @example
 * ```ts
 * currentYear(new Date('2026-12-31T22:30:00Z')) // 2027 (already 00:30 in Cairo)
 * ```
 */
export function currentYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: APP_TIME_ZONE }).format(
    now,
  )
  return Number(year)
}
