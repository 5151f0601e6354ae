import {
  type JsxElementEntry,
  type JsxIndex,
  type JsxTextChild,
  jsxTextValue,
  type SourcePosition,
  type SourceRange,
} from '@splendid/codebase-ids'
import ts from 'typescript'
import { ParsedTsx, syntaxErrorsOf } from './parsed-tsx'
import { shiftEntryRanges } from './shift-entry'
import type { TextEdit } from './text-edit'

/** A rewrite that only changed the words of one JSX text run. */
export interface TextRunEdit {
  readonly kind: 'text'
  /** The file after the rewrite, its index derived (its syntax tree is parsed when needed). */
  readonly after: ParsedTsx
  /** The ids of the elements whose text (a run, or their static text) now reads otherwise. */
  readonly retexted: ReadonlySet<string>
}

// What can end a JSX text or start something else in it, and line breaks (positions move).
const NOT_PLAIN_TEXT = /[{}<>\r\n\u2028\u2029]/

/**
 * Recognises a rewrite that replaced words inside one JSX text run (`editText`, on a static
 * text or on one run among elements and `{expressions}`) and derives the file after it without
 * parsing the file again.
 *
 * JSX text runs up to the next `{` or `<`, so when neither the old nor the new words hold
 * `{ } < >` (nor a line break) the run stays one text node and every other node of the file stays
 * as it was; the new run is still parsed on its own (`<>…</>`) to prove it. No element moves, so
 * ids, ordinals, parents and props stay; offsets after the edit shift, columns on its line too,
 * and the run's text (and each static text that is that run) is read anew.
 *
 * Returns `undefined` whenever that does not hold; the caller then parses the whole new text.
 */
export function deriveTextRunEdit(
  before: ParsedTsx,
  edits: readonly TextEdit[],
  newText: string,
): TextRunEdit | undefined {
  const [edit, ...others] = edits
  if (edit === undefined || others.length > 0 || (edit.kept?.length ?? 0) > 0) return undefined
  if (NOT_PLAIN_TEXT.test(edit.text)) return undefined
  if (NOT_PLAIN_TEXT.test(before.text.slice(edit.start, edit.end))) return undefined
  const run = runHolding(before.index, edit)
  if (run === undefined) return undefined

  const delta = edit.text.length - (edit.end - edit.start)
  const newRaw = newText.slice(run.range.start, run.range.end + delta)
  const value = jsxTextValue(newRaw)
  if (value === '' || !parsesAsOneText(before.relativePath, newRaw)) return undefined

  const editLine = before.sourceFile.getLineAndCharacterOfPosition(edit.start).line + 1
  // An offset at the edit's start stays when it is the run's own start; anything else from there
  // on (the run's end, what follows it) moves with the new words.
  const moves = (offset: number): boolean =>
    offset > edit.start || (offset === edit.start && edit.start > run.range.start)
  const shiftPosition = (offset: number, position: SourcePosition): SourcePosition =>
    moves(offset) && position.line === editLine
      ? { line: position.line, column: position.column + delta }
      : position
  const shiftRange = (range: SourceRange): SourceRange => ({
    start: moves(range.start) ? range.start + delta : range.start,
    end: moves(range.end) ? range.end + delta : range.end,
    startPosition: shiftPosition(range.start, range.startPosition),
    endPosition: shiftPosition(range.end, range.endPosition),
  })

  const retexted = new Set<string>()
  const isRun = (range: SourceRange): boolean => range.start === run.range.start
  const elements = before.index.elements.map((entry): JsxElementEntry => {
    const shifted = shiftEntryRanges(entry, shiftRange)
    const holdsRun = entry.textChildren.some((child) => isRun(child.range))
    const isStaticRun = entry.staticText !== null && isRun(entry.staticText.range)
    if (!holdsRun && !isStaticRun) return shifted
    retexted.add(entry.id)
    return {
      ...shifted,
      textChildren: shifted.textChildren.map((child) =>
        isRun(child.range) ? { ...child, text: value } : child,
      ),
      staticText:
        shifted.staticText !== null && isStaticRun
          ? { ...shifted.staticText, text: value }
          : shifted.staticText,
    }
  })
  const index: JsxIndex = { relativePath: before.index.relativePath, elements, syntaxErrors: [] }
  return { kind: 'text', after: new ParsedTsx(before.relativePath, newText, index), retexted }
}

/** The text run of an element that holds the whole edit, if one does. */
function runHolding(index: JsxIndex, edit: TextEdit): JsxTextChild | undefined {
  for (const entry of index.elements) {
    if (entry.range.start > edit.start) break
    if (entry.range.end < edit.end) continue
    const run = entry.textChildren.find(
      (child) => child.range.start <= edit.start && edit.end <= child.range.end,
    )
    if (run !== undefined) return run
  }
  return undefined
}

/** Whether `raw` parses, inside a fragment, as exactly one JSX text with no syntax error. */
function parsesAsOneText(relativePath: string, raw: string): boolean {
  const sourceFile = ts.createSourceFile(
    relativePath,
    `<>${raw}</>`,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TSX,
  )
  if (syntaxErrorsOf(sourceFile).length > 0) return false
  const [statement, ...rest] = sourceFile.statements
  if (statement === undefined || rest.length > 0 || !ts.isExpressionStatement(statement))
    return false
  const fragment = statement.expression
  if (!ts.isJsxFragment(fragment)) return false
  const [child, ...more] = fragment.children
  return child !== undefined && more.length === 0 && ts.isJsxText(child) && child.text === raw
}
