import type { ScopeEntry, TreeElement } from '@splendid/change-items'
import type { FileLookups } from './file-lookups'

/** What a rewrite did to one file's lookup entries. */
export interface FileLookupsDiff {
  /** Entries that are new or differ from the entry of the same key before. */
  readonly treeElements: readonly TreeElement[]
  readonly scopes: readonly ScopeEntry[]
  /** Keys whose entries are gone: codebase ids, and scope keys (`<filePath>#<componentName>`). */
  readonly removedTreeElements: readonly string[]
  readonly removedScopes: readonly string[]
}

/** The key of a scope entry in the lookups. */
export function scopeKey(scope: ScopeEntry): string {
  return `${scope.filePath}#${scope.componentName}`
}

/**
 * The entries of one file's lookups that a rewrite added, changed or removed (`undefined`: the
 * file was not indexed). Entries a derived index kept are the same objects and cost nothing to
 * compare; rebuilt ones are compared by value.
 */
export function diffFileLookups(
  before: FileLookups | undefined,
  after: FileLookups | undefined,
): FileLookupsDiff {
  const elements = diffEntries(
    before?.treeElements ?? [],
    after?.treeElements ?? [],
    (element) => element.codebaseId,
  )
  const scopes = diffEntries(before?.scopes ?? [], after?.scopes ?? [], scopeKey)
  return {
    treeElements: elements.changed,
    scopes: scopes.changed,
    removedTreeElements: elements.removed,
    removedScopes: scopes.removed,
  }
}

function diffEntries<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (entry: T) => string,
): { changed: T[]; removed: string[] } {
  const previous = new Map<string, T>()
  for (const entry of before) previous.set(keyOf(entry), entry)
  const changed: T[] = []
  for (const entry of after) {
    const key = keyOf(entry)
    const old = previous.get(key)
    previous.delete(key)
    if (old === undefined || (old !== entry && !sameJson(old, entry))) changed.push(entry)
  }
  return { changed, removed: [...previous.keys()] }
}

/** Whether two JSON-like values serialise the same (keys holding `undefined` are left out). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    for (let index = 0; index < a.length; index += 1)
      if (!sameJson(a[index], b[index])) return false
    return true
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  let count = 0
  for (const key in left) {
    if (left[key] === undefined) continue
    count += 1
    if (!sameJson(left[key], right[key])) return false
  }
  for (const key in right) if (right[key] !== undefined) count -= 1
  return count === 0
}
