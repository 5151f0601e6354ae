/** What kind of element a codebase id names. */
export type TreeElementType = 'component' | 'component-instance' | 'native'

/**
 * One entry of the tree-element lookup: what mutate-api knows about a codebase id. The editor
 * host keeps these by id and sends them back in request bodies (the server trusts only
 * `codebaseId` and resolves it against its own index).
 */
export interface TreeElement {
  readonly codebaseId: string
  /** `native` for host elements (`div`), `component-instance` for a use of a component (`<Card>`). */
  readonly type: TreeElementType
  readonly tagName: string
  /** The component whose source holds the element (`Card` for JSX written in `function Card`). */
  readonly componentName: string | null
  readonly parentCodebaseId: string | null
  /** Project-relative POSIX path. */
  readonly filePath: string
  /** 1-based line and 0-based column of the element's `<`. */
  readonly line: number
  readonly column: number
  /** Classes written as text in the className (removable with `mutate/removeClass`). */
  readonly removableClasses: readonly string[]
  /** Whether the element's children are static text only (editable with `mutate/editText`). */
  readonly textIsStatic: boolean
  /** That text, when static. */
  readonly editableText: string | null
}

/**
 * One entry of the scope lookup: a component defined in the project (type `component`), with
 * the codebase ids of the JSX written in it.
 */
export interface ScopeEntry {
  readonly type: 'component'
  readonly componentName: string
  readonly filePath: string
  readonly codebaseIds: readonly string[]
  /** Elements of the component without a JSX parent: what it returns. */
  readonly rootCodebaseIds: readonly string[]
}

/** Both lookups, or the changed part of them. */
export interface Lookups {
  readonly treeElements: Readonly<Record<string, TreeElement>>
  /** Keyed `<filePath>#<componentName>`. */
  readonly scopes: Readonly<Record<string, ScopeEntry>>
  /** Files whose entries were dropped (deleted files), in a partial lookup. */
  readonly removedFiles?: readonly string[]
}
