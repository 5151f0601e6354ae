import { applyDocumentLocale } from './document-locale'
import { I18nError } from './i18n-error'
import {
  LANGUAGE_CHANGE_EVENT,
  type LanguageChangeDetail,
  type LanguageChangeEvent,
} from './language-change-event'
import {
  browserStorage,
  LANGUAGE_STORAGE_KEY,
  type LanguageStorage,
  resolveInitialLocale,
} from './language-storage'
import type { Locale } from './locale'

/** What {@link switchLanguage} touches; each part defaults to the page's own. */
export type SwitchLanguageDeps = {
  /** Where the choice is stored; `null` when there is none. Defaults to `window.localStorage`. */
  readonly storage?: LanguageStorage | null
  /** The document whose `<html lang dir>` is set. Defaults to `document`. */
  readonly document?: Document
  /** Where the {@link LANGUAGE_CHANGE_EVENT} is dispatched. Defaults to `window`. */
  readonly eventTarget?: EventTarget
  /** Reloads the page. Defaults to `() => window.location.reload()`. */
  readonly reload?: () => void
}

/** The outcome of {@link switchLanguage}. */
export type SwitchLanguageResult =
  | { readonly status: 'unchanged'; readonly locale: Locale }
  | { readonly status: 'switched'; readonly from: Locale; readonly to: Locale }

/**
 * Switches the interface language as spec §4 "Language" says: stores the choice under
 * {@link LANGUAGE_STORAGE_KEY}, sets `<html lang dir>`, announces a {@link LANGUAGE_CHANGE_EVENT}
 * (detail `{ locale }`) and reloads the page. Choosing the language already in use (the stored
 * one, or the default when nothing is stored) does nothing.
 *
 * @throws {I18nError} `storage-unavailable` when the choice cannot be stored; then nothing else
 * happens, because the reloaded page would come back in the old language.
 *
 * @example
 * ```ts
 * switchLanguage('ar') // stores 'ar', <html lang="ar" dir="rtl">, event, reload
 * ```
 */
export function switchLanguage(
  locale: Locale,
  deps: SwitchLanguageDeps = {},
): SwitchLanguageResult {
  const storage = deps.storage === undefined ? browserStorage() : deps.storage
  const current = resolveInitialLocale(storage)
  if (current === locale) return { status: 'unchanged', locale }

  if (storage === null) {
    throw new I18nError(
      'storage-unavailable',
      `Cannot switch the language to "${locale}": local storage is not available.`,
    )
  }
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch (cause) {
    throw new I18nError(
      'storage-unavailable',
      `Cannot switch the language to "${locale}": local storage refused the write.`,
      { cause },
    )
  }

  applyDocumentLocale(locale, deps.document ?? document)
  const detail: LanguageChangeDetail = { locale }
  const event: LanguageChangeEvent = new CustomEvent(LANGUAGE_CHANGE_EVENT, { detail })
  ;(deps.eventTarget ?? window).dispatchEvent(event)
  ;(deps.reload ?? (() => window.location.reload()))()
  return { status: 'switched', from: current, to: locale }
}
