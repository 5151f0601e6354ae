/**
 * The class-name prefixes the frame puts on elements (§9): the element key, the lookup id and
 * the instant-styling class. A class is the prefix followed by the key, id or rule name.
 *
 * @example
 * ```ts
 * element.classList.add(`${CLASS_PREFIXES.ELEMENT_KEY}${sanitizeClassName(key)}`)
 * ```
 */
export const CLASS_PREFIXES = {
  ELEMENT_KEY: 'arb89-key-',
  LOOKUP: 'arb89-lookup-',
  INSTANT_STYLING: 'arb89-styling-',
} as const
