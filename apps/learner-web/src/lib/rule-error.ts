/** What a failed supabase-js call gives back: PostgREST puts a rule's code in `details`. */
export interface SupabaseFailure {
  readonly message?: string
  readonly details?: string | null
}

/**
 * A failed read or write of one area (booking, homework, lesson progress…): a stable `code` to
 * branch on and the server's (or the network's) `message`.
 */
export class RuleError<Code extends string = string> extends Error {
  readonly code: Code
  constructor(code: Code, message: string) {
    super(message)
    this.name = 'RuleError'
    this.code = code
  }
}

/** How one area's failures are made: its error class and its two mappers. */
export interface RuleErrors<Code extends string> {
  /** The area's error class: `new area.Error(code, message)`, `error instanceof area.Error`. */
  readonly Error: new (
    code: Code,
    message: string,
  ) => RuleError<Code>
  /** A supabase-js error as the area's error: a listed code is kept, anything else is the fallback. */
  readonly from: (error: SupabaseFailure) => RuleError<Code>
  /**
   * Any thrown value as the area's error: the area's own errors pass through, anything else (a
   * network failure, another area's error) becomes the fallback with its message.
   */
  readonly as: (error: unknown) => RuleError<Code>
}

/**
 * The errors of one area, parameterised by the rule codes the database raises for it (from
 * `@splendid/domain`'s `RULE_CODES`), the code for everything else, and the message used when
 * the server sent none.
 *
 * @example
 * ```ts
 * const booking = ruleErrors({
 *   name: 'BookingError',
 *   codes: RULE_CODES.booking,
 *   fallback: 'booking_unknown',
 *   noAnswer: 'The booking service did not answer.',
 * })
 * booking.from({ details: 'booking_slot_full', message: 'This class is full.' }).code // 'booking_slot_full'
 * booking.as(new TypeError('Failed to fetch')).code // 'booking_unknown'
 * ```
 */
export function ruleErrors<const Known extends string, const Fallback extends string>(area: {
  /** The error's `name`, e.g. 'BookingError'. */
  readonly name: string
  readonly codes: readonly Known[]
  readonly fallback: Fallback
  /** The message when the server's error has none. */
  readonly noAnswer: string
}): RuleErrors<Known | Fallback> {
  type Code = Known | Fallback
  const known: ReadonlySet<string> = new Set(area.codes)
  class AreaError extends RuleError<Code> {
    constructor(code: Code, message: string) {
      super(code, message)
      this.name = area.name
    }
  }
  return {
    Error: AreaError,
    from(error) {
      const details = error.details ?? ''
      const code = known.has(details) ? (details as Known) : area.fallback
      return new AreaError(code, error.message ?? area.noAnswer)
    },
    as(error) {
      if (error instanceof AreaError) return error
      return new AreaError(area.fallback, error instanceof Error ? error.message : String(error))
    },
  }
}
