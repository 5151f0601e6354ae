import type { Messages } from '@lingui/core'
import type { Locale } from '@splendid/i18n'

type CatalogueModule = { readonly messages: Messages }

// Each feature folder keeps its own catalogue (src/features/<name>/locales/<locale>.po), and the
// shared components theirs (src/ui/locales/<locale>.po), so features are translated and reviewed
// independently; a locale loads all of them at once.
const catalogues = import.meta.glob<CatalogueModule>([
  '../features/*/locales/*.po',
  '../ui/locales/*.po',
])

/** Loads and merges every catalogue for a locale; one chunk per catalogue and locale. */
export async function loadMessages(locale: Locale): Promise<CatalogueModule> {
  const loads = Object.entries(catalogues)
    .filter(([path]) => path.endsWith(`/locales/${locale}.po`))
    .map(([, load]) => load())
  const modules = await Promise.all(loads)
  return { messages: Object.assign({}, ...modules.map((module) => module.messages)) }
}
