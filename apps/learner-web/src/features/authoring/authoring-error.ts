import { RULE_CODES } from '@splendid/domain'
import { ruleErrors } from '../../lib/rule-error'

/**
 * Failures of course authoring: the database's rule codes (`RULE_CODES.authoring`), or
 * `authoring_refused` (e.g. a course the caller may not edit, a network failure) with the
 * server's message.
 */
export const authoringErrors = ruleErrors({
  name: 'AuthoringError',
  codes: RULE_CODES.authoring,
  fallback: 'authoring_refused',
  noAnswer: 'The server did not answer.',
})
