import type { Locale } from './locale'

/** The writing direction of a locale, as used by the HTML `dir` attribute. */
export type Direction = 'ltr' | 'rtl'

/**
 * The writing direction of a locale: Arabic is right-to-left, English left-to-right.
 *
 * @example
 * ```ts
 * directionOf('ar') // 'rtl'
 * ```
 */
export function directionOf(locale: Locale): Direction {
  switch (locale) {
    case 'en':
      return 'ltr'
    case 'ar':
      return 'rtl'
    default: {
      const unreachable: never = locale
      throw new TypeError(`Unknown locale: ${String(unreachable)}`)
    }
  }
}
