/**
 * Reduces a URL or origin to its origin (`scheme://host[:port]`), so `http://localhost:5173/` and
 * `http://localhost:5173` compare equal. Throws a `TypeError` for text that is not an absolute URL,
 * and for `*`: a wildcard is never an allowed origin here.
 *
 * @example
 * ```ts
 * normaliseOrigin('http://localhost:5174/editor?x=1') // 'http://localhost:5174'
 * ```
 */
export function normaliseOrigin(urlOrOrigin: string): string {
  if (urlOrOrigin.trim() === '*') throw new TypeError('The wildcard origin "*" is not allowed')
  const origin = new URL(urlOrOrigin).origin
  if (origin === 'null') throw new TypeError(`"${urlOrOrigin}" has no origin`)
  return origin
}

/**
 * Builds an origin check from a list of allowed origins (normalised once). The check compares the
 * `origin` of a `MessageEvent` exactly.
 *
 * @example
 * ```ts
 * const isAllowed = createOriginCheck(['http://localhost:5174'])
 * isAllowed(event.origin) // true only for the editor host
 * ```
 */
export function createOriginCheck(allowedOrigins: readonly string[]): (origin: string) => boolean {
  if (allowedOrigins.length === 0) throw new TypeError('At least one allowed origin is needed')
  const allowed = new Set(allowedOrigins.map(normaliseOrigin))
  return (origin) => allowed.has(origin)
}
