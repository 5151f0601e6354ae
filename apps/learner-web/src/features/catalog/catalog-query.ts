import { CEFR_LEVELS, type CefrLevel } from '@splendid/domain'

/** What the catalogue can be searched by, as the server's `search_courses` accepts it. */
export const COURSE_SUBJECTS = [
  'english',
  'arabic',
  'french',
  'german',
  'math',
  'science',
  'computing',
] as const
export type CourseSubject = (typeof COURSE_SUBJECTS)[number]

/** CEFR levels of the language courses. */
export const COURSE_LEVELS = CEFR_LEVELS
export type CourseLevel = CefrLevel

export const COURSE_ACCESS = ['free', 'premium'] as const
export type CourseAccess = (typeof COURSE_ACCESS)[number]

export const CATALOG_SORTS = ['popular', 'rating', 'newest'] as const
export type CatalogSort = (typeof CATALOG_SORTS)[number]

/** The catalogue's two tabs: every published course, or the signed-in learner's own. */
export type CatalogTab = 'all' | 'mine'

/** Courses on one page of results. */
export const CATALOG_PAGE_SIZE = 12

/** The server refuses longer searches (`search_courses`). */
export const MAX_SEARCH_LENGTH = 200

/** The catalogue's state, kept in the URL so a search can be shared, reloaded and gone back to. */
export interface CatalogQuery {
  readonly tab: CatalogTab
  readonly q: string
  readonly subject: CourseSubject | null
  readonly level: CourseLevel | null
  readonly access: CourseAccess | null
  readonly sort: CatalogSort
  /** 1-based. */
  readonly page: number
}

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  tab: 'all',
  q: '',
  subject: null,
  level: null,
  access: null,
  sort: 'popular',
  page: 1,
}

/** `value` when it is one of `values`, else `null` (for URL parameters and `<select>` values). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null
}

/**
 * Reads the catalogue's state from the URL's search parameters. Anything unknown or malformed
 * (a hand-edited link) falls back to its default instead of failing the page.
 *
 * @example
 * ```ts
 * readCatalogQuery(new URLSearchParams('q=grammar&level=B1&page=2'))
 * ```
 */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const page = Number(params.get('page'))
  return {
    tab: params.get('tab') === 'mine' ? 'mine' : 'all',
    q: (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    subject: oneOf(COURSE_SUBJECTS, params.get('subject')),
    level: oneOf(COURSE_LEVELS, params.get('level')),
    access: oneOf(COURSE_ACCESS, params.get('access')),
    sort: oneOf(CATALOG_SORTS, params.get('sort')) ?? 'popular',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The URL search parameters of a state: defaults are left out, so plain /catalog stays plain. */
export function catalogSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.tab !== 'all') params.set('tab', query.tab)
  const q = query.q.trim()
  if (q !== '') params.set('q', q)
  if (query.subject !== null) params.set('subject', query.subject)
  if (query.level !== null) params.set('level', query.level)
  if (query.access !== null) params.set('access', query.access)
  if (query.sort !== 'popular') params.set('sort', query.sort)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** The catalogue's link for a state: `/catalog` itself for the default one. */
export function catalogPath(query: CatalogQuery): string {
  const search = catalogSearchParams(query).toString()
  return search === '' ? '/catalog' : `/catalog?${search}`
}

/** Whether any search or filter narrows the results (the page and sort do not). */
export function isFiltered(query: CatalogQuery): boolean {
  return (
    query.q.trim() !== '' || query.subject !== null || query.level !== null || query.access !== null
  )
}

/** The number of pages `total` results fill (at least one, so "page 1 of 1" for none). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CATALOG_PAGE_SIZE))
}
