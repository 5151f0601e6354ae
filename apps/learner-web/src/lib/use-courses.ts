import { CEFR_LEVELS, type CefrLevel, isCefrLevel } from '@splendid/domain'
import { useQuery } from '@tanstack/react-query'
import { COURSE_COLUMNS, type CourseRow, parseCourseRow } from './course-row'
import { supabase } from './supabase-client'

/** An error from the backend, with its stable code when it sent one. */
export class CourseLoadError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'CourseLoadError'
    this.code = code
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function toError(error: { message?: string; code?: string }): CourseLoadError {
  return new CourseLoadError(error.code ?? 'unknown', error.message ?? 'Could not load courses')
}

/** Query key of the course list, for invalidation after an admin edit. */
export const COURSES_QUERY_KEY = ['courses'] as const

/**
 * Every published course of the catalogue (readable by everyone), ordered by English title.
 * Drafts, which their authors and admins can also read, are left out.
 * @throws {@link CourseLoadError} with the backend's code when the read fails.
 */
export async function fetchCourses(): Promise<CourseRow[]> {
  const { data, error } = await supabase
    .from('courses')
    .select(COURSE_COLUMNS)
    .eq('is_published', true)
    .order('title_en', { ascending: true })
  if (error) throw toError(error)
  return (Array.isArray(data) ? data : [])
    .map(parseCourseRow)
    .filter((row): row is CourseRow => row !== null)
}

/**
 * {@link fetchCourses} as a query.
 *
 * @example
 * ```ts
 * const { data: courses = [], isPending, error } = useCourses()
 * ```
 */
export function useCourses() {
  return useQuery({ queryKey: COURSES_QUERY_KEY, queryFn: fetchCourses })
}

/**
 * One course by id (a uuid) or by slug (e.g. 'business-english'); `null` when there is none.
 * @throws {@link CourseLoadError} with the backend's code when the read fails.
 */
export async function fetchCourse(idOrSlug: string): Promise<CourseRow | null> {
  const column = UUID.test(idOrSlug) ? 'id' : 'slug'
  const { data, error } = await supabase
    .from('courses')
    .select(COURSE_COLUMNS)
    .eq(column, idOrSlug)
    .maybeSingle()
  if (error) throw toError(error)
  return parseCourseRow(data)
}

/** {@link fetchCourse} as a query. */
export function useCourse(idOrSlug: string) {
  return useQuery({
    queryKey: [...COURSES_QUERY_KEY, idOrSlug],
    queryFn: () => fetchCourse(idOrSlug),
  })
}

/**
 * The courses at a CEFR level (e.g. the learner's placement level), by English title.
 * @throws {@link CourseLoadError} with the backend's code when the read fails.
 */
/** Courses for a placement level: the ones at it, else the ones at the closest level that has some. */
export interface CoursesForLevel {
  readonly level: CefrLevel
  /** Whether {@link rows} are at `level` itself rather than at the closest levels around it. */
  readonly exact: boolean
  readonly rows: readonly CourseRow[]
}

/**
 * The published courses to recommend for `level`, by title: those at `level` when there are
 * some, else those one level away (below and above), else two away, and so on.
 */
export async function fetchCoursesForLevel(level: CefrLevel): Promise<CoursesForLevel> {
  const { data, error } = await supabase
    .from('courses')
    .select(`${COURSE_COLUMNS}, level`)
    .eq('is_published', true)
    .not('level', 'is', null)
    .order('title_en', { ascending: true })
  if (error) throw toError(error)
  const target = CEFR_LEVELS.indexOf(level)
  const found = (Array.isArray(data) ? data : []).flatMap((raw: Record<string, unknown>) => {
    const row = parseCourseRow(raw)
    const rowLevel = raw.level
    if (row === null || !isCefrLevel(rowLevel)) return []
    return [{ row, distance: Math.abs(CEFR_LEVELS.indexOf(rowLevel) - target) }]
  })
  const nearest = Math.min(...found.map((course) => course.distance))
  return {
    level,
    exact: nearest === 0,
    rows: found.filter((course) => course.distance === nearest).map((course) => course.row),
  }
}

/** {@link fetchCoursesForLevel} as a query, idle without a level. */
export function useCoursesForLevel(level: CefrLevel | null) {
  return useQuery({
    queryKey: [...COURSES_QUERY_KEY, 'level', level],
    queryFn: () => fetchCoursesForLevel(level ?? 'A1'),
    enabled: level !== null,
  })
}
