import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { type LessonProgressError, lessonProgressErrors } from './lesson-progress-error'
import type { LessonKind, OutlineChapter, OutlineLesson } from './lesson-states'

/** Root query key of every outline read. */
const OUTLINE_QUERY_KEY = ['course-outline'] as const

type Row = Record<string, unknown>

function rows(data: unknown): Row[] {
  return (Array.isArray(data) ? data : []).filter(
    (item): item is Row => typeof item === 'object' && item !== null,
  )
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const KINDS: readonly LessonKind[] = ['video', 'reading', 'quiz']

function parseLesson(row: Row): OutlineLesson | null {
  const kind = KINDS.find((item) => item === row.kind)
  if (typeof row.id !== 'string' || kind === undefined) return null
  return {
    id: row.id,
    chapterId: text(row.chapter_id),
    slug: text(row.slug),
    kind,
    titleEn: text(row.title_en),
    titleAr: text(row.title_ar),
    durationSeconds: typeof row.duration_seconds === 'number' ? row.duration_seconds : 0,
    isFreePreview: row.is_free_preview === true,
  }
}

/**
 * A course's outline from `course_chapters` and `lessons`, both in `position` order: readable by
 * anyone who can read the course (premium lessons' titles included; their content is not).
 * @throws {@link LessonProgressError} ('lesson_progress_unavailable') when a read fails.
 */
export async function fetchCourseOutline(courseId: string): Promise<OutlineChapter[]> {
  const [chapters, lessons] = await Promise.all([
    supabase
      .from('course_chapters')
      .select('id, position, title_en, title_ar')
      .eq('course_id', courseId)
      .order('position', { ascending: true }),
    supabase
      .from('lessons')
      .select(
        'id, chapter_id, position, slug, kind, title_en, title_ar, duration_seconds, is_free_preview',
      )
      .eq('course_id', courseId)
      .order('position', { ascending: true }),
  ])
  if (chapters.error) throw lessonProgressErrors.from(chapters.error)
  if (lessons.error) throw lessonProgressErrors.from(lessons.error)
  const parsed = rows(lessons.data)
    .map(parseLesson)
    .filter((lesson): lesson is OutlineLesson => lesson !== null)
  return rows(chapters.data)
    .filter((row): row is Row & { id: string } => typeof row.id === 'string')
    .map((row) => ({
      id: row.id,
      titleEn: text(row.title_en),
      titleAr: text(row.title_ar),
      lessons: parsed.filter((lesson) => lesson.chapterId === row.id),
    }))
}

/** {@link fetchCourseOutline} as a query, idle without a course. */
export function useCourseOutline(courseId: string | null) {
  return useQuery<OutlineChapter[], LessonProgressError>({
    queryKey: [...OUTLINE_QUERY_KEY, courseId],
    enabled: courseId !== null,
    queryFn: () => (courseId === null ? Promise.resolve([]) : fetchCourseOutline(courseId)),
  })
}
