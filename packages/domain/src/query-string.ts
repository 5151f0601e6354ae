/** Decodes one query-string component (`+` is a space); `null` when the encoding is broken. */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    // A malformed escape such as '%E0%A4%A' makes the value unreadable; callers treat that as absent.
    return null
  }
}

/**
 * The first value of query parameter `name` in `search` (with or without the leading `?`),
 * decoded like `URLSearchParams` does; `null` when absent or not decodable. Works without DOM or
 * Node globals.
 *
 * @example
 * ```ts
 * getQueryParam('?redirectTo=%2Fbooking%3Fid%3D2', 'redirectTo') // '/booking?id=2'
 * getQueryParam('user=teacher', 'user') // 'teacher'
 * ```
 */
export function getQueryParam(search: string | null | undefined, name: string): string | null {
  if (!search) return null
  const query = search.startsWith('?') ? search.slice(1) : search
  for (const pair of query.split('&')) {
    if (pair === '') continue
    const eq = pair.indexOf('=')
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq))
    if (key !== name) continue
    return decodeComponent(eq === -1 ? '' : pair.slice(eq + 1))
  }
  return null
}
