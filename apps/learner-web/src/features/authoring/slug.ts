/** The longest slug made from a title (courses and lessons both). */
const MAX_SLUG_LENGTH = 60

/**
 * A URL slug from a title: ASCII letters and digits in lower case joined by single hyphens
 * (accents dropped, everything else a separator), at most 60 characters; `fallback` when the
 * title has no Latin letter or digit (e.g. an Arabic-only title).
 *
 * @example
 * ```ts
 * slugFromTitle('Café Talk: Level 2!', 'course') // 'cafe-talk-level-2'
 * slugFromTitle('العربية', 'course') // 'course'
 * ```
 */
export function slugFromTitle(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
  return slug === '' ? fallback : slug
}

/**
 * `base`, or `base-2`, `base-3`… — the first that is not in `taken`.
 *
 * @example
 * ```ts
 * uniqueSlug('intro', new Set(['intro', 'intro-2'])) // 'intro-3'
 * ```
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}
