import { intlLocaleOf, type Locale } from '@splendid/i18n'

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/**
 * How long ago `instant` was, in words of `locale` ("5 minutes ago", "yesterday", "منذ ٥ دقائق");
 * under a minute is "now".
 *
 * @example
 * ```ts
 * timeAgo(Date.parse('2027-01-10T10:00:00Z'), 'en', Date.parse('2027-01-10T12:00:00Z')) // '2 hours ago'
 * ```
 */
export function timeAgo(instant: number, locale: Locale, now: number = Date.now()): string {
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(locale), { numeric: 'auto' })
  const elapsed = now - instant
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.trunc(elapsed / size), unit)
  }
  return format.format(0, 'second')
}
