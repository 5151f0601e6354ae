import { RULE_CODES, type RuleCode } from '@splendid/domain'
import { type RuleError, ruleErrors } from '../../lib/rule-error'

/** A failed placement call: a rule the database raised, else 'placement_unknown'. */
export type PlacementError = RuleError<RuleCode<'placement'> | 'placement_unknown'>

/**
 * The placement errors: `.from` maps a supabase-js error (its `details` carry the rule code),
 * `.as` any thrown value (a network failure becomes 'placement_unknown').
 *
 * @example
 * ```ts
 * placementErrors.from({ details: 'placement_retake_too_soon' }).code // 'placement_retake_too_soon'
 * ```
 */
export const placementErrors = ruleErrors({
  name: 'PlacementError',
  codes: RULE_CODES.placement,
  fallback: 'placement_unknown',
  noAnswer: 'The placement test did not answer.',
})
