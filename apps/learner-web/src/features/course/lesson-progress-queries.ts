import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { type LessonProgressError, lessonProgressErrors } from './lesson-progress-error'

/** Root query key of every lesson-progress read. */
export const LESSON_PROGRESS_QUERY_KEY = ['lesson-progress'] as const

/** Where the learner stopped in a video lesson (`lesson_watch_progress`). */
export interface WatchProgress {
  /** The resume position, in media seconds. */
  readonly positionSeconds: number
  /** The share of the video covered, 0..100. */
  readonly watchedPercent: number
}

/** The signed-in learner's standing in one course, as the server keeps it. */
export interface CourseProgress {
  /** Whether the learner follows the course (only then are lessons recorded). */
  readonly enrolled: boolean
  /** `enrollments.progress_percent`, computed by the database (0 when not enrolled). */
  readonly progressPercent: number
  /** Ids of the lessons completed (`lesson_completions`), oldest first. */
  readonly completedLessonIds: readonly string[]
  /** Watch progress by lesson id (video lessons the learner has started). */
  readonly watch: Readonly<Record<string, WatchProgress>>
}

/** The query key of a learner's progress in a course. */
export function progressKey(userId: string | null, courseId: string | null) {
  return [...LESSON_PROGRESS_QUERY_KEY, userId, courseId] as const
}

const NOT_ENROLLED: CourseProgress = {
  enrolled: false,
  progressPercent: 0,
  completedLessonIds: [],
  watch: {},
}

function list(data: unknown): Record<string, unknown>[] {
  return (Array.isArray(data) ? data : []).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  )
}

/** A numeric column: PostgREST sends `numeric` as a JSON number (some servers as a string). */
export function numberOf(value: unknown): number {
  const parsed = typeof value === 'string' ? Number(value) : value
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0
}

/**
 * `userId`'s enrolment, completed lessons and watch positions in a course, read from
 * `enrollments`, `lesson_completions` and `lesson_watch_progress` (all filtered by user, so an
 * admin sees only their own progress too). `lessonIds` are the course's lessons (the outline).
 * @throws {@link LessonProgressError} when a read fails.
 */
export async function fetchCourseProgress(
  userId: string,
  courseId: string,
  lessonIds: readonly string[],
): Promise<CourseProgress> {
  const [enrollment, completions, watched] = await Promise.all([
    supabase
      .from('enrollments')
      .select('progress_percent')
      .eq('user_id', userId)
      .eq('course_id', courseId)
      .maybeSingle(),
    supabase
      .from('lesson_completions')
      .select('lesson_id')
      .eq('user_id', userId)
      .eq('course_id', courseId)
      .order('completed_at', { ascending: true }),
    lessonIds.length === 0
      ? Promise.resolve({ data: [], error: null })
      : supabase
          .from('lesson_watch_progress')
          .select('lesson_id, position_seconds, watched_percent')
          .eq('user_id', userId)
          .in('lesson_id', [...lessonIds]),
  ])
  if (enrollment.error) throw lessonProgressErrors.from(enrollment.error)
  if (completions.error) throw lessonProgressErrors.from(completions.error)
  if (watched.error) throw lessonProgressErrors.from(watched.error)
  const row: unknown = enrollment.data
  const percent =
    typeof row === 'object' && row !== null
      ? (row as { progress_percent?: unknown }).progress_percent
      : undefined
  const watch: Record<string, WatchProgress> = {}
  for (const item of list(watched.data)) {
    if (typeof item.lesson_id !== 'string') continue
    watch[item.lesson_id] = {
      positionSeconds: numberOf(item.position_seconds),
      watchedPercent: numberOf(item.watched_percent),
    }
  }
  return {
    enrolled: row !== null && row !== undefined,
    progressPercent: typeof percent === 'number' ? percent : 0,
    completedLessonIds: list(completions.data)
      .map((item) => item.lesson_id)
      .filter((id): id is string => typeof id === 'string'),
    watch,
  }
}

/**
 * {@link fetchCourseProgress} as a query, idle while signed out, without a course, or before the
 * outline has arrived.
 *
 * @example
 * ```ts
 * const { data: progress, isPending, error } = useCourseProgress(user.id, course.id, lessonIds)
 * ```
 */
export function useCourseProgress(
  userId: string | null,
  courseId: string | null,
  lessonIds: readonly string[] | undefined,
) {
  return useQuery<CourseProgress, LessonProgressError>({
    queryKey: progressKey(userId, courseId),
    enabled: userId !== null && courseId !== null && lessonIds !== undefined,
    queryFn: (): Promise<CourseProgress> =>
      userId === null || courseId === null
        ? Promise.resolve(NOT_ENROLLED)
        : fetchCourseProgress(userId, courseId, lessonIds ?? []),
  })
}

/**
 * Enrols the caller in a course (`insert into enrollments (course_id)`); enrolling twice is
 * not an error. Progress starts at 0 %.
 * @throws {@link LessonProgressError} when the backend refuses the enrolment — a premium course
 * without premium access is `course_premium_only`.
 */
export async function enrolInCourse(courseId: string): Promise<void> {
  const { error } = await supabase.from('enrollments').insert({ course_id: courseId })
  // 23505: already enrolled (another tab, a double click): the goal is reached.
  if (error && error.code !== '23505') throw lessonProgressErrors.from(error)
}
