import { useQuery } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'
import { GamificationProfileError } from './gamification-profile'

/** Best result of one quiz lesson (premium). */
export interface QuizScore {
  readonly lessonId: string
  readonly titleEn: string
  readonly titleAr: string
  /** Best score in percent, `null` before the first attempt. */
  readonly bestScore: number | null
  readonly passed: boolean
  readonly attempts: number
}

/** One enrolled course as the progress page shows it. */
export interface CourseProgress {
  readonly courseId: string
  readonly slug: string
  readonly titleEn: string
  readonly titleAr: string
  readonly progressPercent: number
  readonly lessonsTotal: number
  readonly lessonsDone: number
  /** Seconds of video watched (premium; `null` for free learners). */
  readonly secondsWatched: number | null
  /** The course's quizzes (premium; `null` for free learners). */
  readonly quizzes: readonly QuizScore[] | null
}

/** xp per Cairo day of the window (days without xp left out), and what came before it. */
export interface XpHistory {
  readonly xpBefore: number
  readonly days: readonly { readonly day: string; readonly xp: number }[]
}

/** The progress page's data, as the database gives it to the signed-in learner. */
export interface ProgressOverview {
  readonly premium: boolean
  /** Today in Cairo, `YYYY-MM-DD`. */
  readonly today: string
  readonly courses: readonly CourseProgress[]
  /** Premium only; `null` for free learners. */
  readonly history: XpHistory | null
}

/** Days of history the page shows: twelve weeks. */
export const HISTORY_DAYS = 84

/** Root key of the overview query: invalidate it when something may have earned xp. */
export const PROGRESS_OVERVIEW_QUERY_KEY = ['progress-overview'] as const

/**
 * `rpc('my_progress_overview', { days })`: per-course progress, and for premium learners time
 * watched, quiz scores and the daily xp history.
 * @throws {GamificationProfileError} with the server's code when the call fails.
 */
export async function fetchProgressOverview(): Promise<ProgressOverview> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.rpc('my_progress_overview', { days: HISTORY_DAYS })
  if (error) throw new GamificationProfileError(error.code ?? 'unknown', error.message)
  const row = record(data)
  const history = row.history === null || row.history === undefined ? null : record(row.history)
  return {
    premium: row.premium === true,
    today: text(row.today),
    courses: list(row.courses).map(parseCourse),
    history:
      history === null
        ? null
        : {
            xpBefore: count(history.xp_before),
            days: list(history.days)
              .map(record)
              .map((day) => ({ day: text(day.day), xp: count(day.xp) }))
              .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.day)),
          },
  }
}

/** {@link fetchProgressOverview} as a query, idle while signed out. */
export function useProgressOverview(userId: string | null) {
  return useQuery({
    queryKey: [...PROGRESS_OVERVIEW_QUERY_KEY, userId],
    queryFn: fetchProgressOverview,
    enabled: userId !== null,
  })
}

function parseCourse(value: unknown): CourseProgress {
  const row = record(value)
  return {
    courseId: text(row.course_id),
    slug: text(row.slug),
    titleEn: text(row.title_en),
    titleAr: text(row.title_ar),
    progressPercent: Math.min(100, count(row.progress_percent)),
    lessonsTotal: count(row.lessons_total),
    lessonsDone: count(row.lessons_done),
    secondsWatched: row.seconds_watched === null ? null : count(row.seconds_watched),
    quizzes: Array.isArray(row.quizzes)
      ? row.quizzes.map(record).map((quiz) => ({
          lessonId: text(quiz.lesson_id),
          titleEn: text(quiz.title_en),
          titleAr: text(quiz.title_ar),
          bestScore: typeof quiz.best_score === 'number' ? quiz.best_score : null,
          passed: quiz.passed === true,
          attempts: count(quiz.attempts),
        }))
      : null,
  }
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0
}
