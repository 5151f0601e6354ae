/**
 * An error as a value: a stable machine-readable `code` plus the human `message` that may be
 * shown or logged. Rules in this package return these instead of throwing.
 *
 * @example
 * ```ts
 * const error: DomainError<'invalid-expiry-date'> = {
 *   code: 'invalid-expiry-date',
 *   message: 'Subscription expiry date is not a valid date: "soon"',
 * }
 * ```
 */
export interface DomainError<Code extends string = string> {
  /** Stable identifier; safe to branch on and to use in logs and metrics. */
  readonly code: Code
  /** Human-readable explanation (English). */
  readonly message: string
}
