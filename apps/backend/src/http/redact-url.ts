const SECRET_PARAMS = new Set([
  'token',
  'token_hash',
  'refresh_token',
  'access_token',
  'apikey',
  'password',
  'code',
])

/** Replaces the values of secret-bearing query parameters so URLs can be logged. */
export function redactUrl(url: string): string {
  const index = url.indexOf('?')
  if (index < 0) return url
  const params = [...new URLSearchParams(url.slice(index + 1)).entries()]
  if (!params.some(([key]) => SECRET_PARAMS.has(key.toLowerCase()))) return url
  const query = params
    .map(([key, value]) =>
      SECRET_PARAMS.has(key.toLowerCase())
        ? `${encodeURIComponent(key)}=[Redacted]`
        : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
    )
    .join('&')
  return `${url.slice(0, index)}?${query}`
}
