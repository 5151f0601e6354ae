import type { Lookups, LookupsChange, ScopeEntry, TreeElement } from './lookups'

/** Lookups whose records their holder changes in place (see {@link applyLookupsChangeInPlace}). */
export interface MutableLookups {
  readonly treeElements: Record<string, TreeElement>
  readonly scopes: Record<string, ScopeEntry>
  readonly fileVersions: Record<string, string>
}

/** What applying a {@link LookupsChange} did, besides the entries it put in. */
export interface AppliedLookupsChange {
  /**
   * The changed files whose entries were not at the version the change applies to: their
   * entries may be out of date — load the lookups again (they are left without a version until
   * then).
   */
  readonly stale: readonly string[]
  /**
   * The files whose every entry was replaced: a removed file, one the server had not indexed,
   * each changed file of a change without base versions (an older mutate-api's answer). An entry
   * of theirs the change does not hold is gone, though `removedTreeElements` need not say so.
   */
  readonly replacedFiles: readonly string[]
  /** The codebase ids whose entries were held and are gone. */
  readonly removedTreeElements: readonly string[]
  /** The scope keys whose entries were held and are gone. */
  readonly removedScopes: readonly string[]
}

/**
 * Lookups with a change applied (see {@link LookupsChange}): new records, the ones given left
 * as they were. Costs the size of the lookups; a holder that owns its records applies changes at
 * the cost of their size with {@link applyLookupsChangeInPlace}.
 *
 * @example
 * ```ts
 * const { lookups, stale } = applyLookupsChange(current, answer.changedFiles, answer.lookups)
 * if (stale.length > 0) reload()
 * ```
 */
export function applyLookupsChange(
  current: Lookups,
  changedFiles: readonly string[],
  change: LookupsChange,
): AppliedLookupsChange & { readonly lookups: Lookups } {
  const lookups = copyLookups(current)
  return { lookups, ...applyLookupsChangeInPlace(lookups, changedFiles, change) }
}

/** Records of their own holding the same entries (the entries themselves are shared). */
export function copyLookups(lookups: Lookups): MutableLookups {
  return {
    treeElements: { ...lookups.treeElements },
    scopes: { ...lookups.scopes },
    fileVersions: { ...lookups.fileVersions },
  }
}

/**
 * Applies a change to lookups whose records the caller owns, in place: at the cost of the
 * change, not of the lookups (on a 2,000-file project they hold some 80,000 entries), except
 * for a replaced file, whose entries are looked for among all. Anyone else holding these records
 * sees the change.
 *
 * @example
 * ```ts
 * const own = copyLookups(await api.lookups(canvasId)) // once
 * const { stale } = applyLookupsChangeInPlace(own, answer.changedFiles, answer.lookups)
 * ```
 */
export function applyLookupsChangeInPlace(
  lookups: MutableLookups,
  changedFiles: readonly string[],
  change: LookupsChange,
): AppliedLookupsChange {
  const base = change.baseFileVersions
  const dropped = new Set(change.removedFiles ?? [])
  if (base === undefined) for (const file of changedFiles) dropped.add(file)
  // A file the server had not indexed before: the change holds all its entries.
  for (const [file, version] of Object.entries(base ?? {})) if (version === null) dropped.add(file)
  // Every file the change gives a version for is checked (one re-indexed but not written too).
  const checked = new Set([...changedFiles, ...Object.keys(base ?? {})])
  const stale =
    base === undefined
      ? []
      : [...checked].filter((file) => (lookups.fileVersions[file] ?? null) !== (base[file] ?? null))
  const removedTreeElements = applyEntries(
    lookups.treeElements,
    dropped,
    change.removedTreeElements,
    change.treeElements,
  )
  const removedScopes = applyEntries(lookups.scopes, dropped, change.removedScopes, change.scopes)
  const versions = lookups.fileVersions
  Object.assign(versions, change.fileVersions)
  for (const file of dropped) if (change.fileVersions?.[file] === undefined) delete versions[file]
  // A stale file keeps no version: every later change to it is found stale too, until reloaded.
  for (const file of stale) delete versions[file]
  return { stale, replacedFiles: [...dropped], removedTreeElements, removedScopes }
}

/** Drops the removed keys and every entry of a dropped file, puts in the changed; the gone keys. */
function applyEntries<T extends { readonly filePath: string }>(
  entries: Record<string, T>,
  droppedFiles: ReadonlySet<string>,
  removed: readonly string[] | undefined,
  changed: Readonly<Record<string, T>>,
): string[] {
  const gone = new Set<string>()
  for (const key of removed ?? []) if (Object.hasOwn(entries, key)) gone.add(key)
  if (droppedFiles.size > 0)
    for (const key in entries)
      if (droppedFiles.has((entries[key] as T).filePath) && !Object.hasOwn(changed, key))
        gone.add(key)
  for (const key of gone) delete entries[key]
  Object.assign(entries, changed)
  for (const key of Object.keys(changed)) gone.delete(key)
  return [...gone]
}
