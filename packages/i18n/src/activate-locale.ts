import type { I18n, Messages } from '@lingui/core'
import { intlLocaleOf } from './intl-format'
import type { Locale } from './locale'
import { formatNumberPlaceholders } from './number-placeholders'

/** A compiled catalogue module, as `lingui compile --typescript` writes it. */
export type CompiledCatalogue = { readonly messages: Messages }

/**
 * Loads an app's compiled catalogue for a locale, normally by a dynamic import, so each
 * language is its own chunk and only the active one is downloaded.
 *
 * @example
 * ```ts
 * const loadMessages: LoadMessages = (locale) => import(`./locales/${locale}/messages.ts`)
 * ```
 */
export type LoadMessages = (locale: Locale) => Promise<CompiledCatalogue>

function loadSharedMessages(locale: Locale): Promise<CompiledCatalogue> {
  switch (locale) {
    case 'en':
      return import('./locales/en/messages')
    case 'ar':
      return import('./locales/ar/messages')
    default: {
      const unreachable: never = locale
      return Promise.reject(new TypeError(`Unknown locale: ${String(unreachable)}`))
    }
  }
}

/**
 * Loads the app's catalogue and this package's own (the language switcher's texts) for a
 * locale, then activates it on a Lingui instance. Formatting through Lingui (`i18n.number`,
 * `i18n.date`, a plural's `#`) then uses the same `Intl` locale as {@link formatNumber}, and so do
 * numbers given to a message's plain placeholders ({@link formatNumberPlaceholders}).
 *
 * @throws whatever `loadMessages` rejects with (a failed chunk download, for instance).
 *
 * @example
 * ```ts
 * import { i18n } from '@lingui/core'
 * await activateLocale(i18n, 'ar', (locale) => import(`./locales/${locale}/messages.ts`))
 * ```
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  loadMessages: LoadMessages,
): Promise<void> {
  const [shared, app] = await Promise.all([loadSharedMessages(locale), loadMessages(locale)])
  formatNumberPlaceholders(i18n)
  // Added to what the locale already has (`load` merges; `loadAndActivate` would replace): an app
  // that loads a feature's catalogue with the feature's code may have loaded one already.
  // The app's own translation wins when it uses the same text as this package.
  i18n.load(locale, { ...shared.messages, ...app.messages })
  i18n.activate(locale, intlLocaleOf(locale))
}
