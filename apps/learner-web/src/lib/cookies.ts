import { COOKIE_MAX_AGE_SECONDS } from '@splendid/domain'

/**
 * Sets a cookie the way spec §9 says the session and user cookies are kept: 7 days, Secure,
 * SameSite=Strict, path '/'. The value is URI-encoded so JSON survives intact.
 */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from browsers we support, and these writes must be synchronous with the auth event.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; Secure; SameSite=Strict`
}

/** Reads a cookie's decoded value, or null when it is missing or cannot be decoded. */
export function getCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName !== name) continue
    try {
      return decodeURIComponent(rest.join('='))
    } catch {
      return null
    }
  }
  return null
}

/** Removes a cookie set by {@link setCookie}. */
export function removeCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`
}
