import {
  type JsxElementEntry,
  type JsxIndex,
  linguiTransNames,
  type SourcePosition,
  type SourceRange,
} from '@splendid/codebase-ids'
import ts from 'typescript'
import { openingOf } from './class-value'
import { type JsxElementNode, ParsedTsx } from './parsed-tsx'
import { shiftEntryRanges } from './shift-entry'
import type { TextEdit } from './text-edit'

/** A rewrite that only changed the attributes of one element. */
export interface AttributeEdit {
  readonly kind: 'attributes'
  /** The file after the rewrite, its index derived (its syntax tree is parsed when needed). */
  readonly after: ParsedTsx
  /** The element whose attributes changed (its id is the same before and after). */
  readonly element: JsxElementEntry
  /** The changed opening tag on its own, parsed: where the element's new props are read. */
  readonly opening: { readonly file: ParsedTsx; readonly node: JsxElementNode }
}

const LINE_BREAK = /[\r\n\u2028\u2029]/

/**
 * Recognises a rewrite whose edits all lie between one element's tag name and the end of its
 * attributes (styling, classes, props), and derives the file after it without parsing the file
 * again: only the new opening tag is parsed, on its own, as `<tag …/>`.
 *
 * That parse is the validation. The text outside the opening tag is unchanged, and an attribute
 * list is closed by `>` or `/>` whatever follows it, so when the new tag parses cleanly as one
 * self-closing element that spans exactly its text, the whole file parses as before with the new
 * attributes in place. The index is the old one with offsets after the edits shifted: no element
 * is added or removed (the tag holds no JSX before or after), so ordinals, ids, parents, texts
 * and scopes stay; only the edited element's literal props are read anew.
 *
 * Returns `undefined` whenever that does not hold (the edits reach elsewhere, the tag holds or
 * gains JSX, the element is a Lingui `<Trans>` whose props decide its message, the new tag does
 * not parse on its own): the caller then parses the whole new text as for any other change.
 */
export function deriveAttributeEdit(
  before: ParsedTsx,
  edits: readonly TextEdit[],
  newText: string,
): AttributeEdit | undefined {
  if (edits.length === 0 || edits.some((edit) => (edit.kept?.length ?? 0) > 0)) return undefined
  const first = Math.min(...edits.map((edit) => edit.start))
  const last = Math.max(...edits.map((edit) => edit.end))
  const element = ownerOfAttributeRange(before, first, last)
  if (element === undefined) return undefined
  const { node } = before.locate(element.id)
  const opening = openingOf(node)
  const region = { start: opening.attributes.pos, end: opening.attributes.end }
  if (first < region.start || last > region.end) return undefined
  if (element.isComponent && linguiTransNames(before.sourceFile).has(element.tagName))
    return undefined

  const delta = newText.length - before.text.length
  const openingStart = element.openingRange.start
  const openingEnd = element.openingRange.end + delta
  const selfClosing = ts.isJsxSelfClosingElement(node)
  const tagText = newText.slice(openingStart, openingEnd)
  if (!tagText.endsWith(selfClosing ? '/>' : '>')) return undefined
  const standalone = selfClosing ? tagText : `${tagText.slice(0, -1)}/>`
  const parsedTag = parseStandaloneTag(before.relativePath, standalone, element.tagName)
  if (parsedTag === undefined) return undefined

  const lineBreaks = edits.some(
    (edit) =>
      LINE_BREAK.test(edit.text) || LINE_BREAK.test(before.text.slice(edit.start, edit.end)),
  )
  const regionEndLine = before.sourceFile.getLineAndCharacterOfPosition(region.end).line + 1
  const newLines = { text: newText } as ts.SourceFileLike
  const shiftOffset = (offset: number): number => (offset >= region.end ? offset + delta : offset)
  const shiftPosition = (offset: number, position: SourcePosition): SourcePosition => {
    if (offset < region.end) return position
    if (lineBreaks) {
      const { line, character } = ts.getLineAndCharacterOfPosition(newLines, offset + delta)
      return { line: line + 1, column: character }
    }
    return position.line === regionEndLine
      ? { line: position.line, column: position.column + delta }
      : position
  }
  const shiftRange = (range: SourceRange): SourceRange => ({
    start: shiftOffset(range.start),
    end: shiftOffset(range.end),
    startPosition: shiftPosition(range.start, range.startPosition),
    endPosition: shiftPosition(range.end, range.endPosition),
  })
  const elements = before.index.elements.map(
    (entry): JsxElementEntry => ({
      ...shiftEntryRanges(entry, shiftRange),
      literalProps: entry.id === element.id ? parsedTag.entry.literalProps : entry.literalProps,
    }),
  )
  const index: JsxIndex = { relativePath: before.index.relativePath, elements, syntaxErrors: [] }
  const after = new ParsedTsx(before.relativePath, newText, index)
  const edited = after.index.elements[element.ordinal] ?? element
  return {
    kind: 'attributes',
    after,
    element: edited,
    opening: { file: parsedTag.file, node: parsedTag.node },
  }
}

/**
 * The element whose opening tag holds `[first, last]` and no other element (elements are in
 * source order, so the next one must start after the tag).
 */
function ownerOfAttributeRange(
  file: ParsedTsx,
  first: number,
  last: number,
): JsxElementEntry | undefined {
  const { elements } = file.index
  for (let ordinal = elements.length - 1; ordinal >= 0; ordinal -= 1) {
    const entry = elements[ordinal]
    if (entry === undefined || entry.openingRange.start >= first) continue
    if (last >= entry.openingRange.end) return undefined
    const next = elements[ordinal + 1]
    return next !== undefined && next.range.start < entry.openingRange.end ? undefined : entry
  }
  return undefined
}

/**
 * Parses `<tag …/>` on its own; `undefined` unless it is exactly one clean self-closing element
 * with the expected tag name and no JSX inside it.
 */
function parseStandaloneTag(
  relativePath: string,
  text: string,
  tagName: string,
): { file: ParsedTsx; entry: JsxElementEntry; node: JsxElementNode } | undefined {
  const file = new ParsedTsx(relativePath, text)
  if (file.syntaxErrors.length > 0 || file.sourceFile.statements.length !== 1) return undefined
  const [entry, ...others] = file.index.elements
  if (entry === undefined || others.length > 0) return undefined
  if (entry.range.start !== 0 || entry.range.end !== text.length || entry.tagName !== tagName)
    return undefined
  const { node } = file.locate(entry.id)
  return ts.isJsxSelfClosingElement(node) ? { file, entry, node } : undefined
}
