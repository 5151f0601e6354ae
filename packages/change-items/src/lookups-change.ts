import type { Lookups, LookupsChange } from './lookups'

/**
 * Lookups with a change applied (see {@link LookupsChange}), and the changed files whose
 * entries were not at the version the change applies to (`stale`: their entries may be out of
 * date — load the lookups again; they are left without a version until then). A change without
 * base versions replaces every entry of the changed files (an older mutate-api's answer), as it
 * does for a file the server had not indexed and a removed file: `replacedFiles` names them (an
 * entry of theirs the change does not hold is gone, though `removedTreeElements` need not say so).
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
): {
  readonly lookups: Lookups
  readonly stale: readonly string[]
  readonly replacedFiles: readonly string[]
} {
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
      : [...checked].filter(
          (file) => (current.fileVersions?.[file] ?? null) !== (base[file] ?? null),
        )
  const treeElements = withChanges(
    current.treeElements,
    dropped,
    change.removedTreeElements,
    change.treeElements,
  )
  const scopes = withChanges(current.scopes, dropped, change.removedScopes, change.scopes)
  const fileVersions: Record<string, string> = { ...current.fileVersions, ...change.fileVersions }
  for (const file of dropped)
    if (change.fileVersions?.[file] === undefined) delete fileVersions[file]
  // A stale file keeps no version: every later change to it is found stale too, until reloaded.
  for (const file of stale) delete fileVersions[file]
  return { lookups: { treeElements, scopes, fileVersions }, stale, replacedFiles: [...dropped] }
}

function withChanges<T extends { readonly filePath: string }>(
  entries: Readonly<Record<string, T>>,
  droppedFiles: ReadonlySet<string>,
  removed: readonly string[] | undefined,
  changed: Readonly<Record<string, T>>,
): Record<string, T> {
  const result: Record<string, T> = {}
  for (const key in entries) {
    const entry = entries[key] as T
    if (!droppedFiles.has(entry.filePath)) result[key] = entry
  }
  for (const key of removed ?? []) delete result[key]
  return Object.assign(result, changed)
}
