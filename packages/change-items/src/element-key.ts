import { ChangeItemError } from './change-item-error'

/**
 * The parts of an element key: the element's codebase id (empty when the element is not in the
 * codebase), the storyboard it is rendered in, and its unique path in the rendered tree
 * (segments joined by dashes, e.g. `0-2-1`).
 */
export interface ElementKeyParts {
  readonly codebaseId: string
  readonly storyboardId: string
  readonly uniquePath: string
}

/**
 * What separates the three parts in an element key string. Codebase ids and storyboard ids
 * contain dashes, so the parts cannot be joined by dashes like the path segments are.
 */
export const ELEMENT_KEY_SEPARATOR = '|'

/** What separates the segments of a unique path. */
export const UNIQUE_PATH_SEPARATOR = '-'

function invalidKey(message: string): never {
  throw new ChangeItemError('INVALID_ELEMENT_KEY', message)
}

function checkParts(parts: ElementKeyParts): void {
  for (const [name, value] of Object.entries(parts)) {
    if (value.includes(ELEMENT_KEY_SEPARATOR)) {
      invalidKey(`${name} of an element key must not contain "${ELEMENT_KEY_SEPARATOR}"`)
    }
  }
  if (parts.storyboardId === '') invalidKey('storyboardId of an element key must not be empty')
  if (parts.uniquePath.split(UNIQUE_PATH_SEPARATOR).some((segment) => segment === '')) {
    invalidKey(`uniquePath of an element key has an empty segment: "${parts.uniquePath}"`)
  }
}

/**
 * Joins path segments into a unique path: `['0', 2, 1]` → `'0-2-1'`.
 *
 * @example
 * ```ts
 * joinUniquePath([0, 2, 1]) // '0-2-1'
 * ```
 */
export function joinUniquePath(segments: readonly (string | number)[]): string {
  return segments.join(UNIQUE_PATH_SEPARATOR)
}

/**
 * Builds the key of an element: `codebaseId|storyboardId|uniquePath`.
 *
 * @throws {@link ChangeItemError} `INVALID_ELEMENT_KEY` when the storyboard id is empty, the path
 * has an empty segment, or a part contains the separator.
 * @example
 * ```ts
 * buildElementKey({ codebaseId: 'tempo-…', storyboardId: 'sb1', uniquePath: joinUniquePath([0, 2]) })
 * // 'tempo-…|sb1|0-2'
 * ```
 */
export function buildElementKey(parts: ElementKeyParts): string {
  checkParts(parts)
  return [parts.codebaseId, parts.storyboardId, parts.uniquePath].join(ELEMENT_KEY_SEPARATOR)
}

/**
 * Splits an element key into its parts; the inverse of {@link buildElementKey}.
 *
 * @throws {@link ChangeItemError} `INVALID_ELEMENT_KEY` for a string that is not a key.
 * @example
 * ```ts
 * parseElementKey('tempo-…|sb1|0-2').uniquePath // '0-2'
 * ```
 */
export function parseElementKey(key: string): ElementKeyParts {
  const parts = key.split(ELEMENT_KEY_SEPARATOR)
  if (parts.length !== 3) {
    invalidKey(`An element key has three parts joined by "${ELEMENT_KEY_SEPARATOR}": "${key}"`)
  }
  const [codebaseId = '', storyboardId = '', uniquePath = ''] = parts
  const result = { codebaseId, storyboardId, uniquePath }
  checkParts(result)
  return result
}

/**
 * Tells whether a string is a well-formed element key.
 *
 * @example
 * ```ts
 * isElementKey('tempo-…|sb1|0') // true
 * isElementKey('tempo-…') // false
 * ```
 */
export function isElementKey(value: string): boolean {
  try {
    parseElementKey(value)
    return true
  } catch {
    return false
  }
}

function pathSegments(parts: ElementKeyParts): string[] {
  return parts.uniquePath.split(UNIQUE_PATH_SEPARATOR)
}

function startsWith(whole: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((segment, index) => whole[index] === segment)
}

/**
 * Tells whether `ancestorKey` is an ancestor of `descendantKey`: same storyboard, and the
 * descendant's path continues the ancestor's by one or more segments.
 *
 * @throws {@link ChangeItemError} `INVALID_ELEMENT_KEY` for a malformed key.
 * @example
 * ```ts
 * isAncestorOf('a|sb|0', 'c|sb|0-1-3') // true
 * ```
 */
export function isAncestorOf(ancestorKey: string, descendantKey: string): boolean {
  const ancestor = parseElementKey(ancestorKey)
  const descendant = parseElementKey(descendantKey)
  if (ancestor.storyboardId !== descendant.storyboardId) return false
  const outer = pathSegments(ancestor)
  const inner = pathSegments(descendant)
  return inner.length > outer.length && startsWith(inner, outer)
}

/**
 * Tells whether `parentKey` is the direct parent of `childKey`: same storyboard, and the child's
 * path is the parent's plus exactly one segment.
 *
 * @throws {@link ChangeItemError} `INVALID_ELEMENT_KEY` for a malformed key.
 * @example
 * ```ts
 * isParentOf('a|sb|0-1', 'b|sb|0-1-4') // true
 * isParentOf('a|sb|0', 'b|sb|0-1-4') // false
 * ```
 */
export function isParentOf(parentKey: string, childKey: string): boolean {
  const parent = parseElementKey(parentKey)
  const child = parseElementKey(childKey)
  if (parent.storyboardId !== child.storyboardId) return false
  const outer = pathSegments(parent)
  const inner = pathSegments(child)
  return inner.length === outer.length + 1 && startsWith(inner, outer)
}

/**
 * Tells whether two keys name different elements with the same parent in the same storyboard.
 *
 * @throws {@link ChangeItemError} `INVALID_ELEMENT_KEY` for a malformed key.
 * @example
 * ```ts
 * isSiblingOf('a|sb|0-1', 'b|sb|0-2') // true
 * isSiblingOf('a|sb|0-1', 'a|sb|0-1') // false
 * ```
 */
export function isSiblingOf(keyA: string, keyB: string): boolean {
  const a = parseElementKey(keyA)
  const b = parseElementKey(keyB)
  if (a.storyboardId !== b.storyboardId) return false
  const pathA = pathSegments(a)
  const pathB = pathSegments(b)
  return (
    pathA.length === pathB.length &&
    a.uniquePath !== b.uniquePath &&
    startsWith(pathA, pathB.slice(0, -1))
  )
}
