import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { CERTIFICATES_QUERY_KEY } from '../certificates/certificate-queries'
import { HOMEWORK_QUERY_KEY } from '../homework/homework-queries'
import { type LessonProgressError, lessonProgressErrors } from './lesson-progress-error'
import {
  type CourseProgress,
  enrolInCourse,
  numberOf,
  progressKey,
} from './lesson-progress-queries'

/** What every completion call answers about the course. */
interface CompletionAnswer {
  /** The course's progress after the call, computed by the database. */
  readonly progressPercent: number
  /** True only the first time the lesson is completed: its xp is awarded then, once. */
  readonly newlyCompleted: boolean
}

/** What `rpc('save_watch_progress')` answers. */
export interface WatchSave extends CompletionAnswer {
  readonly positionSeconds: number
  readonly watchedPercent: number
  readonly completed: boolean
}

/** What `rpc('submit_quiz_attempt')` answers (never the answer key). */
export interface QuizOutcome extends CompletionAnswer {
  readonly score: number
  readonly passMark: number
  readonly passed: boolean
  /** Whether each question (by id) was answered right. */
  readonly results: Record<string, boolean>
}

/** One segment of a video the player saw, in media seconds. */
export interface WatchReport {
  readonly position: number
  readonly watchedFrom: number
  readonly watchedTo: number
}

function answerRow(data: unknown): Record<string, unknown> {
  const row: unknown = Array.isArray(data) ? data[0] : data
  if (typeof row !== 'object' || row === null) {
    throw new lessonProgressErrors.Error(
      'lesson_progress_unavailable',
      'The progress service sent no progress back.',
    )
  }
  return row as Record<string, unknown>
}

async function call(fn: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  let answer: Awaited<ReturnType<typeof supabase.rpc>>
  try {
    answer = await supabase.rpc(fn, args)
  } catch (error) {
    throw lessonProgressErrors.as(error)
  }
  if (answer.error) throw lessonProgressErrors.from(answer.error)
  return answerRow(answer.data)
}

function completion(row: Record<string, unknown>): CompletionAnswer {
  return {
    progressPercent: numberOf(row.progress_percent),
    newlyCompleted: row.newly_completed === true,
  }
}

/**
 * Saves a watched segment and the resume position through `rpc('save_watch_progress')`; the
 * database clamps the segment, keeps the covered ranges and completes the lesson at ≥ 90 %.
 * @throws {@link LessonProgressError} with the rule's code.
 */
export async function saveWatchProgress(lessonId: string, report: WatchReport): Promise<WatchSave> {
  const row = await call('save_watch_progress', {
    lesson_id: lessonId,
    position_seconds: report.position,
    watched_from: report.watchedFrom,
    watched_to: report.watchedTo,
  })
  return {
    ...completion(row),
    positionSeconds: numberOf(row.position_seconds),
    watchedPercent: numberOf(row.watched_percent),
    completed: row.completed === true,
  }
}

/**
 * Completes a reading lesson through `rpc('mark_lesson_read')`.
 * @throws {@link LessonProgressError} with the rule's code.
 */
export async function markLessonRead(lessonId: string): Promise<CompletionAnswer> {
  return completion(await call('mark_lesson_read', { lesson_id: lessonId }))
}

/**
 * Sends a quiz attempt through `rpc('submit_quiz_attempt')`: the database checks the answers
 * (`{"<question id>": ["a","c"] | "text"}`), keeps the attempt and completes the lesson at the
 * pass mark.
 * @throws {@link LessonProgressError} with the rule's code.
 */
export async function submitQuizAttempt(
  lessonId: string,
  answers: Record<string, string[] | string>,
): Promise<QuizOutcome> {
  const row = await call('submit_quiz_attempt', { lesson_id: lessonId, answers })
  const results: Record<string, boolean> = {}
  if (typeof row.results === 'object' && row.results !== null) {
    for (const [id, right] of Object.entries(row.results)) results[id] = right === true
  }
  return {
    ...completion(row),
    score: numberOf(row.score),
    passMark: numberOf(row.pass_mark),
    passed: row.passed === true,
    results,
  }
}

/** {@link enrolInCourse} as a mutation that refreshes the course's progress and the homework. */
export function useEnrolInCourse(userId: string | null, courseId: string | null) {
  const queryClient = useQueryClient()
  return useMutation<void, LessonProgressError>({
    mutationFn: async (): Promise<void> => {
      if (userId === null || courseId === null) {
        throw new lessonProgressErrors.Error('lesson_not_signed_in', 'Log in to enrol in a course.')
      }
      try {
        await enrolInCourse(courseId)
      } catch (error) {
        throw lessonProgressErrors.as(error)
      }
    },
    onSettled: async () => {
      void queryClient.invalidateQueries({ queryKey: HOMEWORK_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: progressKey(userId, courseId) })
    },
  })
}

/**
 * The three ways a lesson is recorded, for one learner and course. Each answer updates the
 * cached progress (the server's percent, the lesson done, the resume position); a newly completed
 * lesson calls `onNewlyCompleted` (award its xp there, once); a course at 100 % refreshes the
 * certificates.
 */
export function useLessonActions(
  userId: string | null,
  courseId: string | null,
  onNewlyCompleted: (lessonId: string) => void,
) {
  const queryClient = useQueryClient()
  const key = progressKey(userId, courseId)

  function record(lessonId: string, answer: CompletionAnswer & { readonly completed?: boolean }) {
    queryClient.setQueryData<CourseProgress>(key, (progress) => {
      if (progress === undefined) return progress
      const done = answer.completed !== false && !progress.completedLessonIds.includes(lessonId)
      return {
        ...progress,
        progressPercent: answer.progressPercent,
        completedLessonIds: done
          ? [...progress.completedLessonIds, lessonId]
          : progress.completedLessonIds,
      }
    })
    if (answer.newlyCompleted) onNewlyCompleted(lessonId)
    if (answer.progressPercent >= 100) {
      void queryClient.invalidateQueries({ queryKey: CERTIFICATES_QUERY_KEY })
    }
  }

  const watch = useMutation<WatchSave, LessonProgressError, { lessonId: string } & WatchReport>({
    mutationFn: ({ lessonId, ...report }) => saveWatchProgress(lessonId, report),
    onSuccess: (saved, { lessonId }) => {
      queryClient.setQueryData<CourseProgress>(key, (progress) =>
        progress === undefined
          ? progress
          : {
              ...progress,
              watch: {
                ...progress.watch,
                [lessonId]: {
                  positionSeconds: saved.positionSeconds,
                  watchedPercent: saved.watchedPercent,
                },
              },
            },
      )
      record(lessonId, saved)
    },
  })
  const read = useMutation<CompletionAnswer, LessonProgressError, string>({
    mutationFn: markLessonRead,
    onSuccess: (answer, lessonId) => record(lessonId, answer),
  })
  const quiz = useMutation<
    QuizOutcome,
    LessonProgressError,
    { lessonId: string; answers: Record<string, string[] | string> }
  >({
    mutationFn: ({ lessonId, answers }) => submitQuizAttempt(lessonId, answers),
    onSuccess: (outcome, { lessonId }) =>
      record(lessonId, { ...outcome, completed: outcome.passed }),
  })
  return { watch, read, quiz }
}
