import type { TutorQuota } from './tutor-quota'

/**
 * A question the tutor refused or could not answer: the server's stable `code`
 * (`tutor_quota_exceeded`, `tutor_rate_limited`, …), or `tutor_network_failed` when it could not
 * be reached. `quota` and `retryAfterSeconds` come with the refusals that carry them.
 */
export class TutorRequestError extends Error {
  readonly code: string
  readonly quota: TutorQuota | null
  readonly retryAfterSeconds: number | null
  constructor(
    code: string,
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
