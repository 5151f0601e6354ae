import type { Messages } from '@lingui/core'
import type { Locale } from '@splendid/i18n'

type CatalogueModule = { readonly messages: Messages }

const catalogues = import.meta.glob<CatalogueModule>('../locales/*.po')

/** Loads the editor's compiled catalogue of a locale. */
export async function loadMessages(locale: Locale): Promise<CatalogueModule> {
  const load = catalogues[`../locales/${locale}.po`]
  if (!load) return { messages: {} }
  return load()
}
