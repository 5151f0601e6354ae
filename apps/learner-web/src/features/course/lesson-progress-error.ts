/** The stable codes of lesson-progress failures (the database sends them in the error's `details`). */
export type LessonProgressErrorCode =
  | 'lesson_not_signed_in'
  | 'lesson_not_enrolled'
  | 'lesson_unknown'
  | 'lesson_progress_unavailable'

const KNOWN_CODES: ReadonlySet<string> = new Set<LessonProgressErrorCode>([
  'lesson_not_signed_in',
  'lesson_not_enrolled',
  'lesson_unknown',
])

/** A failed progress read, enrolment or lesson completion, with a stable code. */
export class LessonProgressError extends Error {
  readonly code: LessonProgressErrorCode
  constructor(code: LessonProgressErrorCode, message: string) {
    super(message)
    this.name = 'LessonProgressError'
    this.code = code
  }
}

/**
 * Turns a supabase-js error (`{ message, details }`) into a {@link LessonProgressError}: the
 * codes raised by `complete_lesson` are kept, anything else is 'lesson_progress_unavailable'.
 *
 * @example
 * ```ts
 * toLessonProgressError({ details: 'lesson_not_enrolled', message: 'Enrol first.' }).code
 * // 'lesson_not_enrolled'
 * ```
 */
export function toLessonProgressError(error: {
  readonly message?: string
  readonly details?: string | null
}): LessonProgressError {
  const details = error.details ?? ''
  const code = KNOWN_CODES.has(details)
    ? (details as LessonProgressErrorCode)
    : 'lesson_progress_unavailable'
  return new LessonProgressError(code, error.message ?? 'The progress service did not answer.')
}

/** Any thrown value as a {@link LessonProgressError} (a network failure is 'lesson_progress_unavailable'). */
export function asLessonProgressError(error: unknown): LessonProgressError {
  if (error instanceof LessonProgressError) return error
  return new LessonProgressError(
    'lesson_progress_unavailable',
    error instanceof Error ? error.message : String(error),
  )
}
