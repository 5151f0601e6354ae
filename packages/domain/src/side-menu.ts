import { normalizePathname } from './pathname'

/** Path prefixes on which a signed-in user on a small screen gets the side menu (spec §2). */
export const SIDE_MENU_PATH_PREFIXES = [
  '/dashboard',
  '/catalog',
  '/booking',
  '/homework',
  '/ai-tutor',
  '/certificates',
  '/progress',
  '/account',
] as const

/**
 * Whether the small-screen side menu belongs on `path`: the path is one of
 * {@link SIDE_MENU_PATH_PREFIXES} or begins with one. The spec says "paths beginning", so the
 * match is a plain string prefix: `/dashboard-tour` and `/booking-faqs` count too. Being signed in
 * and the screen size are checked by the app.
 *
 * @example
 * ```ts
 * isSideMenuPath('/booking/recommended/7') // true
 * isSideMenuPath('/faq') // false
 * ```
 */
export function isSideMenuPath(path: string): boolean {
  const pathname = normalizePathname(path)
  return SIDE_MENU_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}
