import { indexJsx, type JsxElementEntry, type JsxIndex } from '@splendid/codebase-ids'
import ts from 'typescript'
import { MutateError } from '../mutate-error'

/** A JSX element node: `<a>…</a>` or `<a />`. */
export type JsxElementNode = ts.JsxElement | ts.JsxSelfClosingElement

/** One located element: its index entry and its syntax node. */
export interface LocatedElement {
  readonly entry: JsxElementEntry
  readonly node: JsxElementNode
}

/**
 * Reads the syntax errors the parser recovered from. `parseDiagnostics` is present on every
 * source file but missing from the public typings; it is the cheap way to validate a rewrite
 * (no program, no type check).
 */
export function syntaxErrorsOf(sourceFile: ts.SourceFile): readonly ts.DiagnosticWithLocation[] {
  const withDiagnostics = sourceFile as ts.SourceFile & {
    readonly parseDiagnostics?: readonly ts.DiagnosticWithLocation[]
  }
  return withDiagnostics.parseDiagnostics ?? []
}

/**
 * Parses TSX/JSX text with parent pointers. The parser is asked for none (its own pass over the
 * tree costs about a third of the parse); {@link linkParents} sets them in the walk that also
 * collects the JSX elements, so the tree is walked once.
 */
export function parseTsx(relativePath: string, text: string): ts.SourceFile {
  return parseAndLink(relativePath, text)
}

/**
 * {@link parseTsx}, also collecting the JSX elements by the start of their first token when
 * given a map to fill.
 */
function parseAndLink(
  relativePath: string,
  text: string,
  elementsByStart?: Map<number, JsxElementNode>,
): ts.SourceFile {
  const sourceFile = ts.createSourceFile(
    relativePath,
    text,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  )
  linkParents(
    sourceFile,
    elementsByStart === undefined
      ? () => undefined
      : (node) => elementsByStart.set(node.getStart(sourceFile), node),
  )
  return sourceFile
}

/**
 * Sets `parent` on every node reachable with `forEachChild` (JSDoc nodes are not: nothing here
 * reads them) and calls `onJsxElement` for each JSX element, in depth-first order.
 */
function linkParents(
  sourceFile: ts.SourceFile,
  onJsxElement: (node: JsxElementNode) => void,
): void {
  // One visitor for the whole walk (not a closure per node): the parent is kept in a variable.
  let parent: ts.Node = sourceFile
  const visit = (node: ts.Node): void => {
    ;(node as { parent: ts.Node }).parent = parent
    if (node.kind === ts.SyntaxKind.JsxElement || node.kind === ts.SyntaxKind.JsxSelfClosingElement)
      onJsxElement(node as JsxElementNode)
    const saved = parent
    parent = node
    ts.forEachChild(node, visit)
    parent = saved
  }
  ts.forEachChild(sourceFile, visit)
}

/**
 * One TSX file as an operation sees it: its text, its syntax tree and its codebase-id index,
 * with elements resolvable by id.
 *
 * The index can be given instead of computed (it must then be what `indexJsx` gives for exactly
 * `text`, and the text must parse without errors): a rewrite that only touched one element's
 * attributes derives it from the file before (see `attribute-edit.ts`). The syntax tree is then
 * parsed on first use ({@link prepare} does it ahead of time), so such a change is answered
 * before the file it wrote is parsed again.
 */
export class ParsedTsx {
  readonly relativePath: string
  readonly text: string
  readonly index: JsxIndex
  /** The file's line ending, kept for every line an operation inserts. */
  readonly eol: '\n' | '\r\n'
  private tree: ts.SourceFile | undefined
  private nodes: Map<number, JsxElementNode> | undefined
  private readonly entriesById = new Map<string, JsxElementEntry>()
  private readonly entriesByStart = new Map<number, JsxElementEntry>()

  constructor(relativePath: string, text: string, knownIndex?: JsxIndex) {
    this.relativePath = relativePath
    this.text = text
    // One parse serves both: indexJsx reuses ours instead of parsing the text again.
    this.index = knownIndex ?? indexJsx(relativePath, text, { sourceFile: this.sourceFile })
    this.eol = text.includes('\r\n') ? '\r\n' : '\n'
    for (const entry of this.index.elements) {
      this.entriesById.set(entry.id, entry)
      this.entriesByStart.set(entry.range.start, entry)
    }
  }

  /** The syntax tree, with parent pointers (parsed now if it was not yet). */
  get sourceFile(): ts.SourceFile {
    this.prepare()
    return this.tree as ts.SourceFile
  }

  /** Parses the syntax tree now if it was not yet (e.g. while the server is idle). */
  prepare(): void {
    if (this.tree !== undefined) return
    this.nodes = new Map()
    this.tree = parseAndLink(this.relativePath, this.text, this.nodes)
  }

  private get nodesByStart(): Map<number, JsxElementNode> {
    this.prepare()
    return this.nodes as Map<number, JsxElementNode>
  }

  /** The syntax errors of the file as it is (none for a file given with its index). */
  get syntaxErrors(): readonly ts.DiagnosticWithLocation[] {
    return this.tree === undefined ? [] : syntaxErrorsOf(this.tree)
  }

  /** Whether the file holds an element with this id. */
  has(codebaseId: string): boolean {
    return this.entriesById.has(codebaseId)
  }

  /**
   * The element an id names.
   *
   * @throws {MutateError} `UNKNOWN_CODEBASE_ID` when the file has no such element.
   */
  locate(codebaseId: string): LocatedElement {
    const entry = this.entriesById.get(codebaseId)
    const node = entry === undefined ? undefined : this.nodesByStart.get(entry.range.start)
    if (entry === undefined || node === undefined) {
      throw new MutateError(
        'UNKNOWN_CODEBASE_ID',
        `No element with codebase id "${codebaseId}" in ${this.relativePath}`,
      )
    }
    return { entry, node }
  }

  /** The index entry of the element starting at an offset, if any (no syntax tree needed). */
  entryAt(start: number): JsxElementEntry | undefined {
    return this.entriesByStart.get(start)
  }

  /** The element starting at an offset, if any. */
  elementAt(start: number): LocatedElement | undefined {
    const node = this.nodesByStart.get(start)
    const entry = this.entriesByStart.get(start)
    return node === undefined || entry === undefined ? undefined : { entry, node }
  }

  /** The element a node is. */
  locateByNode(node: JsxElementNode): LocatedElement {
    const found = this.elementAt(node.getStart(this.sourceFile))
    if (found === undefined) throw new Error(`No indexed element at ${node.pos}`)
    return found
  }

  /** The whitespace at the start of the line holding `offset`. */
  indentAt(offset: number): string {
    const lineStart = this.text.lastIndexOf('\n', offset - 1) + 1
    return /^[ \t]*/.exec(this.text.slice(lineStart))?.[0] ?? ''
  }

  /** The source text of a node, from its first token. */
  textOf(node: ts.Node): string {
    return this.text.slice(node.getStart(this.sourceFile), node.end)
  }

  /** The start of a node's first token. */
  startOf(node: ts.Node): number {
    return node.getStart(this.sourceFile)
  }
}
