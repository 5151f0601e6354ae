import { RULE_CODES } from '@splendid/domain'
import { ruleErrors } from '../../lib/rule-error'

/**
 * Failures of the teaching workspace: the database's rule codes (`RULE_CODES.teaching` and
 * `RULE_CODES.grading`), or
 * `teaching_refused` (anything else: a refused write, the network) with the server's message.
 */
export const teachingErrors = ruleErrors({
  name: 'TeachingError',
  codes: [...RULE_CODES.teaching, ...RULE_CODES.grading],
  fallback: 'teaching_refused',
  noAnswer: 'The server did not answer.',
})
