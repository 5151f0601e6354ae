/**
 * Whether the address brings back the result of an auth e-mail or redirect that supabase-js
 * reads on load (`detectSessionInUrl`): an implicit-flow session or error in the fragment
 * (`#access_token=…`, `#error_description=…`), or a PKCE `?code=` / error in the query.
 *
 * @example
 * ```ts
 * urlCarriesAuthResult(new URL('https://splendid.test/reset-password#access_token=x&type=recovery')) // true
 * ```
 */
export function urlCarriesAuthResult(location: Pick<Location, 'hash' | 'search'>): boolean {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''))
  const query = new URLSearchParams(location.search)
  return (
    fragment.has('access_token') ||
    fragment.has('error_description') ||
    query.has('code') ||
    query.has('error_description')
  )
}
