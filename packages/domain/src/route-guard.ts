import { isAdmin } from './entities/user'
import type { RouteAccess } from './routes'

/** The path of the login screen. */
export const LOGIN_PATH = '/login'

/** Where signed-in users land by default, and where non-admins are sent from admin routes. */
export const DASHBOARD_PATH = '/dashboard'

/** The query parameter that carries the page to return to after login. */
export const REDIRECT_TO_PARAM = 'redirectTo'

/** Who is looking at the page, as far as route access is concerned. */
export type Viewer =
  | { readonly status: 'loading' }
  | { readonly status: 'anonymous' }
  | {
      readonly status: 'signed-in'
      readonly user: {
        readonly app_metadata?: { readonly role?: unknown; readonly [key: string]: unknown } | null
      }
    }

/** What to do with a route visit: show it, show the loading placeholder, or redirect. */
export type GuardDecision =
  | { readonly type: 'render' }
  | { readonly type: 'wait' }
  | { readonly type: 'redirect'; readonly to: string }

/**
 * The login path that brings the user back afterwards: `/login?redirectTo=<encoded path>`, where
 * the path includes the query string.
 *
 * @example
 * ```ts
 * loginRedirectPath('/booking/summary', '?slot=3') // '/login?redirectTo=%2Fbooking%2Fsummary%3Fslot%3D3'
 * ```
 */
export function loginRedirectPath(pathname: string, search = ''): string {
  const query = search === '' || search.startsWith('?') ? search : `?${search}`
  return `${LOGIN_PATH}?${REDIRECT_TO_PARAM}=${encodeURIComponent(`${pathname}${query}`)}`
}

/**
 * Decides a visit to a route with the given access level (spec §2): public routes always render;
 * while the session loads, signed-in and admin routes wait (pulsing placeholder); anonymous
 * visitors of signed-in routes go to login with `redirectTo`; anonymous visitors and non-admins
 * on admin routes go to `/dashboard`. Admin is `app_metadata.role === 'admin'` only.
 *
 * @example
 * ```ts
 * guardRoute('signed-in', { status: 'anonymous' }, { pathname: '/homework', search: '' })
 * // { type: 'redirect', to: '/login?redirectTo=%2Fhomework' }
 * ```
 */
export function guardRoute(
  access: RouteAccess,
  viewer: Viewer,
  location: { readonly pathname: string; readonly search?: string | undefined },
): GuardDecision {
  switch (access) {
    case 'public':
      return { type: 'render' }
    case 'signed-in':
      if (viewer.status === 'loading') return { type: 'wait' }
      if (viewer.status === 'anonymous') {
        return { type: 'redirect', to: loginRedirectPath(location.pathname, location.search) }
      }
      return { type: 'render' }
    case 'admin':
      if (viewer.status === 'loading') return { type: 'wait' }
      if (viewer.status === 'signed-in' && isAdmin(viewer.user)) return { type: 'render' }
      return { type: 'redirect', to: DASHBOARD_PATH }
    default: {
      const unreachable: never = access
      return unreachable
    }
  }
}
