import type { Locale } from '@splendid/i18n'

/**
 * The cookie that tells the server which prerendered page to send (`<page>/index.html` or
 * `ar/<page>/index.html`, see vite.config.ts and the README): it mirrors the language chosen in
 * local storage, which the server cannot read. Lax, so a visitor arriving from a link on another
 * site still gets the page in their language.
 */
export const LANGUAGE_COOKIE = 'language'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** Keeps the language cookie equal to `locale`. */
export function rememberLanguageForServer(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from browsers we support.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`
}
