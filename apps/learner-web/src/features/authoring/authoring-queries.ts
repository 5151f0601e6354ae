import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { authoringErrors } from './authoring-error'
import { COURSE_DRAFT_SELECT, type CourseDraft, parseCourseDraft } from './course-draft'

/** A course in an author's list. */
export interface AuthoredCourse {
  readonly id: string
  readonly slug: string
  readonly title_en: string
  readonly title_ar: string
  readonly is_published: boolean
  readonly is_premium: boolean
  readonly updated_at: string
  readonly lessonCount: number
}

/** One problem that keeps a course from being published (see `course_publish_problems`). */
export interface PublishProblem {
  readonly code: string
  readonly lang: 'en' | 'ar' | null
  readonly chapterId: string | null
  readonly lessonId: string | null
}

/** The query keys of authoring reads, for invalidation after a write. */
export const AUTHORING_KEYS = {
  all: ['authoring'] as const,
  courses: (ownerId: string | null) => ['authoring', 'courses', ownerId] as const,
  course: (courseId: string) => ['authoring', 'course', courseId] as const,
  problems: (courseId: string) => ['authoring', 'problems', courseId] as const,
}

type Row = Record<string, unknown>

/**
 * The courses an author edits, most recently changed first: those owned by `ownerId`, or every
 * course (admins) when it is `null` — the database returns only what the caller may read.
 */
export async function fetchAuthoredCourses(ownerId: string | null): Promise<AuthoredCourse[]> {
  let query = supabase
    .from('courses')
    .select('id, slug, title_en, title_ar, is_published, is_premium, updated_at, lessons(id)')
    .order('updated_at', { ascending: false })
  if (ownerId !== null) query = query.eq('owner_id', ownerId)
  const { data, error } = await query
  if (error) throw authoringErrors.from(error)
  return ((data ?? []) as Row[]).map((row) => ({
    id: String(row.id),
    slug: String(row.slug ?? ''),
    title_en: String(row.title_en ?? ''),
    title_ar: String(row.title_ar ?? ''),
    is_published: row.is_published === true,
    is_premium: row.is_premium === true,
    updated_at: String(row.updated_at ?? ''),
    lessonCount: Array.isArray(row.lessons) ? row.lessons.length : 0,
  }))
}

/** {@link fetchAuthoredCourses} as a query. */
export function useAuthoredCourses(ownerId: string | null, enabled = true) {
  return useQuery({
    queryKey: AUTHORING_KEYS.courses(ownerId),
    queryFn: () => fetchAuthoredCourses(ownerId),
    enabled,
  })
}

/** A course with its outline and content; `null` when it does not exist or is not readable. */
export async function fetchCourseDraft(courseId: string): Promise<CourseDraft | null> {
  const { data, error } = await supabase
    .from('courses')
    .select(COURSE_DRAFT_SELECT)
    .eq('id', courseId)
    .maybeSingle()
  if (error) throw authoringErrors.from(error)
  return parseCourseDraft(data)
}

/** {@link fetchCourseDraft} as a query. */
export function useCourseDraft(courseId: string) {
  return useQuery({
    queryKey: AUTHORING_KEYS.course(courseId),
    queryFn: () => fetchCourseDraft(courseId),
  })
}

/** What keeps the course from being published, in outline order; empty when nothing does. */
export async function fetchPublishProblems(courseId: string): Promise<PublishProblem[]> {
  const { data, error } = await supabase.rpc('course_publish_problems', { course_id: courseId })
  if (error) throw authoringErrors.from(error)
  return ((data ?? []) as Row[]).map((row) => ({
    code: String(row.code),
    lang: row.lang === 'en' || row.lang === 'ar' ? row.lang : null,
    chapterId: typeof row.chapter_id === 'string' ? row.chapter_id : null,
    lessonId: typeof row.lesson_id === 'string' ? row.lesson_id : null,
  }))
}

/** {@link fetchPublishProblems} as a query. */
export function usePublishProblems(courseId: string) {
  return useQuery({
    queryKey: AUTHORING_KEYS.problems(courseId),
    queryFn: () => fetchPublishProblems(courseId),
  })
}
