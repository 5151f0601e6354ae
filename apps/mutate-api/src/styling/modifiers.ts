import { DARK_MODE_MODIFIER, RESPONSIVE_PREFIXES, STATE_MODIFIERS } from '@splendid/change-items'
import { MutateError } from '../mutate-error'

const RESPONSIVE: readonly string[] = RESPONSIVE_PREFIXES
const STATES: readonly string[] = STATE_MODIFIERS

/** The modifiers of a styling or class request, split by kind and validated. */
export interface ParsedModifiers {
  /** `sm` … `2xl`, at most one. */
  readonly responsive: string | null
  readonly dark: boolean
  /** `hover`, `focus`, … in the order given. */
  readonly states: readonly string[]
}

/**
 * Validates and sorts modifiers: responsive prefix first, then dark mode, then pseudo states —
 * the order Tailwind users write them in (`md:dark:hover:`).
 *
 * @throws {MutateError} `BAD_REQUEST` for an unknown modifier or two responsive prefixes.
 */
export function parseModifiers(modifiers: readonly string[]): ParsedModifiers {
  let responsive: string | null = null
  let dark = false
  const states: string[] = []
  for (const modifier of modifiers) {
    if (RESPONSIVE.includes(modifier)) {
      if (responsive !== null && responsive !== modifier) {
        throw new MutateError(
          'BAD_REQUEST',
          `Only one responsive prefix is allowed, got ${responsive} and ${modifier}`,
        )
      }
      responsive = modifier
    } else if (modifier === DARK_MODE_MODIFIER) {
      dark = true
    } else if (STATES.includes(modifier)) {
      if (!states.includes(modifier)) states.push(modifier)
    } else {
      throw new MutateError(
        'BAD_REQUEST',
        `Unknown modifier "${modifier}": expected one of ${[...RESPONSIVE, DARK_MODE_MODIFIER, ...STATES].join(', ')}`,
      )
    }
  }
  return { responsive, dark, states }
}

/** The Tailwind variant prefix of parsed modifiers, e.g. `md:dark:hover:`. */
export function tailwindPrefix(modifiers: ParsedModifiers): string {
  const parts = [
    ...(modifiers.responsive === null ? [] : [modifiers.responsive]),
    ...(modifiers.dark ? [DARK_MODE_MODIFIER] : []),
    ...modifiers.states,
  ]
  return parts.map((part) => `${part}:`).join('')
}

/** Whether no modifier applies. */
export function hasNoModifiers(modifiers: ParsedModifiers): boolean {
  return modifiers.responsive === null && !modifiers.dark && modifiers.states.length === 0
}
