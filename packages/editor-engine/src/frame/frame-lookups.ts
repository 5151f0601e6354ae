import type { FrameLookups } from '@splendid/frame-bridge'
import type { Lookups } from '../lookups'

/**
 * The lookups as the frame takes them: each entry copied into a plain JSON record (the frame
 * treats them as opaque JSON it hands back).
 *
 * @example
 * ```ts
 * await frame.call('setNewLookups', frameLookups(state.lookups))
 * ```
 */
export function frameLookups(lookups: Lookups): FrameLookups {
  return {
    treeElementLookup: Object.fromEntries(
      Object.entries(lookups.treeElements).map(([id, entry]) => [id, { ...entry }]),
    ),
    scopeLookup: Object.fromEntries(
      Object.entries(lookups.scopes).map(([id, entry]) => [id, { ...entry }]),
    ),
    storyboardComponentElement: null,
  }
}
