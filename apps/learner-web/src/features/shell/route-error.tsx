import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'

/**
 * Shown when a page fails to load or render (for instance a chunk that cannot be downloaded
 * after a deploy). The error is logged; the user gets a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError()
  useEffect(() => {
    console.error('A page failed', error)
  }, [error])
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto grid min-h-[60vh] max-w-xl place-items-center px-4 text-center">
      <div>
        <h1 className="text-2xl font-bold">
          {notFound ? <Trans>Page Not Found</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        <p className="mt-3 text-slate-600">
          <Trans>Please reload the page. If it keeps happening, try again in a few minutes.</Trans>
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <Trans>Reload</Trans>
        </button>
      </div>
    </main>
  )
}
