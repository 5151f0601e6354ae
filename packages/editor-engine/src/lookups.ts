import type { Lookups } from '@splendid/change-items'

// The lookup types are mutate-api's answer shapes, declared once in @splendid/change-items;
// re-exported here for the editor's modules.
export type { Lookups, ScopeEntry, TreeElement } from '@splendid/change-items'

/** No elements, no scopes: the editor's lookups before the first answer. */
export const EMPTY_LOOKUPS: Lookups = { treeElements: {}, scopes: {} }

/**
 * Folds the lookups a mutation answered with into the project's: every entry of a changed (or
 * removed) file is replaced by the answer's, the rest is kept.
 */
export function mergeLookups(
  current: Lookups,
  changedFiles: readonly string[],
  changed: Lookups,
): Lookups {
  const replaced = new Set([...changedFiles, ...(changed.removedFiles ?? [])])
  const keep = <T extends { readonly filePath: string }>(entries: Readonly<Record<string, T>>) =>
    Object.fromEntries(Object.entries(entries).filter(([, entry]) => !replaced.has(entry.filePath)))
  return {
    treeElements: { ...keep(current.treeElements), ...changed.treeElements },
    scopes: { ...keep(current.scopes), ...changed.scopes },
  }
}
