import type { JsonValue } from '@splendid/change-items'
import type { NavTreePropValue } from '../entities/nav-tree-node'

/** Props the tree never reports: React's own and the instrumentation's. */
const HIDDEN_PROPS = new Set(['children', 'key', 'ref', 'tempoelementid', '__self', '__source'])

/** Whether a prop name is reported in the navigation tree. */
export function isReportedProp(name: string): boolean {
  return !HIDDEN_PROPS.has(name)
}

/**
 * A prop value as the tree reports it (§3): LITERAL for strings, numbers, booleans and null,
 * FUNCTION for functions, JSON_OBJECT for JSON-compatible objects and arrays; `null` (not
 * reported) for undefined, React elements, DOM nodes and cyclic values.
 */
export function toNavTreePropValue(value: unknown): NavTreePropValue | null {
  if (value === null) return { type: 'LITERAL', value: null }
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return { type: 'LITERAL', value }
    case 'number':
      return Number.isFinite(value) ? { type: 'LITERAL', value } : null
    case 'function':
      return { type: 'FUNCTION' }
    case 'object': {
      const json = toJson(value, new Set())
      return json === undefined ? null : { type: 'JSON_OBJECT', value: json }
    }
    default:
      return null
  }
}

function toJson(value: unknown, seen: Set<object>): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'object') return undefined
  if (seen.has(value) || '$$typeof' in value || 'nodeType' in value) return undefined
  seen.add(value)
  try {
    if (Array.isArray(value)) {
      const items = value.map((item) => toJson(item, seen))
      return items.every((item) => item !== undefined) ? (items as JsonValue[]) : undefined
    }
    const prototype = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) return undefined
    const result: Record<string, JsonValue> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue
      const json = toJson(item, seen)
      if (json === undefined) return undefined
      result[key] = json
    }
    return result
  } finally {
    seen.delete(value)
  }
}

/** The text children written literally in JSX: string and number children, in order. */
export function literalChildrenOf(children: unknown): string[] {
  if (typeof children === 'string') return [children]
  if (typeof children === 'number') return [String(children)]
  if (!Array.isArray(children)) return []
  const list: unknown[] = children
  return list
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .map((child) => String(child))
}
