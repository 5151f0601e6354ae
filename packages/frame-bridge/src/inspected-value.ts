import type { InspectedValue } from './entities/inspect-element'

/** Stands for an object value in an inspect reply (§3). */
export const OBJECT_PLACEHOLDER = '[Object]'
/** Stands for a function value in an inspect reply (§3). */
export const FUNCTION_PLACEHOLDER = '[Function]'
/** Stands for an object met again while it is being expanded (only with `maxDepth` > 0). */
export const CIRCULAR_PLACEHOLDER = '[Circular]'
/** Stands for a DOM node (an element, text node, document…), which never crosses the wire. */
export const DOM_NODE_PLACEHOLDER = '[DOM Node]'
/** Stands for a React element (JSX passed as a prop, e.g. `children`). */
export const REACT_ELEMENT_PLACEHOLDER = '[React Element]'
/** Stands for `undefined`, which JSON cannot carry but which is worth showing in a props panel. */
export const UNDEFINED_PLACEHOLDER = '[Undefined]'

/** Options of {@link toInspectedValue}. */
export interface InspectedValueOptions {
  /**
   * How many levels of plain objects and arrays below the top are expanded before they become
   * {@link OBJECT_PLACEHOLDER}. The default 0 is the spec's behaviour: the top-level record is
   * listed, every object value in it is a placeholder.
   */
  readonly maxDepth?: number
}

const REACT_ELEMENT_TYPES = new Set<unknown>([
  Symbol.for('react.element'),
  Symbol.for('react.transitional.element'),
  Symbol.for('react.portal'),
])

/**
 * Turns raw props or state into a value that can be posted and shown: primitives stay (non-finite
 * numbers, bigints and symbols become their text), functions become {@link FUNCTION_PLACEHOLDER},
 * DOM nodes {@link DOM_NODE_PLACEHOLDER}, React elements {@link REACT_ELEMENT_PLACEHOLDER},
 * `undefined` {@link UNDEFINED_PLACEHOLDER}; the top-level object or array is expanded and nested
 * plain objects and arrays are expanded down to `maxDepth`, beyond which — and for class instances
 * such as `Date` or `Map` — they become {@link OBJECT_PLACEHOLDER}. Cycles become
 * {@link CIRCULAR_PLACEHOLDER}. Never throws: getters that throw read as {@link OBJECT_PLACEHOLDER}.
 *
 * @example
 * ```ts
 * toInspectedValue({ title: 'Hi', count: 2, style: { color: 'red' }, onClick: () => {} })
 * // { title: 'Hi', count: 2, style: '[Object]', onClick: '[Function]' }
 * toInspectedValue({ style: { color: 'red' } }, { maxDepth: 1 })
 * // { style: { color: 'red' } }
 * ```
 */
export function toInspectedValue(
  value: unknown,
  options: InspectedValueOptions = {},
): InspectedValue {
  const maxDepth = Math.max(0, options.maxDepth ?? 0)
  return convert(value, 0, maxDepth, new Set())
}

function convert(
  value: unknown,
  depth: number,
  maxDepth: number,
  seen: Set<object>,
): InspectedValue {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number':
      return Number.isFinite(value) ? value : String(value)
    case 'bigint':
      return `${value}n`
    case 'symbol':
      return value.toString()
    case 'undefined':
      return UNDEFINED_PLACEHOLDER
    case 'function':
      return FUNCTION_PLACEHOLDER
  }
  // typeof does not narrow in a switch's default, so the last case is handled after it.
  return convertObject(value as object | null, depth, maxDepth, seen)
}

function convertObject(
  value: object | null,
  depth: number,
  maxDepth: number,
  seen: Set<object>,
): InspectedValue {
  if (value === null) return null
  if (isDomNode(value)) return DOM_NODE_PLACEHOLDER
  if (isReactElement(value)) return REACT_ELEMENT_PLACEHOLDER
  if (seen.has(value)) return CIRCULAR_PLACEHOLDER
  const isArray = Array.isArray(value)
  if (depth > maxDepth || !(isArray || isPlainObject(value))) return OBJECT_PLACEHOLDER
  seen.add(value)
  try {
    if (isArray) return value.map((item) => convert(item, depth + 1, maxDepth, seen))
    const result: Record<string, InspectedValue> = {}
    for (const key of Object.keys(value)) {
      result[key] = readProperty(value, key, depth, maxDepth, seen)
    }
    return result
  } finally {
    // Only ancestors count as cycles: the same object twice side by side is shown twice.
    seen.delete(value)
  }
}

function readProperty(
  value: object,
  key: string,
  depth: number,
  maxDepth: number,
  seen: Set<object>,
): InspectedValue {
  try {
    return convert((value as Record<string, unknown>)[key], depth + 1, maxDepth, seen)
  } catch {
    // A throwing getter (e.g. a revoked proxy) says nothing useful; show that something is there.
    return OBJECT_PLACEHOLDER
  }
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

function isDomNode(value: object): boolean {
  // Duck-typed so that nodes of another realm (an iframe's document) are recognised too.
  const candidate = value as { nodeType?: unknown; nodeName?: unknown }
  return typeof candidate.nodeType === 'number' && typeof candidate.nodeName === 'string'
}

function isReactElement(value: object): boolean {
  return REACT_ELEMENT_TYPES.has((value as { $$typeof?: unknown }).$$typeof)
}
