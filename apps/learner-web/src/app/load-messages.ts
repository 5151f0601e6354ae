import { i18n, type Messages } from '@lingui/core'
import { type Locale, resolveInitialLocale } from '@splendid/i18n'

type CatalogueModule = { readonly messages: Messages }

declare global {
  /**
   * Set by the browser build (scripts/feature-catalogues.ts) before the app starts: the
   * catalogues of the code that runs on every page — the shell and what it imports.
   */
  var __splendidShellCatalogues: readonly string[] | undefined
  /** What a lazily loaded chunk of the browser build awaits before its code runs. */
  var __splendidNeedCatalogues: (names: readonly string[]) => Promise<void>
}

// Each feature folder keeps its own catalogue (src/features/<name>/locales/<locale>.po), and the
// shared components theirs (src/ui/locales/<locale>.po), so features are translated and reviewed
// independently. One chunk per catalogue and locale.
const catalogues = import.meta.glob<CatalogueModule>([
  '../features/*/locales/*.po',
  '../ui/locales/*.po',
])

/** `../features/site/locales/ar.po` → `site`; `../ui/locales/ar.po` → `ui`. */
function catalogueNameOf(path: string): string {
  return path.split('/').at(-3) ?? path
}

const ALL_CATALOGUES = [...new Set(Object.keys(catalogues).map(catalogueNameOf))]

const downloads = new Map<string, Promise<Messages>>()

function downloadCatalogue(name: string, locale: Locale): Promise<Messages> {
  const key = `${name}/${locale}`
  let download = downloads.get(key)
  if (!download) {
    const folder = name === 'ui' ? '../ui' : `../features/${name}`
    const load = catalogues[`${folder}/locales/${locale}.po`]
    download = load ? load().then((module) => module.messages) : Promise.resolve({})
    downloads.set(key, download)
  }
  return download
}

/** The catalogues asked for by code loaded after the start, in the reader's language. */
const arrivals = new Map<string, Promise<void>>()

/**
 * Puts catalogues into Lingui, in the reader's language. The browser build makes every lazily
 * loaded chunk await this for the catalogues of its modules before its code runs, so a page
 * downloads the texts of the code it loads, not every feature's (issue 23). Never rejects:
 * without its catalogue a feature shows its English source texts, and the failure is logged.
 */
function needCatalogues(names: readonly string[]): Promise<void> {
  const locale = resolveInitialLocale()
  return Promise.all(
    names.map((name) => {
      let arrival = arrivals.get(name)
      if (!arrival) {
        arrival = downloadCatalogue(name, locale).then(
          // A copy: Lingui merges later catalogues into the first object it was given.
          (messages) => i18n.load(locale, { ...messages }),
          (error: unknown) => console.error(`Could not load the ${name} translations`, error),
        )
        arrivals.set(name, arrival)
      }
      return arrival
    }),
  ).then(() => undefined)
}
globalThis.__splendidNeedCatalogues = needCatalogues

/**
 * The merged catalogues of a locale, for activating it before the first render: in the browser
 * build the shell's (the build lists them), elsewhere — the development server, tests, the
 * prerender — every catalogue.
 */
export async function loadMessages(locale: Locale): Promise<CatalogueModule> {
  const names = globalThis.__splendidShellCatalogues ?? ALL_CATALOGUES
  const loaded = await Promise.all(names.map((name) => downloadCatalogue(name, locale)))
  return { messages: Object.assign({}, ...loaded) }
}
