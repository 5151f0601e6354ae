import type { FrameLookups, FrameLookupsChange } from '@splendid/frame-bridge'
import type { Lookups, LookupsChange } from '../lookups'

/**
 * The lookups as the frame takes them (`FrameLookups` is typed with change-items' lookup types,
 * so the entries are handed over as they are).
 *
 * @example
 * ```ts
 * await frame.call('setNewLookups', frameLookups(state.lookups))
 * ```
 */
export function frameLookups(lookups: Lookups): FrameLookups {
  return {
    treeElementLookup: lookups.treeElements,
    scopeLookup: lookups.scopes,
    storyboardComponentElement: null,
  }
}

/**
 * What the frame must change to hold a merge's lookups when it holds `before`: the entries the
 * answer's change brought and the keys that are gone — those the change removed and the other
 * entries of files it replaced whole (see `mergeLookups`). Sent with `updateCodebaseIds` instead
 * of the whole lookups, which the frame would otherwise parse and check in full after every
 * change. Costs the change's size; only a replaced file's entries are looked for among all.
 *
 * @example
 * ```ts
 * const merged = mergeLookups(was, answer.changedFiles, answer.lookups)
 * void frame.call('updateCodebaseIds', {
 *   prevIdToNewIdMap,
 *   lookupsChange: frameLookupsChange(was, merged, answer.lookups),
 * })
 * ```
 */
export function frameLookupsChange(
  before: Lookups,
  merged: { readonly lookups: Lookups; readonly replacedFiles: readonly string[] },
  change: LookupsChange,
): FrameLookupsChange {
  const replaced = new Set(merged.replacedFiles)
  const after = merged.lookups
  return {
    treeElementLookup: change.treeElements,
    scopeLookup: change.scopes,
    removedTreeElements: gone(
      before.treeElements,
      after.treeElements,
      change.removedTreeElements,
      replaced,
    ),
    removedScopes: gone(before.scopes, after.scopes, change.removedScopes, replaced),
  }
}

function gone<T extends { readonly filePath: string }>(
  before: Readonly<Record<string, T>>,
  after: Readonly<Record<string, T>>,
  removed: readonly string[] = [],
  replacedFiles: ReadonlySet<string>,
): string[] {
  const keys = new Set(removed)
  if (replacedFiles.size > 0)
    for (const key of Object.keys(before))
      if (replacedFiles.has((before[key] as T).filePath)) keys.add(key)
  return [...keys].filter((key) => before[key] !== undefined && after[key] === undefined)
}
