import { directionOf } from './direction'
import type { Locale } from './locale'

/**
 * Sets `<html lang dir>` for a locale, so the browser, screen readers and CSS logical
 * properties follow the language.
 *
 * @example
 * ```ts
 * applyDocumentLocale('ar') // <html lang="ar" dir="rtl">
 * ```
 */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale
  doc.documentElement.dir = directionOf(locale)
}
