/** The stable codes of booking failures (the database sends them in the error's `details`). */
export type BookingErrorCode =
  | 'booking_not_signed_in'
  | 'booking_slot_not_found'
  | 'booking_slot_past'
  | 'booking_slot_full'
  | 'booking_already_booked'
  | 'booking_premium_only'
  | 'booking_status_invalid'
  | 'booking_unknown'

const KNOWN_CODES: ReadonlySet<string> = new Set<BookingErrorCode>([
  'booking_not_signed_in',
  'booking_slot_not_found',
  'booking_slot_past',
  'booking_slot_full',
  'booking_already_booked',
  'booking_premium_only',
  'booking_status_invalid',
])

/** A failed booking read or write, with a stable code and the server's message. */
export class BookingError extends Error {
  readonly code: BookingErrorCode
  constructor(code: BookingErrorCode, message: string) {
    super(message)
    this.name = 'BookingError'
    this.code = code
  }
}

/**
 * Turns a supabase-js error (`{ message, code, details }`) into a {@link BookingError}: the
 * booking rule codes raised by the database are kept, anything else is 'booking_unknown'.
 *
 * @example
 * ```ts
 * toBookingError({ code: 'P0001', details: 'booking_slot_full', message: 'This class is full.' }).code
 * // 'booking_slot_full'
 * ```
 */
export function toBookingError(error: {
  readonly message?: string
  readonly details?: string | null
}): BookingError {
  const details = error.details ?? ''
  const code = KNOWN_CODES.has(details) ? (details as BookingErrorCode) : 'booking_unknown'
  return new BookingError(code, error.message ?? 'The booking service did not answer.')
}

/** Any thrown value as a {@link BookingError} (a network failure becomes 'booking_unknown'). */
export function asBookingError(error: unknown): BookingError {
  if (error instanceof BookingError) return error
  return new BookingError('booking_unknown', error instanceof Error ? error.message : String(error))
}
