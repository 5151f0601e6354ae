import { readTutorStream } from './read-tutor-stream'
import { tutorEndpoint } from './tutor-endpoint'
import type { TutorEvent } from './tutor-event'
import { parseTutorQuota } from './tutor-quota'
import { TutorRequestError, tutorFailureCode } from './tutor-request-error'

/** One question to the tutor; `conversationId` continues (or, when new, names) a conversation. */
export interface TutorQuestion {
  readonly message: string
  readonly conversationId: string
  readonly courseId?: string | null
  readonly lessonId?: string | null
}

async function refusal(response: Response): Promise<TutorRequestError> {
  let body: Record<string, unknown> = {}
  try {
    body = (await response.json()) as Record<string, unknown>
  } catch {
    // Not JSON (a proxy's error page): the status alone says it failed.
  }
  const message = typeof body.message === 'string' ? body.message : response.statusText
  const retry = body.retry_after_seconds
  return new TutorRequestError(tutorFailureCode(body.code), message, {
    quota: parseTutorQuota(body.quota),
    retryAfterSeconds: typeof retry === 'number' ? retry : null,
  })
}

/**
 * Asks the tutor and hands each event of the streamed answer to `onEvent` as it arrives.
 * @throws {TutorRequestError} when the server refuses before answering (its code) or cannot be
 * reached (`tutor_network_failed`); an abort through `signal` throws its `AbortError`.
 */
export async function askTutor(
  question: TutorQuestion,
  onEvent: (event: TutorEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const endpoint = await tutorEndpoint()
  let response: Response
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers: endpoint.headers,
      signal,
      body: JSON.stringify({
        message: question.message,
        conversation_id: question.conversationId,
        ...(question.courseId ? { course_id: question.courseId } : {}),
        ...(question.lessonId ? { lesson_id: question.lessonId } : {}),
      }),
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new TutorRequestError('tutor_network_failed', String(error))
  }
  if (!response.ok) throw await refusal(response)
  if (response.body === null) throw new TutorRequestError('tutor_unavailable', 'No answer body.')
  await readTutorStream(response.body, onEvent, signal)
}
