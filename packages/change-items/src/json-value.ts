/**
 * A value that survives `JSON.stringify` / `JSON.parse` unchanged: what prop values and
 * serialised items are made of.
 */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue }

/**
 * Tells whether a value is a {@link JsonValue}: finite numbers, strings, booleans, null, arrays
 * and plain objects of those, nothing else (no undefined, functions, dates or class instances).
 *
 * @example
 * ```ts
 * isJsonValue({ a: [1, 'b', null] }) // true
 * isJsonValue({ when: new Date() }) // false
 * ```
 */
export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(isJsonValue)
  if (typeof value !== 'object') return false
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value).every(isJsonValue)
}
