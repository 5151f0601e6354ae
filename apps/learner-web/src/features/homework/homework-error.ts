/** The stable codes of homework failures (the database sends them in the error's `details`). */
export type HomeworkErrorCode =
  | 'homework_not_signed_in'
  | 'homework_not_available'
  | 'homework_answer_empty'
  | 'homework_answer_too_long'
  | 'homework_already_graded'
  | 'homework_unknown'

const KNOWN_CODES: ReadonlySet<string> = new Set<HomeworkErrorCode>([
  'homework_not_signed_in',
  'homework_not_available',
  'homework_answer_empty',
  'homework_answer_too_long',
  'homework_already_graded',
])

/** The longest answer the database accepts, in characters (after trimming). */
export const HOMEWORK_ANSWER_MAX_LENGTH = 5000

/** A failed homework read or hand-in, with a stable code and the server's message. */
export class HomeworkError extends Error {
  readonly code: HomeworkErrorCode
  constructor(code: HomeworkErrorCode, message: string) {
    super(message)
    this.name = 'HomeworkError'
    this.code = code
  }
}

/**
 * Turns a supabase-js error (`{ message, details }`) into a {@link HomeworkError}: the homework
 * rule codes raised by the database are kept, anything else is 'homework_unknown'.
 *
 * @example
 * ```ts
 * toHomeworkError({ details: 'homework_already_graded', message: 'Already graded.' }).code
 * // 'homework_already_graded'
 * ```
 */
export function toHomeworkError(error: {
  readonly message?: string
  readonly details?: string | null
}): HomeworkError {
  const details = error.details ?? ''
  const code = KNOWN_CODES.has(details) ? (details as HomeworkErrorCode) : 'homework_unknown'
  return new HomeworkError(code, error.message ?? 'The homework service did not answer.')
}

/** Any thrown value as a {@link HomeworkError} (a network failure becomes 'homework_unknown'). */
export function asHomeworkError(error: unknown): HomeworkError {
  if (error instanceof HomeworkError) return error
  return new HomeworkError(
    'homework_unknown',
    error instanceof Error ? error.message : String(error),
  )
}
