import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject } from 'react-router'

/**
 * The app's router for the page's address, with the lazy screens of that address already loaded
 * into the route objects: a prerendered page is hydrated with the tree it was rendered with, not
 * with a loading fallback while its screen's chunk arrives.
 */
export async function createAppRouter(routes: RouteObject[]): Promise<DataRouter> {
  const lazyMatches = (matchRoutes(routes, window.location.pathname) ?? []).filter(
    (match) => match.route.lazy,
  )
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy
      if (typeof load !== 'function') return
      Object.assign(route, { ...(await load()), lazy: undefined })
    }),
  )
  return createBrowserRouter(routes)
}
