/** Interface languages. */
export type Language = 'en' | 'ar'

/** All interface languages. */
export const LANGUAGES: readonly Language[] = ['en', 'ar']

/** The language used when none is stored (spec §9). */
export const DEFAULT_LANGUAGE: Language = 'en'

/** Whether `value` is one of {@link LANGUAGES}. */
export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar'
}

/**
 * The language to use given a stored value: the stored one when valid, else
 * {@link DEFAULT_LANGUAGE}.
 *
 * @example
 * ```ts
 * resolveLanguage('ar') // 'ar'
 * resolveLanguage('fr') // 'en'
 * ```
 */
export function resolveLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}
