import type { JsonValue } from '@splendid/change-items'

/**
 * Reads what the designer typed for a prop, keeping the type of the value it replaces: a number
 * stays a number when the text is one, `true` / `false` become booleans, JSON objects and arrays
 * are parsed; anything else is a string. Returns an error message for a number field that does
 * not hold a number.
 */
export function parsePropInput(
  text: string,
  previous: string | number | boolean | null | undefined,
): { value: JsonValue } | { error: string } {
  const trimmed = text.trim()
  if (typeof previous === 'number') {
    const number = Number(trimmed)
    if (trimmed === '' || !Number.isFinite(number)) return { error: 'Enter a number' }
    return { value: number }
  }
  // A string prop stays a string ('true' included); a boolean or a new prop takes booleans.
  if (typeof previous !== 'string') {
    if (trimmed === 'true') return { value: true }
    if (trimmed === 'false') return { value: false }
  }
  if (typeof previous !== 'string' && /^[[{]/.test(trimmed)) {
    try {
      return { value: JSON.parse(trimmed) as JsonValue }
    } catch {
      return { error: 'Not valid JSON' }
    }
  }
  return { value: text }
}
