/**
 * Schemes a lesson link may use; anything else (javascript:, data:, relative paths) is dropped.
 * In-page `#fragment` links are kept as well.
 */
const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])

/** Where lesson images may come from: public objects of the project's own Storage. */
const PUBLIC_OBJECTS_PATH = '/storage/v1/object/public/'

function parsed(url: string, base?: string): URL | null {
  try {
    return new URL(url.trim(), base)
  } catch {
    return null
  }
}

/**
 * The href of a lesson link if it is an absolute http(s) or mailto URL or a `#fragment` inside
 * the lesson, else null (the link is
 * then shown as plain text). Parsing first means tricks such as `java\tscript:` or
 * `JAVASCRIPT:` are judged by the scheme a browser would see.
 *
 * @example
 * ```ts
 * safeLinkHref('https://example.com/a') // 'https://example.com/a'
 * safeLinkHref('javascript:alert(1)') // null
 * ```
 */
export function safeLinkHref(url: string): string | null {
  // A jump inside the lesson (GFM footnotes link to their notes this way).
  if (/^#[\w-]+$/.test(url)) return url
  const link = parsed(url)
  return link !== null && LINK_PROTOCOLS.has(link.protocol) ? link.href : null
}

/**
 * True for an http(s) link, which opens in a new tab; false for mailto.
 *
 * @example
 * ```ts
 * opensInNewTab('https://example.com') // true
 * ```
 */
export function opensInNewTab(href: string): boolean {
  return /^https?:/i.test(href)
}

/**
 * The src of a lesson image if it is a public object of the project's own Storage
 * (`<supabaseUrl>/storage/v1/object/public/<bucket>/<name>`; a path such as
 * `/storage/v1/object/public/course-covers/a.webp` is read against `supabaseUrl`, so lesson
 * Markdown does not name a deployment), else null: images from any other
 * origin are not loaded (they would tell a third party who reads the lesson, and could change
 * under the author), and are shown as their description instead.
 *
 * @example
 * ```ts
 * safeImageSrc('https://x.supabase.co/storage/v1/object/public/course-covers/a.webp', 'https://x.supabase.co')
 * // 'https://x.supabase.co/storage/v1/object/public/course-covers/a.webp'
 * safeImageSrc('https://tracker.example/pixel.png', 'https://x.supabase.co') // null
 * ```
 */
export function safeImageSrc(url: string, supabaseUrl: string): string | null {
  const storage = parsed(supabaseUrl)
  const image = storage === null ? null : parsed(url, storage.href)
  if (image === null || storage === null) return null
  if (image.protocol !== 'http:' && image.protocol !== 'https:') return null
  if (image.origin !== storage.origin) return null
  const prefix = `${storage.pathname.replace(/\/$/, '')}${PUBLIC_OBJECTS_PATH}`
  return image.pathname.startsWith(prefix) && image.pathname.length > prefix.length
    ? image.href
    : null
}
