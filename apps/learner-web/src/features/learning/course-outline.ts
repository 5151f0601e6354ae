import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Difficulty } from '@splendid/domain'

/** What a lesson is: a recorded video, a practice exercise, or a short quiz. */
export type LessonKind = 'video' | 'practice' | 'quiz'

/** XP awarded for completing a lesson of each kind. */
export const LESSON_XP: Record<LessonKind, number> = { video: 20, practice: 30, quiz: 50 }

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

const WEEKS = /(\d+)\s*weeks?/i
const LESSON_KINDS: readonly LessonKind[] = ['video', 'practice', 'quiz']

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
  const match = WEEKS.exec(duration)
  const weeks = Math.min(12, Math.max(1, match?.[1] ? Number(match[1]) : 4))
  const themes = THEMES[difficulty]
  return Array.from({ length: weeks }, (_, i) => ({
    week: i + 1,
    theme: themes[i % themes.length] ?? msg`Course review`,
    lessons: LESSON_KINDS.map((kind) => ({ id: `w${i + 1}-${kind}`, kind, xp: LESSON_XP[kind] })),
  }))
}
