import type { Locale } from './locale'

/** The time zone every date is shown in: the platform serves Egyptian students. */
export const APP_TIME_ZONE = 'Africa/Cairo'

/**
 * The BCP 47 tag given to `Intl` for a locale. Arabic uses Egypt's conventions, which
 * include Arabic-Indic digits (٠١٢٣…); English uses the plain `en` conventions.
 *
 * @example
 * ```ts
 * new Intl.NumberFormat(intlLocaleOf('ar')).format(12) // '١٢'
 * ```
 */
export function intlLocaleOf(locale: Locale): string {
  switch (locale) {
    case 'en':
      return 'en'
    case 'ar':
      return 'ar-EG'
    default: {
      const unreachable: never = locale
      throw new TypeError(`Unknown locale: ${String(unreachable)}`)
    }
  }
}

/**
 * Formats a number for a locale with `Intl.NumberFormat`.
 *
 * @example
 * ```ts
 * formatNumber(1234.5, 'en') // '1,234.5'
 * formatNumber(1234.5, 'ar') // '١٬٢٣٤٫٥'
 * formatNumber(0.42, 'en', { style: 'percent' }) // '42%'
 * ```
 */
export function formatNumber(
  value: number | bigint,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), options).format(value)
}

/**
 * Formats a date for a locale in {@link APP_TIME_ZONE} with `Intl.DateTimeFormat`
 * (`dateStyle: 'medium'` unless other fields are given; an explicit `timeZone` wins).
 *
 * @throws {RangeError} when `value` is an invalid date.
 *
 * @example
 * ```ts
 * formatDate(new Date('2026-01-15T22:30:00Z'), 'en') // 'Jan 16, 2026' (already the 16th in Cairo)
 * formatDate(new Date('2026-01-15T22:30:00Z'), 'ar') // '١٦‏/٠١‏/٢٠٢٦'
 * ```
 */
export function formatDate(
  value: Date | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(intlLocaleOf(locale), {
    timeZone: APP_TIME_ZONE,
    ...options,
  }).format(value)
}
