import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { COURSE_COLUMNS, type CourseRow, parseCourseRow } from '../../lib/course-row'
import { supabase } from '../../lib/supabase-client'
import { COURSES_QUERY_KEY, CourseLoadError } from '../../lib/use-courses'
import { CATALOG_PAGE_SIZE, type CatalogQuery } from './catalog-query'

/** One page of search results and how many courses match in all. */
export interface CatalogPage {
  readonly courses: readonly CourseRow[]
  readonly total: number
}

/** A course the signed-in learner follows, with their progress as the database computed it. */
export interface EnrolledCourse {
  readonly course: CourseRow
  readonly progressPercent: number
  readonly enrolledAt: string
}

function toError(error: { message?: string; code?: string }): CourseLoadError {
  return new CourseLoadError(error.code ?? 'unknown', error.message ?? 'Could not load courses')
}

function rows(data: unknown): CourseRow[] {
  return (Array.isArray(data) ? data : [])
    .map(parseCourseRow)
    .filter((row): row is CourseRow => row !== null)
}

/**
 * One page of the catalogue, searched, filtered and sorted by the server (`search_courses`:
 * Arabic diacritics, hamza forms and tatweel ignored; drafts never found).
 * @throws {@link CourseLoadError} with the backend's code (`22023` for a refused parameter).
 */
export async function fetchCatalogPage(query: CatalogQuery): Promise<CatalogPage> {
  const from = (query.page - 1) * CATALOG_PAGE_SIZE
  const q = query.q.trim()
  const { data, error, count } = await supabase
    .rpc(
      'search_courses',
      {
        q: q === '' ? null : q,
        subject: query.subject,
        level: query.level,
        access: query.access,
        sort: query.sort,
      },
      { count: 'exact' },
    )
    .select(COURSE_COLUMNS)
    .range(from, from + CATALOG_PAGE_SIZE - 1)
  if (error) {
    // PostgREST answers a page past the end with 416 PGRST103: that page is simply empty.
    if (error.code === 'PGRST103') return { courses: [], total: count ?? 0 }
    throw toError(error)
  }
  return { courses: rows(data), total: count ?? 0 }
}

/**
 * The courses `userId` is enrolled in, most recently enrolled first, with their progress.
 * @throws {@link CourseLoadError} when the read fails.
 */
export async function fetchEnrolledCourses(userId: string): Promise<EnrolledCourse[]> {
  const { data, error } = await supabase
    .from('enrollments')
    .select(`progress_percent, enrolled_at, courses(${COURSE_COLUMNS})`)
    .eq('user_id', userId)
    .order('enrolled_at', { ascending: false })
  if (error) throw toError(error)
  return (Array.isArray(data) ? (data as unknown[]) : []).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return []
    const row = item as Record<string, unknown>
    const course = parseCourseRow(row.courses)
    if (course === null) return []
    const percent = Number(row.progress_percent)
    return [
      {
        course,
        progressPercent: Number.isFinite(percent) ? percent : 0,
        enrolledAt: typeof row.enrolled_at === 'string' ? row.enrolled_at : '',
      },
    ]
  })
}

/** {@link fetchCatalogPage} as a query; the previous page stays on screen while the next loads. */
export function useCatalogPage(query: CatalogQuery) {
  const { tab: _tab, ...search } = query
  return useQuery({
    queryKey: [...COURSES_QUERY_KEY, 'search', search],
    queryFn: () => fetchCatalogPage(query),
    placeholderData: keepPreviousData,
    enabled: query.tab === 'all',
  })
}

/** {@link fetchEnrolledCourses} as a query, idle while signed out. */
export function useEnrolledCourses(userId: string | null) {
  return useQuery({
    queryKey: [...COURSES_QUERY_KEY, 'enrolled', userId],
    queryFn: () => (userId === null ? Promise.resolve([]) : fetchEnrolledCourses(userId)),
    enabled: userId !== null,
  })
}
