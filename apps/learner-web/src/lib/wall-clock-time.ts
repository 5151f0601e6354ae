import { formatDate, type Locale } from '@splendid/i18n'

/**
 * A wall-clock time written `HH:MM` (24 hours, as `<input type="time">` and the database keep
 * it) in the locale's digits through `Intl`, still on the 24-hour clock: `17:00`, `١٧:٠٠`. Text
 * that is not such a time is returned as it is.
 *
 * @example
 * ```ts
 * formatWallClockTime('09:30', 'ar') // '٠٩:٣٠'
 * ```
 */
export function formatWallClockTime(time: string, locale: Locale): string {
  const match = /^(\d{2}):(\d{2})/.exec(time)
  if (match === null) return time
  const moment = Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))
  return formatDate(moment, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  })
}
