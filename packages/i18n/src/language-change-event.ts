import type { Locale } from './locale'

/**
 * The name of the event announced on `window` when the user chooses another language
 * (spec §4 "Language"). Deliberately not the browser's own `languagechange`, which reports a
 * change of the *browser's* preferred languages.
 */
export const LANGUAGE_CHANGE_EVENT = 'language-change'

/** The `detail` of a {@link LANGUAGE_CHANGE_EVENT}: the newly chosen locale. */
export type LanguageChangeDetail = { readonly locale: Locale }

/** The event announced on a language switch. */
export type LanguageChangeEvent = CustomEvent<LanguageChangeDetail>

declare global {
  interface WindowEventMap {
    [LANGUAGE_CHANGE_EVENT]: LanguageChangeEvent
  }
}
