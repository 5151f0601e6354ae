import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { activateLocale, directionOf, type Locale } from '@splendid/i18n'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { loadMessages } from '../app/load-messages'
import { routes } from '../app/routes'

/** A public page rendered to HTML at build time (see scripts/prerender.mjs). */
export interface RenderedPage {
  /** The markup of `#root`. */
  readonly html: string
  readonly lang: Locale
  readonly dir: 'ltr' | 'rtl'
}

const ORIGIN = 'http://prerender.localhost'

/**
 * Renders the page at `path` as a visitor who is signed out sees it before any data arrives, in
 * `locale`: the same tree the browser then hydrates (`src/main.tsx`). Pages render one after the
 * other (the Lingui instance is global).
 * @throws {Error} when the route answers anything but a page (a redirect, an error).
 */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  // As the browser does (setupAppI18n): the same catalogues and the same Intl locale (digits).
  await activateLocale(i18n, locale, loadMessages)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, ORIGIN)))
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`)
  if (context.errors) {
    const [failure] = Object.values(context.errors)
    throw new Error(`${path} failed to render`, { cause: failure })
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>
    </StrictMode>,
    // One document, complete: never React's streaming outline of a large boundary (a hidden
    // copy moved into place by an inline script), which needs JavaScript to show the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  return { html, lang: locale, dir: directionOf(locale) }
}
