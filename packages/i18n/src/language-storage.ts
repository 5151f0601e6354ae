import { DEFAULT_LOCALE, isLocale, type Locale } from './locale'

/** The local storage key holding the chosen language (spec §3 "Browser storage"). */
export const LANGUAGE_STORAGE_KEY = 'language'

/** The part of the Web Storage API this package uses; `window.localStorage` satisfies it. */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * The page's local storage, or `null` where there is none or reading it is refused
 * (a sandboxed iframe or blocked cookies make the `localStorage` getter throw).
 */
export function browserStorage(): LanguageStorage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    // Access denied means "no storage": the caller falls back to the default language.
    return null
  }
}

/**
 * The language to start the app in: the stored choice when it is a supported locale, otherwise
 * {@link DEFAULT_LOCALE}. Never throws — storage that is missing (`null`) or refuses access
 * counts as "nothing stored". Without an argument it reads `window.localStorage`.
 *
 * @example
 * ```ts
 * const locale = resolveInitialLocale() // reads window.localStorage['language']
 * ```
 */
export function resolveInitialLocale(storage: LanguageStorage | null = browserStorage()): Locale {
  if (storage === null) return DEFAULT_LOCALE
  let stored: string | null
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // A storage that throws on read is treated like an empty one (documented above).
    return DEFAULT_LOCALE
  }
  return isLocale(stored) ? stored : DEFAULT_LOCALE
}
