import { RULE_CODES } from '@splendid/domain'
import { ruleErrors } from '../../lib/rule-error'

/**
 * Failures of the teaching workspace: the database's rule codes (`RULE_CODES.teaching`), or
 * `teaching_refused` (anything else: a refused write, the network) with the server's message.
 */
export const teachingErrors = ruleErrors({
  name: 'TeachingError',
  codes: RULE_CODES.teaching,
  fallback: 'teaching_refused',
  noAnswer: 'The server did not answer.',
})
