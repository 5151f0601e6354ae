import { jsonResponse } from '../_shared/cors.ts'
import type { TutorQuota } from './tutor-quota.ts'

/** The stable codes of the ai-tutor function's refusals and failures. */
export type TutorErrorCode =
  | 'method_not_allowed'
  | 'not_signed_in'
  | 'tutor_invalid_request'
  | 'tutor_message_empty'
  | 'tutor_message_too_long'
  | 'tutor_message_blocked'
  | 'tutor_rate_limited'
  | 'tutor_quota_exceeded'
  | 'tutor_conversation_not_found'
  | 'tutor_provider_failed'
  | 'tutor_provider_timeout'
  | 'tutor_unavailable'

/** A refusal or failure with a stable code, a human message and optional details. */
export class TutorError extends Error {
  constructor(
    readonly code: TutorErrorCode,
    message: string,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'TutorError'
  }

  /** The JSON body browsers read: `{ code, message, ...details }`. */
  toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, ...this.details }
  }

  /** The error as a JSON answer with its status. */
  toResponse(): Response {
    return jsonResponse(this.toJSON(), this.status)
  }
}

/** A database failure: logged without the learner's text, answered as 503 `tutor_unavailable`. */
export function tutorUnavailable(error: { message: string }): TutorError {
  console.error(JSON.stringify({ event: 'ai_tutor_database_error', message: error.message }))
  return new TutorError('tutor_unavailable', 'The tutor is unavailable right now. Try again.', 503)
}

/** A quota refusal, as JSON and as an `error` event. */
export function quotaExceeded(quota: TutorQuota | null): TutorError {
  return new TutorError(
    'tutor_quota_exceeded',
    'You have used today’s free AI Tutor questions. Upgrade to Premium for unlimited access.',
    402,
    quota === null ? {} : { quota },
  )
}

/** Another learner's (or a malformed) conversation id. */
export function conversationNotFound(): TutorError {
  return new TutorError('tutor_conversation_not_found', 'This conversation does not exist.', 404)
}
