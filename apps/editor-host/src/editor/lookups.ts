/** What mutate-api knows about one codebase id (its tree-element lookup entry). */
export interface TreeElement {
  readonly codebaseId: string
  readonly type: 'component' | 'component-instance' | 'native'
  readonly tagName: string
  readonly componentName: string | null
  readonly parentCodebaseId: string | null
  /** Project-relative POSIX path. */
  readonly filePath: string
  readonly line: number
  readonly column: number
  readonly removableClasses: readonly string[]
  readonly textIsStatic: boolean
  readonly editableText: string | null
}

/** A component of the project and the ids written in it. */
export interface ScopeEntry {
  readonly type: 'component'
  readonly componentName: string
  readonly filePath: string
  readonly codebaseIds: readonly string[]
  readonly rootCodebaseIds: readonly string[]
}

/** The whole project's lookups, or the part a mutation changed. */
export interface Lookups {
  readonly treeElements: Readonly<Record<string, TreeElement>>
  readonly scopes: Readonly<Record<string, ScopeEntry>>
  readonly removedFiles?: readonly string[]
}

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
