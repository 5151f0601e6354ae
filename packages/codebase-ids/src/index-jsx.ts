import ts from 'typescript'
import { jsxTextValue } from './jsx-text'
import { parseDiagnosticsOf, scanJsx } from './scan-jsx'

/** A place in a source file: `line` counts from 1, `column` from 0 (UTF-16 code units). */
export interface SourcePosition {
  readonly line: number
  readonly column: number
}

/** A range of a source file as offsets (`end` exclusive) and as positions. */
export interface SourceRange {
  readonly start: number
  readonly end: number
  readonly startPosition: SourcePosition
  readonly endPosition: SourcePosition
}

/** A text child written directly in JSX, e.g. `Save` in `<button>Save</button>`. */
export interface JsxTextChild {
  /** What it renders (JSX whitespace rule applied, character references decoded). */
  readonly text: string
  /** The raw text node in the source, indentation included. */
  readonly range: SourceRange
}

/** One JSX element of a file, as both the Vite plugin and mutate-api see it. */
export interface JsxElementEntry {
  /** The codebase id, `tempo-<uuid>`. */
  readonly id: string
  /** Position in the file's depth-first order of JSX elements, fragments excluded; from 0. */
  readonly ordinal: number
  /** The tag as written: `div`, `Button`, `motion.div`, `Foo.Bar`, `svg:rect`. */
  readonly tagName: string
  /** False for host elements (lower-case or dashed names, namespaced names), true otherwise. */
  readonly isComponent: boolean
  /**
   * The nearest enclosing function, method or class whose (declared or inferred) name is
   * capitalised:
   * `function Card()`, `const Card = () =>`, `const Card = memo(forwardRef(…))`,
   * `class Card extends Component`. `null` for JSX outside any such function, e.g. in an
   * anonymous `export default function ()`.
   */
  readonly componentName: string | null
  /**
   * The id of the nearest enclosing JSX element (fragments skipped), whether this element is
   * its child or sits in one of its props or expressions (`icon={<Icon />}`,
   * `{items.map(…)}`); `null` for a root.
   */
  readonly parentId: string | null
  /** The whole element, from `<` to the end of its closing tag or `/>`. */
  readonly range: SourceRange
  /** The opening tag (the whole element when self-closing): where tag name and props are. */
  readonly openingRange: SourceRange
  readonly selfClosing: boolean
  /** Its JSX text children that render something, in order. */
  readonly textChildren: readonly JsxTextChild[]
  /**
   * True when the element has text and nothing else (no elements, no `{expressions}`): its text
   * can be edited in place; otherwise text edits need the "Edit Dynamic Text" path.
   */
  readonly hasOnlyTextChildren: boolean
}

/** A syntax error the parser recovered from. */
export interface JsxSyntaxError {
  readonly message: string
  readonly start: number
  readonly position: SourcePosition
}

/** The result of {@link indexJsx}. */
export interface JsxIndex {
  /** The normalised project-relative path the ids were derived from. */
  readonly relativePath: string
  /** Every JSX element in ordinal order (`elements[i].ordinal === i`). */
  readonly elements: readonly JsxElementEntry[]
  /** Parse errors; ids of a file with errors are still defined but may not match a fixed file. */
  readonly syntaxErrors: readonly JsxSyntaxError[]
}

/** Options of {@link indexJsx}. */
export interface IndexJsxOptions {
  /**
   * A parse of `sourceText` the caller already has (e.g. one made to validate a rewrite), used
   * instead of parsing again. It must be a JSX-enabled parse (`ScriptKind.TSX`/`JSX`, or a
   * `.tsx`/`.jsx` file name) of exactly `sourceText`; with or without parent pointers. The ids
   * and every other field are the same as without it.
   */
  readonly sourceFile?: ts.SourceFile
}

/**
 * Lists every JSX element of a file with its codebase id — the one definition of codebase ids
 * shared by the Vite plugin (which writes them into the app) and mutate-api (which finds the
 * element an id names).
 *
 * An element's id is `codebaseIdFor(relativePath, ordinal)`, where the ordinal counts JSX
 * elements in depth-first source order, skipping fragments (`<>`, `<Fragment>`,
 * `<React.Fragment>`). Inserting or removing an element therefore changes the ids of the
 * elements after it; formatting, prop and text edits change none.
 *
 * @param relativePath the file's path relative to the project root (normalised first).
 * @param sourceText the file's contents (TSX or JSX).
 * @param options `sourceFile`: an existing parse of `sourceText` to reuse (one parse saved).
 * @throws {CodebaseIdError} `INVALID_PATH` when `relativePath` is absolute or leaves the root;
 *   `SOURCE_FILE_MISMATCH` when `options.sourceFile` is not a JSX parse of `sourceText`.
 *
 * @example
 * ```ts
 * const { elements } = indexJsx('src/App.tsx', 'export const App = () => <main><h1>Hi</h1></main>')
 * elements.map((e) => [e.tagName, e.componentName, e.parentId === elements[0]?.id])
 * // [['main', 'App', false], ['h1', 'App', true]]
 *
 * // Reusing a parse made elsewhere (same result, one parse fewer):
 * const sourceFile = ts.createSourceFile('App.tsx', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
 * indexJsx('src/App.tsx', text, { sourceFile })
 * ```
 */
export function indexJsx(
  relativePath: string,
  sourceText: string,
  options: IndexJsxOptions = {},
): JsxIndex {
  const { normalizedPath, sourceFile, elements } = scanJsx(
    relativePath,
    sourceText,
    options.sourceFile,
  )
  const positionOf = (offset: number): SourcePosition => {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(offset)
    return { line: line + 1, column: character }
  }
  const rangeOf = (start: number, end: number): SourceRange => ({
    start,
    end,
    startPosition: positionOf(start),
    endPosition: positionOf(end),
  })

  const entries = elements.map((element): JsxElementEntry => {
    const { node, opening } = element
    const textChildren: JsxTextChild[] = []
    let hasOtherChildren = false
    if (ts.isJsxElement(node)) {
      for (const child of node.children) {
        if (!ts.isJsxText(child)) {
          hasOtherChildren = true
          continue
        }
        const text = jsxTextValue(child.text)
        if (text !== '') textChildren.push({ text, range: rangeOf(child.pos, child.end) })
      }
    }
    return {
      id: element.id,
      ordinal: element.ordinal,
      tagName: element.tagName,
      isComponent: element.isComponent,
      componentName: element.componentName,
      parentId: element.parentId,
      range: rangeOf(node.getStart(sourceFile), node.end),
      openingRange: rangeOf(opening.getStart(sourceFile), opening.end),
      selfClosing: ts.isJsxSelfClosingElement(node),
      textChildren,
      hasOnlyTextChildren: textChildren.length > 0 && !hasOtherChildren,
    }
  })

  return {
    relativePath: normalizedPath,
    elements: entries,
    syntaxErrors: parseDiagnosticsOf(sourceFile).map((diagnostic) => {
      const start = diagnostic.start ?? 0
      return {
        message: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
        start,
        position: positionOf(start),
      }
    }),
  }
}
