import type { AppliedLookupsChange } from '@splendid/change-items'
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
 * What the frame must change to hold a merge's lookups when it held the lookups before it: the
 * entries the answer's change brought and the keys that are gone — those the change removed and
 * the other entries of files it replaced whole (see `mergeLookups`). Sent with
 * `updateCodebaseIds` instead of the whole lookups, which the frame would otherwise parse and
 * check in full after every change.
 *
 * @example
 * ```ts
 * const merged = mergeLookups(was, answer.changedFiles, answer.lookups)
 * void frame.call('updateCodebaseIds', {
 *   prevIdToNewIdMap,
 *   lookupsChange: frameLookupsChange(merged, answer.lookups),
 * })
 * ```
 */
export function frameLookupsChange(
  merged: Pick<AppliedLookupsChange, 'removedTreeElements' | 'removedScopes'>,
  change: LookupsChange,
): FrameLookupsChange {
  return {
    treeElementLookup: change.treeElements,
    scopeLookup: change.scopes,
    removedTreeElements: [...merged.removedTreeElements],
    removedScopes: [...merged.removedScopes],
  }
}
