import { bracketDepthExceeds } from '../http/json-depth.js'
import { PostgrestError } from './postgrest-error.js'

/**
 * Limits on what one data-API request may ask for. Each is checked while (or before) parsing and
 * stops the parser as soon as it is crossed, so a hostile query string costs at most a bounded,
 * linear amount of work and never reaches a stack overflow.
 */
export const QUERY_LIMITS = {
  /** `or=(…)` / `and=(…)` groups nested inside each other. */
  logicDepth: 20,
  /** Filters in one request: plain `col=op.value` parameters plus every leaf of a logic tree. */
  filters: 100,
  /** Embedded resources nested inside each other in `select`. */
  embedDepth: 10,
  /** Items (columns, `*`, embeds) in one request's `select`, all levels together. */
  selectItems: 200,
} as const

/** PGRST100 for a request that crosses one of {@link QUERY_LIMITS}. */
export function limitError(message: string, details: string): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details)
}

/**
 * Throws `tooDeep()` when `text` nests brackets (parentheses or braces outside double quotes)
 * deeper than `maxDepth`. One linear pass, run before a recursive parse so the parse is bounded.
 */
export function checkBracketDepth(
  text: string,
  maxDepth: number,
  tooDeep: () => PostgrestError,
): void {
  if (bracketDepthExceeds(text, maxDepth, '({', ')}')) throw tooDeep()
}
