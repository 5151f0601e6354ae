import { SUPABASE_ANON_KEY, SUPABASE_URL } from './supabase-url'

/**
 * Reads rows anyone may read (the `anon` role under RLS) with one `GET /rest/v1/<table>`, as
 * supabase-js would send it, without loading supabase-js: the landing page of a visitor who is
 * signed out needs nothing else from it.
 *
 * @param query PostgREST's query parameters (`select`, filters such as `is_published=eq.true`,
 *   `order`, `limit`).
 * @throws {Error} with PostgREST's message when the read is refused or fails.
 *
 * @example
 * ```ts
 * await readPublicRows('courses', { select: 'id,title_en', is_published: 'eq.true', limit: '8' })
 * ```
 */
export async function readPublicRows<Row>(
  table: string,
  query: Readonly<Record<string, string>>,
): Promise<Row[]> {
  const url = `${SUPABASE_URL}/rest/v1/${encodeURIComponent(table)}?${new URLSearchParams(query)}`
  const response = await fetch(url, {
    headers: {
      apikey: SUPABASE_ANON_KEY,
      authorization: `Bearer ${SUPABASE_ANON_KEY}`,
      accept: 'application/json',
    },
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body
        ? String((body as { message: unknown }).message)
        : `HTTP ${response.status}`
    throw new Error(message)
  }
  if (!Array.isArray(body)) throw new Error('The answer is not a list of rows')
  return body as Row[]
}
