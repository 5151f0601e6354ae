import { RULE_CODES, type RuleCode } from '@splendid/domain'
import { type RuleError, ruleErrors } from '../../lib/rule-error'

/**
 * A failed progress read, enrolment or lesson record: a code the database raised (the lesson
 * rules, or `course_premium_only` for an enrolment refused without premium access), else
 * 'lesson_progress_unavailable'.
 */
export type LessonProgressError = RuleError<
  RuleCode<'lessonProgress'> | RuleCode<'enrolment'> | 'lesson_progress_unavailable'
>

/**
 * The lesson progress errors: `.from` maps a supabase-js error (its `details` carry the rule
 * code), `.as` any thrown value (a network failure becomes 'lesson_progress_unavailable'),
 * `.Error` is the class.
 *
 * @example
 * ```ts
 * lessonProgressErrors.from({ details: 'lesson_not_enrolled', message: 'Enrol first.' }).code
 * // 'lesson_not_enrolled'
 * ```
 */
export const lessonProgressErrors = ruleErrors({
  name: 'LessonProgressError',
  codes: [...RULE_CODES.lessonProgress, ...RULE_CODES.enrolment],
  fallback: 'lesson_progress_unavailable',
  noAnswer: 'The progress service did not answer.',
})
