import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import {
  courseWeekCount,
  type Difficulty,
  LESSON_KINDS,
  LESSON_XP,
  type LessonKind,
  lessonId,
} from '@splendid/domain'

// The weeks and lesson ids come from @splendid/domain's course-lessons rule, which the database
// MIRRORS in SQL (supabase/migrations/20250101000400_lesson_progress.sql) to check lesson ids and
// compute progress: never derive them here any other way. Only the themes are the app's own.

/** One lesson of a course outline. */
export interface OutlineLesson {
  /** Stable within the course: `w<week>-<kind>`. */
  readonly id: string
  readonly kind: LessonKind
  readonly xp: number
}

/** One week of a course outline, with its theme. */
export interface OutlineWeek {
  readonly week: number
  readonly theme: MessageDescriptor
  readonly lessons: readonly OutlineLesson[]
}

/** Weekly themes per difficulty; longer courses cycle through them. */
const THEMES: Record<Difficulty, readonly MessageDescriptor[]> = {
  beginner: [
    msg`Greetings, introductions and the alphabet`,
    msg`Numbers, time and daily routines`,
    msg`Shopping, food and asking for directions`,
    msg`Talking about family, home and hobbies`,
  ],
  intermediate: [
    msg`Past and present tenses in conversation`,
    msg`Meetings, opinions and polite disagreement`,
    msg`Writing clear e-mails and messages`,
    msg`Listening to natural speech and phrasal verbs`,
  ],
  advanced: [
    msg`Perfect tenses and conditionals`,
    msg`Reported speech and the passive voice`,
    msg`Formal writing and presentations`,
    msg`Idioms, nuance and fluent debate`,
  ],
}

/**
 * A syllabus-like outline from a course's own data: one week per week of its duration (4 when
 * the duration says no number of weeks, at most 12), each with a video, a practice exercise and
 * a quiz on that week's theme for the course's difficulty.
 *
 * @example
 * ```ts
 * courseOutline('beginner', '4 weeks').length // 4
 * ```
 */
export function courseOutline(difficulty: Difficulty, duration: string): OutlineWeek[] {
  const weeks = courseWeekCount(duration)
  const themes = THEMES[difficulty]
  return Array.from({ length: weeks }, (_, i) => ({
    week: i + 1,
    theme: themes[i % themes.length] ?? msg`Course review`,
    lessons: LESSON_KINDS.map((kind) => ({ id: lessonId(i + 1, kind), kind, xp: LESSON_XP[kind] })),
  }))
}
