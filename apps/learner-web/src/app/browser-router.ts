import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router'
import { loadRouteScreens } from './load-route-screens'

/** The app's router for the page's address, with that address's screen already loaded. */
export async function createAppRouter(routes: RouteObject[]): Promise<DataRouter> {
  await loadRouteScreens(routes, window.location.pathname)
  return createBrowserRouter(routes)
}
