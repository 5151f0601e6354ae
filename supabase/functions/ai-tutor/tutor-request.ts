import { TutorError } from './tutor-error.ts'
import { MAX_MESSAGE_LENGTH } from './tutor-limits.ts'

/** What the browser posts: a question, optionally in a conversation, about a course or lesson. */
export interface TutorRequest {
  conversationId: string | null
  courseId: string | null
  lessonId: string | null
  message: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function optionalId(body: Record<string, unknown>, field: string): string | null {
  const value = body[field]
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new TutorError('tutor_invalid_request', `${field} must be a UUID`, 400, { field })
  }
  return value.toLowerCase()
}

/**
 * Reads and checks the JSON body `{ conversation_id?, course_id?, lesson_id?, message }`.
 * Throws {@link TutorError}: 400 `tutor_invalid_request` (not JSON, wrong types), 400
 * `tutor_message_empty`, 413 `tutor_message_too_long` (with `limit`).
 */
export async function parseTutorRequest(request: Request): Promise<TutorRequest> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw new TutorError('tutor_invalid_request', 'Send a JSON body with a message', 400)
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new TutorError('tutor_invalid_request', 'Send a JSON body with a message', 400)
  }
  const fields = body as Record<string, unknown>
  if (typeof fields.message !== 'string') {
    throw new TutorError('tutor_invalid_request', 'message must be a string', 400, {
      field: 'message',
    })
  }
  const message = fields.message.trim()
  if (message === '') {
    throw new TutorError('tutor_message_empty', 'Write a question first', 400)
  }
  if (message.length > MAX_MESSAGE_LENGTH) {
    throw new TutorError(
      'tutor_message_too_long',
      `Your question is too long: keep it under ${MAX_MESSAGE_LENGTH} characters`,
      413,
      { limit: MAX_MESSAGE_LENGTH },
    )
  }
  return {
    conversationId: optionalId(fields, 'conversation_id'),
    courseId: optionalId(fields, 'course_id'),
    lessonId: optionalId(fields, 'lesson_id'),
    message,
  }
}
