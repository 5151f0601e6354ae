import type { FrameLookups } from '@splendid/frame-bridge'
import type { Lookups } from '../lookups'

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
