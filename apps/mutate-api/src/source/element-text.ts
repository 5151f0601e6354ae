import ts from 'typescript'
import type { ParsedTsx } from './parsed-tsx'
import type { KeptText } from './text-edit'

/**
 * The text of an element about to be inserted somewhere, with what is needed to re-indent it
 * for its new place: the indentation of the line it starts on, the lines that must stay as
 * written, and (for a move) where it came from, so ids can be followed through the move.
 */
export interface ElementText {
  /** The element as written, from `<` to its end. */
  readonly text: string
  /** The indentation of the line the element starts on, in its source. */
  readonly indent: string
  /**
   * Indexes (0 = the first line) of the lines that start inside a template literal or a string
   * (a line continuation, a multi-line JSX attribute string): their leading whitespace is
   * content, never re-indented.
   */
  readonly frozenLines: ReadonlySet<number>
  /** Where `text` starts in which file, when the ids of its elements are followed (a move). */
  readonly origin?: { readonly file: string; readonly offset: number }
}

/** An element text placed for its destination: the text to insert and the pieces kept. */
export interface PlacedText {
  readonly text: string
  /** The old ranges that reappear verbatim, `at` relative to `text` (see `KeptText`). */
  readonly kept?: readonly KeptText[]
}

/** Element text without a source file (a new native element): one line, nothing frozen. */
export function plainElementText(text: string): ElementText {
  return { text, indent: '', frozenLines: new Set() }
}

/**
 * Whether an offset lies inside a string or template literal (after its opening quote, before
 * its end) within `nodes`: a line starting there must not be re-indented.
 */
export function insideLiteral(
  file: ParsedTsx,
  nodes: readonly ts.Node[],
): (offset: number) => boolean {
  const literals: { start: number; end: number }[] = []
  const visit = (child: ts.Node): void => {
    if (
      ts.isStringLiteral(child) ||
      ts.isNoSubstitutionTemplateLiteral(child) ||
      ts.isTemplateHead(child) ||
      ts.isTemplateMiddle(child) ||
      ts.isTemplateTail(child)
    ) {
      literals.push({ start: file.startOf(child), end: child.end })
      return
    }
    ts.forEachChild(child, visit)
  }
  for (const node of nodes) visit(node)
  return (offset) => literals.some((literal) => literal.start < offset && offset < literal.end)
}

/**
 * The text of `node` as written in `file`, ready to be re-indented elsewhere.
 *
 * @param follow true when the element moves (its ids are followed through the edit), false for
 * a copy.
 */
export function elementTextOf(file: ParsedTsx, node: ts.Node, follow: boolean): ElementText {
  const start = file.startOf(node)
  const text = file.text.slice(start, node.end)
  const inLiteral = insideLiteral(file, [node])
  const frozenLines = new Set<number>()
  let line = 0
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    line += 1
    if (inLiteral(start + index + 1)) frozenLines.add(line)
  }
  return {
    text,
    indent: file.indentAt(start),
    frozenLines,
    ...(follow ? { origin: { file: file.relativePath, offset: start } } : {}),
  }
}

/**
 * Re-indents element text for a line indented with `indent`: every line after the first that
 * starts with the element's old indentation gets `indent` instead (so the indentation inside the
 * element is kept relative to its first line); frozen lines and lines indented less than the
 * first one stay as written; blank lines become empty. Line endings become `eol`.
 *
 * @example
 * ```ts
 * placeElementText({ text: '<ul>\n    <li />\n  </ul>', indent: '  ', frozenLines: new Set() }, '      ', '\n')
 * // { text: '<ul>\n        <li />\n      </ul>' }
 * ```
 */
export function placeElementText(source: ElementText, indent: string, eol: string): PlacedText {
  const lines = source.text.split('\n')
  const kept: KeptText[] = []
  let text = ''
  let oldOffset = 0
  for (const [index, rawLine] of lines.entries()) {
    const isLast = index === lines.length - 1
    const line = !isLast && rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine
    let keptFrom = 0
    let written = line
    if (index > 0 && !source.frozenLines.has(index)) {
      if (line.trim() === '') {
        keptFrom = line.length
        written = ''
      } else if (line.startsWith(source.indent)) {
        keptFrom = source.indent.length
        written = `${indent}${line.slice(source.indent.length)}`
      }
    }
    if (source.origin !== undefined && keptFrom < line.length) {
      kept.push({
        file: source.origin.file,
        from: source.origin.offset + oldOffset + keptFrom,
        to: source.origin.offset + oldOffset + line.length,
        at: text.length + (written.length - (line.length - keptFrom)),
      })
    }
    text += written
    if (!isLast) text += eol
    oldOffset += rawLine.length + 1
  }
  return source.origin === undefined ? { text } : { text, kept }
}
