import { lessonProgressPercent } from '@splendid/domain'
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { CERTIFICATES_QUERY_KEY } from '../certificates/certificate-queries'
import { HOMEWORK_QUERY_KEY } from '../homework/homework-queries'
import { type LessonProgressError, lessonProgressErrors } from './lesson-progress-error'

/** Root query key of every lesson-progress read. */
export const LESSON_PROGRESS_QUERY_KEY = ['lesson-progress'] as const

/** The signed-in learner's standing in one course, as the server keeps it. */
export interface CourseProgress {
  /** Whether the learner follows the course (only then can lessons be completed). */
  readonly enrolled: boolean
  /** `enrollments.progress_percent`, computed by the database (0 when not enrolled). */
  readonly progressPercent: number
  /** Ids (`w<week>-<kind>`) of the lessons completed, oldest first. */
  readonly completedLessonIds: readonly string[]
}

/** What `rpc('complete_lesson')` answers. */
export interface LessonCompletion {
  readonly progressPercent: number
  readonly completedLessons: number
  readonly totalLessons: number
  /** False when the lesson was already complete: its xp must not be awarded again. */
  readonly newlyCompleted: boolean
}

function progressKey(userId: string | null, courseId: string | null) {
  return [...LESSON_PROGRESS_QUERY_KEY, userId, courseId] as const
}

const NOT_ENROLLED: CourseProgress = { enrolled: false, progressPercent: 0, completedLessonIds: [] }

/**
 * `userId`'s enrollment and completed lessons of a course, read from `enrollments` and
 * `lesson_completions` (both filtered by user, so an admin sees only their own progress too).
 * @throws {@link LessonProgressError} when a read fails.
 */
export async function fetchCourseProgress(
  userId: string,
  courseId: string,
): Promise<CourseProgress> {
  const [enrollment, completions] = await Promise.all([
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
  ])
  if (enrollment.error) throw lessonProgressErrors.from(enrollment.error)
  if (completions.error) throw lessonProgressErrors.from(completions.error)
  const row: unknown = enrollment.data
  const percent =
    typeof row === 'object' && row !== null
      ? (row as { progress_percent?: unknown }).progress_percent
      : undefined
  return {
    enrolled: row !== null && row !== undefined,
    progressPercent: typeof percent === 'number' ? percent : 0,
    completedLessonIds: (Array.isArray(completions.data) ? completions.data : [])
      .map((item: unknown) => (item as { lesson_id?: unknown }).lesson_id)
      .filter((id): id is string => typeof id === 'string'),
  }
}

/**
 * {@link fetchCourseProgress} as a query, idle while signed out or without a course.
 *
 * @example
 * ```ts
 * const { data: progress, isPending, error } = useCourseProgress(user.id, course.id)
 * ```
 */
export function useCourseProgress(userId: string | null, courseId: string | null) {
  return useQuery({
    queryKey: progressKey(userId, courseId),
    enabled: userId !== null && courseId !== null,
    queryFn: (): Promise<CourseProgress> =>
      userId === null || courseId === null
        ? Promise.resolve(NOT_ENROLLED)
        : fetchCourseProgress(userId, courseId),
  })
}

/**
 * Enrols the caller in a course (`insert into enrollments (course_id)`); enrolling twice is
 * not an error. Progress starts at 0 %.
 * @throws {@link LessonProgressError} when the backend refuses the enrolment.
 */
export async function enrolInCourse(courseId: string): Promise<void> {
  const { error } = await supabase.from('enrollments').insert({ course_id: courseId })
  // 23505: already enrolled (another tab, a double click): the goal is reached.
  if (error && error.code !== '23505') throw lessonProgressErrors.from(error)
}

/** {@link enrolInCourse} as a mutation that refreshes the course's progress and the homework. */
export function useEnrolInCourse(userId: string | null, courseId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<void> => {
      if (userId === null || courseId === null) {
        throw new lessonProgressErrors.Error('lesson_not_signed_in', 'Log in to enrol in a course.')
      }
      await enrolInCourse(courseId)
    },
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: HOMEWORK_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: progressKey(userId, courseId) })
    },
  })
}

function parseCompletion(data: unknown): LessonCompletion {
  const row: unknown = Array.isArray(data) ? data[0] : data
  const value = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>
  const { progress_percent, completed_lessons, total_lessons, newly_completed } = value
  if (
    typeof progress_percent !== 'number' ||
    typeof completed_lessons !== 'number' ||
    typeof total_lessons !== 'number' ||
    typeof newly_completed !== 'boolean'
  ) {
    throw new lessonProgressErrors.Error(
      'lesson_progress_unavailable',
      'The progress service sent no progress back.',
    )
  }
  return {
    progressPercent: progress_percent,
    completedLessons: completed_lessons,
    totalLessons: total_lessons,
    newlyCompleted: newly_completed,
  }
}

/**
 * Records a lesson as completed through `rpc('complete_lesson', { course_id, lesson_id })`; the
 * database answers the course's new progress and whether the lesson was new.
 * @throws {@link LessonProgressError} with the rule's code (not enrolled, a lesson not in the
 * course's outline), or 'lesson_progress_unavailable' when the server cannot be reached.
 */
export async function completeLesson(
  courseId: string,
  lessonId: string,
): Promise<LessonCompletion> {
  let answer: Awaited<ReturnType<typeof supabase.rpc>>
  try {
    answer = await supabase.rpc('complete_lesson', { course_id: courseId, lesson_id: lessonId })
  } catch (error) {
    throw lessonProgressErrors.as(error)
  }
  if (answer.error) throw lessonProgressErrors.from(answer.error)
  return parseCompletion(answer.data)
}

/** What {@link useCompleteLesson} reports back to the page. */
export interface CompleteLessonCallbacks {
  /** The server recorded the lesson for the first time (award its xp here, once). */
  readonly onNewlyCompleted?: (lessonId: string, completion: LessonCompletion) => void
  /** The lesson could not be recorded; it has been shown as not completed again. */
  readonly onFailure?: (lessonId: string, error: LessonProgressError) => void
}

function withLesson(
  progress: CourseProgress,
  lessonId: string,
  outlineIds: readonly string[],
): CourseProgress {
  if (progress.completedLessonIds.includes(lessonId)) return progress
  const completedLessonIds = [...progress.completedLessonIds, lessonId]
  const done = completedLessonIds.filter((id) => outlineIds.includes(id)).length
  return {
    ...progress,
    completedLessonIds,
    // The same rule as the database (@splendid/domain), until the server's answer replaces it.
    progressPercent: lessonProgressPercent(done, outlineIds.length),
  }
}

function update(
  queryClient: QueryClient,
  key: ReturnType<typeof progressKey>,
  change: (progress: CourseProgress) => CourseProgress,
): void {
  queryClient.setQueryData<CourseProgress>(key, (progress) =>
    progress === undefined ? progress : change(progress),
  )
}

/**
 * Completes a lesson through `rpc('complete_lesson', { course_id, lesson_id })`. Optimistic:
 * the lesson shows as completed at once; when the server refuses it or cannot be reached, the
 * lesson is shown as not completed again and `onFailure` says why. The server's answer (progress
 * percent, whether it was new) replaces the guess; a course at 100 % refreshes the certificates.
 *
 * @example
 * ```ts
 * const complete = useCompleteLesson(user.id, course.id, lessonIds, {
 *   onNewlyCompleted: (lessonId) => addXp(xpOf(lessonId)),
 * })
 * complete.mutate('w1-video')
 * ```
 */
export function useCompleteLesson(
  userId: string | null,
  courseId: string | null,
  outlineIds: readonly string[],
  callbacks: CompleteLessonCallbacks = {},
) {
  const queryClient = useQueryClient()
  const key = progressKey(userId, courseId)
  const mutationKey = [...key, 'complete'] as const
  return useMutation({
    mutationKey,
    mutationFn: async (lessonId: string): Promise<LessonCompletion> => {
      if (userId === null || courseId === null) {
        throw new lessonProgressErrors.Error(
          'lesson_not_signed_in',
          'Log in to record your progress.',
        )
      }
      return completeLesson(courseId, lessonId)
    },
    onMutate: async (lessonId) => {
      await queryClient.cancelQueries({ queryKey: key })
      update(queryClient, key, (progress) => withLesson(progress, lessonId, outlineIds))
    },
    onSuccess: (completion, lessonId) => {
      update(queryClient, key, (progress) => ({
        ...withLesson(progress, lessonId, outlineIds),
        progressPercent: completion.progressPercent,
      }))
      if (completion.newlyCompleted) callbacks.onNewlyCompleted?.(lessonId, completion)
      if (completion.progressPercent >= 100) {
        void queryClient.invalidateQueries({ queryKey: CERTIFICATES_QUERY_KEY })
      }
    },
    onError: (error, lessonId) => {
      update(queryClient, key, (progress) => {
        const completedLessonIds = progress.completedLessonIds.filter((id) => id !== lessonId)
        const done = completedLessonIds.filter((id) => outlineIds.includes(id)).length
        return {
          ...progress,
          completedLessonIds,
          progressPercent: lessonProgressPercent(done, outlineIds.length),
        }
      })
      callbacks.onFailure?.(lessonId, lessonProgressErrors.as(error))
    },
    onSettled: async () => {
      // Re-read once the last of several quick completions has settled, so an earlier answer
      // never overwrites a later optimistic one.
      if (queryClient.isMutating({ mutationKey }) === 1) {
        await queryClient.invalidateQueries({ queryKey: key })
      }
    },
  })
}
