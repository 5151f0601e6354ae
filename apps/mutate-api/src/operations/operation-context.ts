import type { LocatedElement, ParsedTsx } from '../source/parsed-tsx'

/** An element reference in a request body: a tree element; only its codebase id is trusted. */
export interface ElementRef {
  readonly codebaseId: string
}

/** A located element together with its file. */
export interface ElementInFile extends LocatedElement {
  readonly file: ParsedTsx
}

/**
 * What an operation may read. Files are read from disk afresh for each change (inside the
 * canvas's write queue) and cached for the change's duration, so every edit is planned against
 * the exact text it will be applied to.
 */
export interface OperationContext {
  /** Reads and parses a TSX file of the project. */
  load(relativePath: string): Promise<ParsedTsx>
  /** Reads any text file of the project; `undefined` when it does not exist. */
  readText(relativePath: string): Promise<string | undefined>
  /**
   * Project-relative paths of the project's files whose path passes `accept` (dependencies,
   * build output and dot-folders are not searched; symlinks not followed).
   */
  findFiles(accept: (relativePath: string) => boolean): Promise<readonly string[]>
  /**
   * Finds the element a codebase id names, by the server's own index.
   *
   * @throws {MutateError} `UNKNOWN_CODEBASE_ID` (404).
   */
  locate(element: ElementRef): Promise<ElementInFile>
}

/**
 * The 8 hex digits that name an element's own style class (`sp-1a2b3c4d` in a stylesheet,
 * `styles.sp1a2b3c4d` in a CSS module): the start of its codebase id.
 */
export function ownClassSuffix(target: ElementInFile): string {
  return target.entry.id.replace('tempo-', '').slice(0, 8)
}
