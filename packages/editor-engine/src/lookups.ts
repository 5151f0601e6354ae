import { applyLookupsChange, type Lookups, type LookupsChange } from '@splendid/change-items'

// The lookup types are mutate-api's answer shapes, declared once in @splendid/change-items;
// re-exported here for the editor's modules.
export type { Lookups, LookupsChange, ScopeEntry, TreeElement } from '@splendid/change-items'

/** No elements, no scopes: the editor's lookups before the first answer. */
export const EMPTY_LOOKUPS: Lookups = { treeElements: {}, scopes: {} }

/**
 * Folds the change of the lookups a mutation answered with into the project's (see
 * `applyLookupsChange`): the entries it changed replaced, the ones it removed dropped, the rest
 * kept. `stale` names changed files whose entries were not at the version the change applies to
 * (edited outside the editor since they were loaded): load the lookups again. `replacedFiles`
 * names the files whose every entry was replaced.
 */
export function mergeLookups(
  current: Lookups,
  changedFiles: readonly string[],
  change: LookupsChange,
): ReturnType<typeof applyLookupsChange> {
  return applyLookupsChange(current, changedFiles, change)
}
