import type { I18n } from '@lingui/core'
import { activateLocale, type LoadMessages } from './activate-locale'
import { applyDocumentLocale } from './document-locale'
import { type LanguageStorage, resolveInitialLocale } from './language-storage'
import type { Locale } from './locale'

/** Options of {@link setupAppI18n}. */
export type SetupAppI18nOptions = {
  /** The Lingui instance to activate; apps pass the global `i18n` of `@lingui/core`. */
  readonly i18n: I18n
  /** Loads the app's compiled catalogue of a locale. */
  readonly loadMessages: LoadMessages
  /** Where the chosen language is stored; `null` when there is none. Defaults to `window.localStorage`. */
  readonly storage?: LanguageStorage | null
  /** The document whose `<html lang dir>` is set. Defaults to `document`. */
  readonly document?: Document
}

/**
 * Starts an app's i18n before the first render: picks the stored language (or the default),
 * sets `<html lang dir>` and activates the catalogues. Resolves to the active locale.
 *
 * @example
 * ```tsx
 * import { i18n } from '@lingui/core'
 * import { I18nProvider } from '@lingui/react'
 *
 * await setupAppI18n({ i18n, loadMessages: (locale) => import(`./locales/${locale}/messages.ts`) })
 * createRoot(root).render(<I18nProvider i18n={i18n}><App /></I18nProvider>)
 * ```
 */
export async function setupAppI18n(options: SetupAppI18nOptions): Promise<Locale> {
  const locale = resolveInitialLocale(options.storage)
  applyDocumentLocale(locale, options.document ?? document)
  await activateLocale(options.i18n, locale, options.loadMessages)
  return locale
}
