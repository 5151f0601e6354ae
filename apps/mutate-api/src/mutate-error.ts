/** The stable codes of every error the API answers with. */
export type MutateErrorCode =
  | 'BAD_REQUEST'
  | 'INVALID_CSS_VALUE'
  | 'UNKNOWN_CANVAS'
  | 'UNKNOWN_CODEBASE_ID'
  | 'UNKNOWN_ACTIVITY'
  | 'UNKNOWN_ROUTE'
  | 'PATH_OUTSIDE_ROOT'
  | 'FORBIDDEN_ORIGIN'
  | 'SOURCE_HAS_SYNTAX_ERRORS'
  | 'RESULT_DOES_NOT_PARSE'
  | 'UNSUPPORTED_EDIT'
  | 'STALE_TEXT'
  | 'PARENT_CHANGED'
  | 'ACTIVITY_CONFLICT'
  | 'NOTHING_TO_CHANGE'
  | 'NOT_AN_IMAGE'
  | 'ASSET_TOO_LARGE'
  | 'INTERNAL'

const STATUS_BY_CODE: Record<MutateErrorCode, number> = {
  BAD_REQUEST: 400,
  INVALID_CSS_VALUE: 400,
  UNKNOWN_CANVAS: 404,
  UNKNOWN_CODEBASE_ID: 404,
  UNKNOWN_ACTIVITY: 404,
  UNKNOWN_ROUTE: 404,
  PATH_OUTSIDE_ROOT: 403,
  FORBIDDEN_ORIGIN: 403,
  SOURCE_HAS_SYNTAX_ERRORS: 422,
  RESULT_DOES_NOT_PARSE: 422,
  UNSUPPORTED_EDIT: 422,
  STALE_TEXT: 409,
  PARENT_CHANGED: 409,
  ACTIVITY_CONFLICT: 409,
  NOTHING_TO_CHANGE: 422,
  NOT_AN_IMAGE: 415,
  ASSET_TOO_LARGE: 413,
  INTERNAL: 500,
}

/**
 * An error the API reports as `{ code, message }` with the HTTP status of its code.
 *
 * @example
 * ```ts
 * throw new MutateError('UNKNOWN_CODEBASE_ID', 'No element has codebase id "tempo-…"')
 * ```
 */
export class MutateError extends Error {
  readonly code: MutateErrorCode
  readonly status: number
  readonly details: Readonly<Record<string, unknown>> | undefined

  constructor(code: MutateErrorCode, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message)
    this.name = 'MutateError'
    this.code = code
    this.status = STATUS_BY_CODE[code]
    this.details = details
  }
}

/** Tells whether a value is a {@link MutateError}. */
export function isMutateError(value: unknown): value is MutateError {
  return value instanceof MutateError
}
