/**
 * What kind of element a codebase id names: `native` for a host element (`div`),
 * `component-instance` for a use of a component (`<Card>`), `component` for a component itself.
 */
export type TreeElementType = 'component' | 'component-instance' | 'native'

/**
 * One entry of mutate-api's tree-element lookup: what the server knows about a codebase id.
 * Clients keep these by id and send them back in request bodies (see `prepareApiRequest`); the
 * server trusts only `codebaseId` and resolves it against its own index.
 *
 * @example
 * ```ts
 * const element: TreeElement = lookups.treeElements[codebaseId]
 * if (element?.textIsStatic) showTextEditor(element.editableText)
 * ```
 */
export interface TreeElement {
  readonly codebaseId: string
  readonly type: TreeElementType
  readonly tagName: string
  /** The component whose source holds the element (`Card` for JSX written in `function Card`). */
  readonly componentName: string | null
  readonly parentCodebaseId: string | null
  /** Project-relative POSIX path. */
  readonly filePath: string
  /** 1-based line of the element's `<`. */
  readonly line: number
  /** 0-based column of the element's `<`. */
  readonly column: number
  /** Classes written as text in the className (removable with `mutate/removeClass`). */
  readonly removableClasses: readonly string[]
  /** Whether the element's children are static text only (editable with `mutate/editText`). */
  readonly textIsStatic: boolean
  /** That text, when static. */
  readonly editableText: string | null
  /**
   * The static text runs of an element whose children mix text with elements or
   * `{expressions}` (`Sign in <b>now</b>, {name}` → `['Sign in ', ', ']`), in source order, as
   * each renders: each is editable in place with `mutate/editText` and its `textRunIndex`.
   * Absent when there are none, when the text is static (see `editableText`) and inside a Lingui
   * `<Trans>` (its runs belong to a message).
   */
  readonly textRuns?: readonly string[]
  /**
   * The props written as literals on the element's opening tag (`title="Algebra"`,
   * `lessons={12}`, `open`): what `mutate/changePropValue` can rewrite without replacing an
   * expression. Props a later `{...spread}` may override are not listed.
   */
  readonly literalProps: Readonly<Record<string, string | number | boolean>>
}

/**
 * One entry of mutate-api's scope lookup: a component defined in the project, with the codebase
 * ids of the JSX written in it.
 */
export interface ScopeEntry {
  readonly type: 'component'
  readonly componentName: string
  /** Project-relative POSIX path. */
  readonly filePath: string
  readonly codebaseIds: readonly string[]
  /** Elements of the component without a JSX parent: what it returns. */
  readonly rootCodebaseIds: readonly string[]
}

/**
 * Both lookups of a project, as `GET canvases/{canvasId}/parseAndMutate/lookups` answers them,
 * or the changed part of them in a `MutationResponse`.
 *
 * @example
 * ```ts
 * const lookups: Lookups = await (await fetch(`${base}/${buildLookupsUrlPath('learner-web')}`)).json()
 * Object.keys(lookups.treeElements).length
 * ```
 */
export interface Lookups {
  /** Keyed by codebase id. */
  readonly treeElements: Readonly<Record<string, TreeElement>>
  /** Keyed `<filePath>#<componentName>`. */
  readonly scopes: Readonly<Record<string, ScopeEntry>>
  /** Files whose entries were dropped (deleted files), in a partial lookup. */
  readonly removedFiles?: readonly string[]
  /**
   * The version of each file's entries, as mutate-api names them (a new one each time it indexes
   * the file): a {@link LookupsChange} applies to exactly the versions it names.
   */
  readonly fileVersions?: Readonly<Record<string, string>>
}

/**
 * How a change altered the lookups of the files it wrote — a `MutationResponse`'s `lookups`:
 * the entries it added or changed (`treeElements`, `scopes`), the ones it removed, and each
 * file's version before it (`baseFileVersions`, `null` for a file that was not indexed) and
 * after it (`fileVersions`). A restyle sends one entry, not the file's hundreds.
 */
export interface LookupsChange extends Lookups {
  /** Codebase ids whose entries are gone. */
  readonly removedTreeElements?: readonly string[]
  /** Scope keys (`<filePath>#<componentName>`) whose entries are gone. */
  readonly removedScopes?: readonly string[]
  readonly baseFileVersions?: Readonly<Record<string, string | null>>
}
