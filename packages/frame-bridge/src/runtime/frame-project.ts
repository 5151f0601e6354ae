import type {
  FrameLookups,
  FrameLookupsChange,
  InitProjectInput,
  StoryboardType,
} from '../frame-functions'

/** The storyboard id the tree keys use until `initProject` names one. */
export const DEFAULT_STORYBOARD_ID = 'preview'

/** What the editor said about the project: the storyboard and the codebase lookups. */
export interface FrameProject {
  /** The storyboard part of every element key. */
  readonly storyboardId: string
  readonly storyboardType: StoryboardType
  /**
   * The latest lookups: replaced whole by `initProject` / `setNewLookups` (the frame then owns
   * the records: they were parsed from the message), changed in place by `updateCodebaseIds`.
   */
  readonly lookups: FrameLookups
  /** Takes the storyboard and lookups of `initProject` (an empty storyboard id keeps the default). */
  init(input: InitProjectInput): void
  setLookups(lookups: FrameLookups): void
  /** Applies a rewrite's change: removed keys go, changed entries are added or replace theirs. */
  changeLookups(change: FrameLookupsChange): void
}

/**
 * The project the frame edits, as the editor describes it. Before `initProject` the storyboard is
 * `preview` of an `APPLICATION` and the lookups are empty.
 *
 * @example
 * ```ts
 * const project = createFrameProject()
 * project.init(input)
 * pickElementKey(index, key, project.lookups.treeElementLookup, false)
 * ```
 */
export function createFrameProject(): FrameProject {
  let storyboardId = DEFAULT_STORYBOARD_ID
  let storyboardType: StoryboardType = 'APPLICATION'
  let lookups: FrameLookups = {
    treeElementLookup: {},
    scopeLookup: {},
    storyboardComponentElement: null,
  }
  return {
    get storyboardId() {
      return storyboardId
    },
    get storyboardType() {
      return storyboardType
    },
    get lookups() {
      return lookups
    },
    init(input) {
      storyboardId = input.storyboardId || DEFAULT_STORYBOARD_ID
      storyboardType = input.storyboardType
      lookups = input
    },
    setLookups(next) {
      lookups = next
    },
    changeLookups(change) {
      changeInPlace(lookups.treeElementLookup, change.removedTreeElements, change.treeElementLookup)
      changeInPlace(lookups.scopeLookup, change.removedScopes, change.scopeLookup)
    },
  }
}

/**
 * In place, so a change costs its own size rather than the project's (a copy of a 2,000-file
 * project's records is ~100k keys per rewrite). The frame owns the records: they were parsed
 * from the message that brought them.
 */
function changeInPlace<T>(
  entries: Readonly<Record<string, T>>,
  removed: readonly string[],
  added: Readonly<Record<string, T>>,
): void {
  const owned = entries as Record<string, T>
  for (const key of removed) delete owned[key]
  Object.assign(owned, added)
}
