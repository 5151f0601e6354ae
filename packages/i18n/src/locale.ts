/**
 * The interface languages of Splendid (spec §4 "Language"): English and Arabic.
 *
 * @example
 * ```ts
 * const locale: Locale = isLocale(value) ? value : DEFAULT_LOCALE
 * ```
 */
export type Locale = 'en' | 'ar'

/** Every supported locale, the default first. */
export const LOCALES: readonly Locale[] = Object.freeze(['en', 'ar'])

/** The language used when none has been chosen (spec §9: "Default language: en"). */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * Narrows an untrusted value (local storage, a `<select>` value, a URL) to a {@link Locale}.
 *
 * @example
 * ```ts
 * isLocale('ar') // true
 * isLocale('AR') // false — locales are compared exactly
 * ```
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language a switch leads to: the one that is not `locale`. */
export function otherLocale(locale: Locale): Locale {
  switch (locale) {
    case 'en':
      return 'ar'
    case 'ar':
      return 'en'
    default: {
      const unreachable: never = locale
      throw new TypeError(`Unknown locale: ${String(unreachable)}`)
    }
  }
}
