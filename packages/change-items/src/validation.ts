import {
  DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX,
  TEMPO_CODEBASE_ID_PREFIX,
  WRAP_PLACEHOLDER_CODEBASE_ID,
} from './special-codebase-ids'
import { isUuid } from './uuid'

/**
 * Tells whether a codebase id read from a class name is valid (§5): `tempo-` followed by a
 * uuid, the wrap placeholder id, or an id starting with the duplicate-placeholder prefix.
 *
 * @example
 * ```ts
 * isValidCodebaseId('tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479') // true
 * isValidCodebaseId(WRAP_PLACEHOLDER_CODEBASE_ID) // true
 * isValidCodebaseId('tempo-123') // false
 * ```
 */
export function isValidCodebaseId(value: string): boolean {
  if (value === WRAP_PLACEHOLDER_CODEBASE_ID) return true
  if (value.startsWith(DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX)) return true
  return (
    value.startsWith(TEMPO_CODEBASE_ID_PREFIX) &&
    isUuid(value.slice(TEMPO_CODEBASE_ID_PREFIX.length))
  )
}

/**
 * Makes a string safe as a class name for an instant update (§5): every character outside
 * letters, digits, underscore and hyphen becomes a hyphen, and a leading digit gets a hyphen in
 * front.
 *
 * @example
 * ```ts
 * sanitizeClassName('w-1/2') // 'w-1-2'
 * sanitizeClassName('2xl:p-4') // '-2xl-p-4'
 * ```
 */
export function sanitizeClassName(value: string): string {
  const replaced = value.replace(/[^A-Za-z0-9_-]/g, '-')
  return /^[0-9]/.test(replaced) ? `-${replaced}` : replaced
}

/** The six pseudo states instant styling supports, in the specification's order. */
export const STATE_MODIFIERS = [
  'hover',
  'required',
  'focus',
  'active',
  'invalid',
  'disabled',
] as const

/** One of the {@link STATE_MODIFIERS}. */
export type StateModifier = (typeof STATE_MODIFIERS)[number]

/**
 * Tells whether a modifier is one of the six supported pseudo states.
 *
 * @example
 * ```ts
 * isStateModifier('hover') // true
 * isStateModifier('visited') // false
 * ```
 */
export function isStateModifier(value: string): value is StateModifier {
  return (STATE_MODIFIERS as readonly string[]).includes(value)
}

/** The recognised responsive prefixes, smallest breakpoint first. */
export const RESPONSIVE_PREFIXES = ['sm', 'md', 'lg', 'xl', '2xl'] as const

/** One of the {@link RESPONSIVE_PREFIXES}. */
export type ResponsivePrefix = (typeof RESPONSIVE_PREFIXES)[number]

/**
 * Tells whether a modifier is one of the recognised responsive prefixes.
 *
 * @example
 * ```ts
 * isResponsivePrefix('2xl') // true
 * isResponsivePrefix('3xl') // false
 * ```
 */
export function isResponsivePrefix(value: string): value is ResponsivePrefix {
  return (RESPONSIVE_PREFIXES as readonly string[]).includes(value)
}

/** The modifier of dark-mode rules, which are recognised alongside the responsive prefixes. */
export const DARK_MODE_MODIFIER = 'dark'
