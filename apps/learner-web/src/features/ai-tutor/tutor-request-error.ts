import { RULE_CODES, type RuleCode } from '@splendid/domain'
import type { TutorQuota } from './tutor-quota'

/** Why a question failed: a code the ai-tutor function answers, or the network's. */
export type TutorFailureCode = RuleCode<'tutor'> | 'not_signed_in' | 'tutor_network_failed'

const KNOWN: ReadonlySet<string> = new Set([...RULE_CODES.tutor, 'not_signed_in'])

/** A code from the server as a {@link TutorFailureCode}; one it never sends is `tutor_unavailable`. */
export function tutorFailureCode(code: unknown): TutorFailureCode {
  return typeof code === 'string' && KNOWN.has(code)
    ? (code as TutorFailureCode)
    : 'tutor_unavailable'
}

/**
 * A question the tutor refused or could not answer: the server's stable `code`
 * (`tutor_quota_exceeded`, `tutor_rate_limited`, …), or `tutor_network_failed` when it could not
 * be reached. `quota` and `retryAfterSeconds` come with the refusals that carry them.
 */
export class TutorRequestError extends Error {
  readonly code: TutorFailureCode
  readonly quota: TutorQuota | null
  readonly retryAfterSeconds: number | null
  constructor(
    code: TutorFailureCode,
    message: string,
    extra: { quota?: TutorQuota | null; retryAfterSeconds?: number | null } = {},
  ) {
    super(message)
    this.name = 'TutorRequestError'
    this.code = code
    this.quota = extra.quota ?? null
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null
  }
}
