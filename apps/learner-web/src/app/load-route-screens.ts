import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Loads the lazy screens of the routes that match `pathname` into the route objects, so the first
 * render of that address needs no chunk: the prerendered HTML (src/prerender) and the browser's
 * hydration of it render the same tree, without a loading fallback in either.
 */
export async function loadRouteScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy)
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy
      if (typeof load !== 'function') return
      Object.assign(route, { ...(await load()), lazy: undefined })
    }),
  )
}
