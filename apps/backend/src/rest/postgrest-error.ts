import type { PgErrorFields } from '../db/database.js'

/** The `details` of a PostgREST error: text, or a list of objects (PGRST201). */
export type PostgrestDetails = string | Record<string, string>[] | null

/**
 * An error of the data API with PostgREST's body `{ code, details, hint, message }`.
 *
 * @example
 * ```ts
 * throw new PostgrestError(404, 'PGRST205', "Could not find the table 'public.nope' in the schema cache")
 * ```
 */
export class PostgrestError extends Error {
  readonly status: number
  readonly code: string
  /** Text, or PostgREST's list of candidates (PGRST201's relationships). */
  readonly details: PostgrestDetails
  readonly hint: string | null

  constructor(
    status: number,
    code: string,
    message: string,
    details: PostgrestDetails = null,
    hint: string | null = null,
  ) {
    super(message)
    this.name = 'PostgrestError'
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
  }

  /** The JSON body PostgREST sends. */
  toBody(): { code: string; details: PostgrestDetails; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details)
}

/** The HTTP status PostgREST gives a PostgreSQL error (by SQLSTATE). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === '40001') return 409
  if (code === 'P0001') return 400
  if (code === '57P01') return 503 // terminating connection due to administrator command
  if (code === '53400') return 500 // configuration limit exceeded
  const family = code.slice(0, 2)
  switch (family) {
    case '08':
    case '53':
      return 503
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500
    case '0L':
    case '0P':
    case '28':
      return 403
    default:
      return 400
  }
}

/** Converts a PostgreSQL error into PostgREST's answer for it. */
export function fromPgError(error: PgErrorFields, role: string): PostgrestError {
  return new PostgrestError(
    statusForSqlState(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  )
}
