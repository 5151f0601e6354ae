import {
  type AppliedLookupsChange,
  applyLookupsChangeInPlace,
  copyLookups,
  type Lookups,
  type LookupsChange,
  type MutableLookups,
} from '@splendid/change-items'

// The lookup types are mutate-api's answer shapes, declared once in @splendid/change-items;
// re-exported here for the editor's modules.
export type { Lookups, LookupsChange, ScopeEntry, TreeElement } from '@splendid/change-items'

/** No elements, no scopes: the editor's lookups before the first answer. */
export const EMPTY_LOOKUPS: Lookups = { treeElements: {}, scopes: {} }

/** The records this module made and only its merges change: no one else holds them. */
const ownRecords = new WeakSet<object>()

/**
 * Folds the change of the lookups a mutation answered with into the project's (see
 * `applyLookupsChangeInPlace`): the entries it changed replaced, the ones it removed dropped, the
 * rest kept. `stale` names changed files whose entries were not at the version the change
 * applies to (edited outside the editor since they were loaded): load the lookups again.
 * `replacedFiles` names the files whose every entry was replaced, `removedTreeElements` and
 * `removedScopes` the keys that are gone.
 *
 * The lookups it returns are a new object (compare lookups by identity, as the store does), but
 * their records are the editor's own: the first merge into lookups from elsewhere (an answer of
 * `GET lookups`, {@link EMPTY_LOOKUPS}) copies them once, and every later merge changes them in
 * place — at the cost of the change, not of the project's tens of thousands of entries. So
 * earlier lookups of the editor's show later entries: read entries from the current lookups.
 */
export function mergeLookups(
  current: Lookups,
  changedFiles: readonly string[],
  change: LookupsChange,
): AppliedLookupsChange & { readonly lookups: Lookups } {
  const records = isOwn(current) ? current : own(copyLookups(current))
  const applied = applyLookupsChangeInPlace(records, changedFiles, change)
  return {
    lookups: {
      treeElements: records.treeElements,
      scopes: records.scopes,
      fileVersions: records.fileVersions,
    },
    ...applied,
  }
}

function isOwn(lookups: Lookups): lookups is MutableLookups {
  return (
    ownRecords.has(lookups.treeElements) &&
    ownRecords.has(lookups.scopes) &&
    lookups.fileVersions !== undefined &&
    ownRecords.has(lookups.fileVersions)
  )
}

function own(lookups: MutableLookups): MutableLookups {
  ownRecords.add(lookups.treeElements).add(lookups.scopes).add(lookups.fileVersions)
  return lookups
}
