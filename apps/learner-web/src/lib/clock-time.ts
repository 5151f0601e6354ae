import { formatNumber, type Locale } from '@splendid/i18n'

/**
 * A video position or length as `m:ss` (or `h:mm:ss`) in the digits of `locale`: '1:15' in
 * English, '١:١٥' in Arabic.
 *
 * @example
 * ```ts
 * clockTime(3725, 'en') // '1:02:05'
 * ```
 */
export function clockTime(totalSeconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0))
  const part = (value: number, digits: number) =>
    formatNumber(value, locale, { minimumIntegerDigits: digits, useGrouping: false })
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const seconds = part(whole % 60, 2)
  return hours > 0
    ? `${part(hours, 1)}:${part(minutes, 2)}:${seconds}`
    : `${part(minutes, 1)}:${seconds}`
}
