/**
 * Reduces a location to its pathname for matching: drops any `?query` and `#hash`, and trailing
 * slashes (except for the root `/`). An empty value becomes `/`.
 *
 * @example
 * ```ts
 * normalizePathname('/dashboard/?tab=1') // '/dashboard'
 * normalizePathname('') // '/'
 * ```
 */
export function normalizePathname(path: string): string {
  const end = path.search(/[?#]/)
  const pathname = end === -1 ? path : path.slice(0, end)
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed === '') return '/'
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}
