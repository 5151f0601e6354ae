import ts from 'typescript'
import { jsxTextValue } from './jsx-text'
import { linguiTransNames, transProps } from './lingui-trans'
import { type LiteralPropValue, literalPropsOf } from './literal-props'
import { parseDiagnosticsOf, type ScannedElement, scanJsx } from './scan-jsx'

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

/**
 * Text of an element that is written literally in the source and can be edited in place:
 * - `text`: the element's only child is one JSX text (`<p>Save</p>`);
 * - `lingui-trans`: the text of a Lingui `<Trans>` macro (imported from `@lingui/react/macro` or
 *   `@lingui/macro`) whose only child is one JSX text and whose message is keyed by that text
 *   (no `id`, no spread, a literal `context` if any) — the `<Trans>` itself, or a host element
 *   whose only child (besides indentation) is such a `<Trans>`
 *   (`<h1><Trans>Welcome</Trans></h1>`). Its text is also the message id (`msgid`) of the
 *   Lingui catalogues, so an edit must rename the message there too.
 *
 * A `<Trans>` with placeholders (`{name}`) or nested elements is not static.
 */
export type StaticText =
  | {
      readonly kind: 'text'
      /** What it renders (as {@link JsxTextChild.text}). */
      readonly text: string
      /** The raw JSX text node, indentation included. */
      readonly range: SourceRange
    }
  | {
      readonly kind: 'lingui-trans'
      /** What it renders in the source language: the message (`msgid`). */
      readonly text: string
      /** The raw JSX text node inside the `<Trans>`, indentation included. */
      readonly range: SourceRange
      /** The codebase id of the `<Trans>` element. */
      readonly transId: string
      /** The message context (`<Trans context="…">`, PO `msgctxt`), `null` without one. */
      readonly context: string | null
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
  /**
   * The element's text when it is static ({@link StaticText}): plain JSX text, or the text of a
   * Lingui `<Trans>` macro; `null` when the text has elements or `{expressions}` (or there is
   * none).
   */
  readonly staticText: StaticText | null
  /** The props written as literals on the opening tag (see {@link literalPropsOf}). */
  readonly literalProps: Readonly<Record<string, LiteralPropValue>>
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

  const transNames = linguiTransNames(sourceFile)
  const ownTexts = new Map<ts.Node, { element: ScannedElement; own: OwnText }>()
  for (const element of elements)
    ownTexts.set(element.node, { element, own: ownTextOf(element, rangeOf) })

  const entries = elements.map((element): JsxElementEntry => {
    const { node, opening } = element
    const { own } = ownTexts.get(node) as { own: OwnText }
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
      textChildren: own.textChildren,
      hasOnlyTextChildren: own.textChildren.length > 0 && !own.hasOtherChildren,
      staticText: staticTextOf(element, own, transNames, (child) => {
        const scanned = ownTexts.get(child)
        return scanned === undefined ? null : transTextOf(scanned.element, scanned.own, transNames)
      }),
      literalProps: literalPropsOf(opening),
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

/** An element's own text children (internal). */
interface OwnText {
  readonly textChildren: readonly JsxTextChild[]
  readonly hasOtherChildren: boolean
  /** The only child is one text: the edit target of a static text. */
  readonly single: JsxTextChild | null
  /** The children besides indentation-only text (what a wrapper element holds). */
  readonly meaningful: readonly ts.JsxChild[]
}

function ownTextOf(
  element: ScannedElement,
  rangeOf: (start: number, end: number) => SourceRange,
): OwnText {
  const textChildren: JsxTextChild[] = []
  const meaningful: ts.JsxChild[] = []
  let hasOtherChildren = false
  if (ts.isJsxElement(element.node)) {
    for (const child of element.node.children) {
      if (!ts.isJsxText(child)) {
        hasOtherChildren = true
        meaningful.push(child)
        continue
      }
      const text = jsxTextValue(child.text)
      if (text === '') continue
      textChildren.push({ text, range: rangeOf(child.pos, child.end) })
      meaningful.push(child)
    }
  }
  const [first] = textChildren
  const single = !hasOtherChildren && textChildren.length === 1 && first ? first : null
  return { textChildren, hasOtherChildren, single, meaningful }
}

/** The static text of a Lingui `<Trans>` element, `null` for any other element. */
function transTextOf(
  element: ScannedElement,
  own: OwnText,
  transNames: ReadonlySet<string>,
): StaticText | null {
  const { opening } = element
  if (!ts.isIdentifier(opening.tagName) || !transNames.has(opening.tagName.text)) return null
  if (own.single === null) return null
  const props = transProps(opening.attributes)
  if (props.kind !== 'message') return null
  return {
    kind: 'lingui-trans',
    text: own.single.text,
    range: own.single.range,
    transId: element.id,
    context: props.context,
  }
}

function staticTextOf(
  element: ScannedElement,
  own: OwnText,
  transNames: ReadonlySet<string>,
  transTextOfChild: (child: ts.JsxElement) => StaticText | null,
): StaticText | null {
  const { opening } = element
  if (ts.isIdentifier(opening.tagName) && transNames.has(opening.tagName.text))
    return transTextOf(element, own, transNames)
  if (own.single !== null) return { kind: 'text', text: own.single.text, range: own.single.range }
  const [only, ...rest] = own.meaningful
  if (element.isComponent || only === undefined || rest.length > 0 || !ts.isJsxElement(only))
    return null
  return transTextOfChild(only)
}
