import { coursePath } from '@splendid/domain'
import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** The lesson the learner worked on last: where "Continue where you left off" leads. */
export interface ContinueLesson {
  readonly courseId: string
  readonly lessonId: string
  readonly courseTitle: { readonly en: string; readonly ar: string }
  readonly lessonTitle: { readonly en: string; readonly ar: string }
  /** The saved video position, when the latest activity was watching (else `null`). */
  readonly positionSeconds: number | null
  /** `/course/<id>?lesson=<id>`: the course page opens the lesson at its saved second. */
  readonly path: string
}

/** A read of the learner's last lesson failed; `code` is the server's (e.g. '42501'). */
export class ContinueLessonError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'ContinueLessonError'
    this.code = code
  }
}

type Row = Record<string, unknown>
type Answer = { data: unknown; error: { code?: string; message: string } | null }

function first(answer: Answer): Row | null {
  if (answer.error) throw new ContinueLessonError(answer.error.code ?? '', answer.error.message)
  const row: unknown = Array.isArray(answer.data) ? answer.data[0] : answer.data
  return typeof row === 'object' && row !== null ? (row as Row) : null
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const time = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : 0)

/**
 * The lesson of `userId`'s latest activity — the newest of their watch progress
 * (`lesson_watch_progress.updated_at`) and completions (`lesson_completions.completed_at`) —
 * with its course; `null` when they have none.
 * @throws {@link ContinueLessonError} when a read fails.
 */
export async function fetchContinueLesson(userId: string): Promise<ContinueLesson | null> {
  const [watched, completed] = await Promise.all([
    supabase
      .from('lesson_watch_progress')
      .select('lesson_id, position_seconds, updated_at')
      .eq('user_id', userId)
      .order('updated_at', { ascending: false })
      .limit(1),
    supabase
      .from('lesson_completions')
      .select('lesson_id, completed_at')
      .eq('user_id', userId)
      .order('completed_at', { ascending: false })
      .limit(1),
  ])
  const watch = first(watched)
  const completion = first(completed)
  const useWatch =
    watch !== null &&
    (completion === null || time(watch.updated_at) >= time(completion.completed_at))
  const latest = useWatch ? watch : completion
  if (latest === null) return null
  const lesson = first(
    await supabase
      .from('lessons')
      .select('id, course_id, title_en, title_ar, courses(title_en, title_ar)')
      .eq('id', text(latest.lesson_id))
      .limit(1),
  )
  if (lesson === null) return null
  const course = (Array.isArray(lesson.courses) ? lesson.courses[0] : lesson.courses) as
    | Row
    | null
    | undefined
  const courseId = text(lesson.course_id)
  const lessonId = text(lesson.id)
  const position = useWatch ? Number(watch?.position_seconds) : Number.NaN
  return {
    courseId,
    lessonId,
    courseTitle: { en: text(course?.title_en), ar: text(course?.title_ar) },
    lessonTitle: { en: text(lesson.title_en), ar: text(lesson.title_ar) },
    positionSeconds: Number.isFinite(position) ? position : null,
    path: `${coursePath(courseId)}?lesson=${encodeURIComponent(lessonId)}`,
  }
}

/** {@link fetchContinueLesson} as a query, idle while signed out. */
export function useContinueLesson(userId: string | null) {
  return useQuery<ContinueLesson | null, ContinueLessonError>({
    queryKey: ['continue-lesson', userId],
    enabled: userId !== null,
    queryFn: () => (userId === null ? Promise.resolve(null) : fetchContinueLesson(userId)),
  })
}
