import { RULE_CODES, type RuleCode } from '@splendid/domain'
import { type RuleError, ruleErrors } from '../../lib/rule-error'

/** A failed homework read or hand-in: a homework rule the database raised, else 'homework_unknown'. */
export type HomeworkError = RuleError<RuleCode<'homework'> | 'homework_unknown'>

/** The longest answer the database accepts, in characters (after trimming). */
export const HOMEWORK_ANSWER_MAX_LENGTH = 5000

/**
 * The homework errors: `.from` maps a supabase-js error (its `details` carry the rule code),
 * `.as` any thrown value (a network failure becomes 'homework_unknown'), `.Error` is the class.
 *
 * @example
 * ```ts
 * homeworkErrors.from({ details: 'homework_already_graded', message: 'Already graded.' }).code // 'homework_already_graded'
 * ```
 */
export const homeworkErrors = ruleErrors({
  name: 'HomeworkError',
  codes: RULE_CODES.homework,
  fallback: 'homework_unknown',
  noAnswer: 'The homework service did not answer.',
})
