import { RULE_CODES, type RuleCode } from '@splendid/domain'
import { type RuleError, ruleErrors } from '../../lib/rule-error'

/** A failed booking read or write: a booking rule the database raised, else 'booking_unknown'. */
export type BookingError = RuleError<RuleCode<'booking'> | 'booking_unknown'>

/**
 * The booking errors: `.from` maps a supabase-js error (its `details` carry the rule code),
 * `.as` any thrown value (a network failure becomes 'booking_unknown'), `.Error` is the class.
 *
 * @example
 * ```ts
 * bookingErrors.from({ details: 'booking_slot_full', message: 'This class is full.' }).code // 'booking_slot_full'
 * ```
 */
export const bookingErrors = ruleErrors({
  name: 'BookingError',
  codes: RULE_CODES.booking,
  fallback: 'booking_unknown',
  noAnswer: 'The booking service did not answer.',
})
