import { getQueryParam } from './query-string'
import { DASHBOARD_PATH, REDIRECT_TO_PARAM } from './route-guard'

/** Control characters, which URL parsers strip (so `/\t/evil.com` would become `//evil.com`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * Whether `value` is a same-origin relative path that is safe to navigate to: it starts with a
 * single `/` and cannot be read as another origin. Refused: `//host` and `/\host`
 * (protocol-relative), `/%2F…` and `/%5C…` (the same, encoded), any backslash, any control
 * character, and anything not starting with `/` (`https://…`, `javascript:…`, `dashboard`).
 *
 * @example
 * ```ts
 * isSafeRedirectPath('/booking?id=2') // true
 * isSafeRedirectPath('//evil.com') // false
 * isSafeRedirectPath('https://evil.com') // false
 * ```
 */
export function isSafeRedirectPath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false
  if (value.startsWith('//') || value.includes('\\')) return false
  if (CONTROL_CHARACTERS.test(value)) return false
  const second = value.slice(1, 4).toLowerCase()
  return second !== '%2f' && second !== '%5c'
}

/**
 * `value` when it is a safe same-origin path ({@link isSafeRedirectPath}), else `fallback`
 * (`/dashboard`). Prevents open redirects through `redirectTo`.
 *
 * @example
 * ```ts
 * safeRedirectPath('//evil.com') // '/dashboard'
 * ```
 */
export function safeRedirectPath(value: unknown, fallback: string = DASHBOARD_PATH): string {
  return isSafeRedirectPath(value) ? value : fallback
}

/**
 * The safe `redirectTo` value of a query string, or `/dashboard` when it is missing or unsafe.
 *
 * @example
 * ```ts
 * readRedirectTo('?redirectTo=%2Fhomework') // '/homework'
 * readRedirectTo('?redirectTo=https%3A%2F%2Fevil.com') // '/dashboard'
 * ```
 */
export function readRedirectTo(search: string | null | undefined): string {
  return safeRedirectPath(getQueryParam(search, REDIRECT_TO_PARAM))
}

/** The path (with query and hash) a route-state `from` value points at, if any. */
function originFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null
  const from: unknown = state.from
  if (typeof from === 'string') return from
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return null
  const { pathname } = from
  if (typeof pathname !== 'string') return null
  const search = 'search' in from && typeof from.search === 'string' ? from.search : ''
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : ''
  return `${pathname}${search}${hash}`
}

/**
 * Where to go after a successful login (spec §4): the page the user came from (route state
 * `{ from }`, a path string or a location object), else the `redirectTo` query value, else
 * `/dashboard`. Each candidate must be a safe same-origin path; unsafe ones are skipped.
 *
 * @example
 * ```ts
 * postLoginDestination({ from: { pathname: '/homework', search: '?week=2' } }, '')
 * // '/homework?week=2'
 * postLoginDestination(null, '?redirectTo=%2Fprogress') // '/progress'
 * ```
 */
export function postLoginDestination(
  routeState: unknown,
  search: string | null | undefined,
): string {
  const origin = originFromState(routeState)
  if (isSafeRedirectPath(origin)) return origin
  return readRedirectTo(search)
}
