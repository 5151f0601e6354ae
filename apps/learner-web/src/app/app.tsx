import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { useLayoutEffect } from 'react'
import { type DataRouter, RouterProvider } from 'react-router'
import { PageRenderedContext } from '../features/shell/page-rendered'

/** Props of {@link App}. */
export interface AppProps {
  readonly router: DataRouter
  /** Called once the first page is on screen, its own content hydrated too. */
  readonly onPageRendered?: () => void
}

/** The app: translations and routes. */
export function App({ router, onPageRendered }: AppProps) {
  // index.html hides a page prerendered in the other language until the app has rendered it in
  // the visitor's own (no flash of English for an Arabic reader). `data-app-ready` says the page
  // now answers clicks: the browser tests wait for it after loading a page.
  useLayoutEffect(() => {
    document.documentElement.removeAttribute('data-locale-pending')
    document.documentElement.setAttribute('data-app-ready', '')
  }, [])
  return (
    <I18nProvider i18n={i18n}>
      <PageRenderedContext.Provider value={onPageRendered}>
        <RouterProvider router={router} />
      </PageRenderedContext.Provider>
    </I18nProvider>
  )
}
