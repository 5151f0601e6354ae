/**
 * The lesson rule of a course outline, shared by the app and — mirrored in SQL — by the database.
 *
 * MIRRORED EXACTLY by `public.course_week_count`, `public.course_lesson_ids` and the percentage
 * in `public.complete_lesson` (supabase/migrations/20250101000400_lesson_progress.sql): the
 * server checks lesson ids and computes `enrollments.progress_percent` with it, so change both
 * together. `course-lessons.test.ts` and apps/backend/test/lesson-progress.test.ts check the same
 * table of durations.
 */

/** What a lesson is: a recorded video, a practice exercise, or a short quiz. */
export type LessonKind = 'video' | 'practice' | 'quiz'

/** The lessons of every week, in outline order. */
export const LESSON_KINDS: readonly LessonKind[] = ['video', 'practice', 'quiz']

/** XP awarded for completing a lesson of each kind. */
export const LESSON_XP: Readonly<Record<LessonKind, number>> = { video: 20, practice: 30, quiz: 50 }

/** Weeks of a course whose duration names no number of weeks. */
export const DEFAULT_COURSE_WEEKS = 4

/** The longest outline, in weeks. */
export const MAX_COURSE_WEEKS = 12

// ASCII digits only (no `u` flag): the SQL side spells out the same classes.
const WEEKS = /(\d+)\s*weeks?/i

/**
 * The number of weeks of a course's outline from its free-text duration: the first number
 * followed by 'week' (any case, spaces allowed in between), {@link DEFAULT_COURSE_WEEKS} when
 * there is none, clamped to 1..{@link MAX_COURSE_WEEKS}.
 *
 * @example
 * ```ts
 * courseWeekCount('6 weeks') // 6
 * courseWeekCount('Self-paced') // 4
 * ```
 */
export function courseWeekCount(duration: string): number {
  const match = WEEKS.exec(duration)
  const weeks = match?.[1] === undefined ? DEFAULT_COURSE_WEEKS : Number(match[1])
  return Math.min(MAX_COURSE_WEEKS, Math.max(1, weeks))
}

/**
 * The lesson id of a week's lesson: `w<week>-<kind>`, stable within the course.
 *
 * @example
 * ```ts
 * lessonId(2, 'quiz') // 'w2-quiz'
 * ```
 */
export function lessonId(week: number, kind: LessonKind): string {
  return `w${week}-${kind}`
}

/**
 * Every lesson id of a course with this duration, week by week in {@link LESSON_KINDS} order.
 *
 * @example
 * ```ts
 * courseLessonIds('1 week') // ['w1-video', 'w1-practice', 'w1-quiz']
 * ```
 */
export function courseLessonIds(duration: string): string[] {
  const ids: string[] = []
  for (let week = 1; week <= courseWeekCount(duration); week++) {
    for (const kind of LESSON_KINDS) ids.push(lessonId(week, kind))
  }
  return ids
}

/**
 * A course's progress in percent: `round(100 × completed / total)`, halves rounded up, 0 for
 * an empty course, clamped to 0..100.
 *
 * @example
 * ```ts
 * lessonProgressPercent(1, 6) // 17
 * ```
 */
export function lessonProgressPercent(completed: number, total: number): number {
  if (total <= 0 || !Number.isFinite(completed)) return 0
  return Math.min(100, Math.max(0, Math.round((100 * completed) / total)))
}
