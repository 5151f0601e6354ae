import {
  codebaseIdFor,
  type JsxElementEntry,
  type JsxIndex,
  linguiTransNames,
  type SourcePosition,
  type SourceRange,
} from '@splendid/codebase-ids'
import ts from 'typescript'
import { ParsedTsx } from './parsed-tsx'
import { shiftEntryRanges } from './shift-entry'
import type { TextEdit } from './text-edit'

/** A rewrite whose edits all lie among the children of one element (the region). */
export interface RegionEdit {
  readonly kind: 'region'
  /** The file after the rewrite, its index derived (its syntax tree is parsed when needed). */
  readonly after: ParsedTsx
  /**
   * The region's element parsed on its own: the new file with everything but its imports and
   * the region blanked (line breaks kept, so offsets, lines and columns are the file's). Its
   * elements are `after`'s from {@link RegionEdit.first} on, under local ordinals from 0.
   */
  readonly region: ParsedTsx
  /** The ordinal of the region's element (the same before and after). */
  readonly first: number
  /** How many elements the region held before the rewrite (itself included). */
  readonly countBefore: number
  /** The new id of each element of the file before (elements the rewrite removed: none). */
  readonly newIds: ReadonlyMap<string, string>
}

const NOT_LINE_BREAK = /[^\r\n\u2028\u2029]+/g

/**
 * Recognises a rewrite whose edits all lie between one element's opening and closing tags —
 * moves, removals, duplicates, wraps, tag changes and insertions among its children — and
 * derives the file after it by parsing only that element (the innermost such one, outside any
 * Lingui `<Trans>`, whose message the elements around it decide).
 *
 * A JSX element is self-delimiting: when the new text between the element's unchanged start and
 * its end parses cleanly, on its own, as exactly one element, the file parses as before with the
 * new element in place. Its elements are indexed from that parse (ordinals and ids continue from
 * the element's own, its parent and component are the old ones); the elements before it stay,
 * those after it move by the change in length and in element count (ordinals, ids, parents).
 *
 * Returns `undefined` whenever that does not hold; the caller then parses the whole new text.
 */
export function deriveRegionEdit(
  before: ParsedTsx,
  edits: readonly TextEdit[],
  newText: string,
): RegionEdit | undefined {
  if (edits.length === 0) return undefined
  const first = Math.min(...edits.map((edit) => edit.start))
  const last = Math.max(...edits.map((edit) => edit.end))
  const transNames = linguiTransNames(before.sourceFile)
  const owner = regionOwner(before, first, last, transNames)
  if (owner === undefined) return undefined

  const delta = newText.length - before.text.length
  const oldEnd = owner.range.end
  const newEnd = oldEnd + delta
  const padded = blankedAround(before.sourceFile, newText, owner.range.start, newEnd)
  if (padded === undefined) return undefined
  const region = new ParsedTsx(before.relativePath, padded)
  if (!isOneElementAt(region, owner.range.start, newEnd)) return undefined

  const elements = before.index.elements
  let countBefore = 1
  while ((elements[owner.ordinal + countBefore]?.range.start ?? oldEnd) < oldEnd) countBefore += 1
  const countAfter = region.index.elements.length
  const ordinalShift = countAfter - countBefore
  const idOf = (ordinal: number): string =>
    ordinalShift === 0 ? (elements[ordinal]?.id ?? '') : codebaseIdFor(before.relativePath, ordinal)

  const tree = region.sourceFile
  const positionOf = (offset: number): SourcePosition => {
    const { line, character } = tree.getLineAndCharacterOfPosition(offset)
    return { line: line + 1, column: character }
  }
  const shiftRange = (range: SourceRange): SourceRange =>
    range.end < oldEnd
      ? range
      : range.start < oldEnd
        ? { ...range, end: range.end + delta, endPosition: positionOf(range.end + delta) }
        : {
            start: range.start + delta,
            end: range.end + delta,
            startPosition: positionOf(range.start + delta),
            endPosition: positionOf(range.end + delta),
          }

  // Ids first (a parent's static text names its <Trans> child, which comes after it).
  const newIds = new Map<string, string>()
  for (const entry of elements.slice(0, owner.ordinal)) newIds.set(entry.id, entry.id)
  for (const entry of elements.slice(owner.ordinal + countBefore))
    newIds.set(entry.id, idOf(entry.ordinal + ordinalShift))
  const localIds = new Map<string, string>()
  for (const local of region.index.elements)
    localIds.set(local.id, idOf(owner.ordinal + local.ordinal))
  const renamed = (
    entry: JsxElementEntry,
    ids: ReadonlyMap<string, string>,
  ): Pick<JsxElementEntry, 'id' | 'parentId' | 'staticText'> => ({
    id: ids.get(entry.id) ?? entry.id,
    parentId: entry.parentId === null ? null : (ids.get(entry.parentId) ?? entry.parentId),
    staticText:
      entry.staticText?.kind === 'lingui-trans'
        ? {
            ...entry.staticText,
            transId: ids.get(entry.staticText.transId) ?? entry.staticText.transId,
          }
        : entry.staticText,
  })

  const derived: JsxElementEntry[] = []
  for (const entry of elements.slice(0, owner.ordinal))
    derived.push(entry.range.end < oldEnd ? entry : shiftEntryRanges(entry, shiftRange))
  for (const local of region.index.elements) {
    derived.push({
      ...local,
      ...renamed(local, localIds),
      ordinal: owner.ordinal + local.ordinal,
      componentName: local.componentName ?? owner.componentName,
      ...(local.parentId === null ? { parentId: owner.parentId } : {}),
    })
  }
  for (const entry of elements.slice(owner.ordinal + countBefore)) {
    const moved = shiftEntryRanges(entry, shiftRange)
    derived.push({ ...moved, ...renamed(moved, newIds), ordinal: entry.ordinal + ordinalShift })
  }
  const index: JsxIndex = {
    relativePath: before.index.relativePath,
    elements: derived,
    syntaxErrors: [],
  }
  return {
    kind: 'region',
    after: new ParsedTsx(before.relativePath, newText, index),
    region,
    first: owner.ordinal,
    countBefore,
    newIds,
  }
}

/**
 * The innermost element whose children hold every edit (`first`…`last`, between the end of its
 * opening tag and the start of its closing tag) and that neither is nor sits in a `<Trans>`.
 */
function regionOwner(
  before: ParsedTsx,
  first: number,
  last: number,
  transNames: ReadonlySet<string>,
): JsxElementEntry | undefined {
  const inTrans = new Set<string>()
  let owner: JsxElementEntry | undefined
  for (const entry of before.index.elements) {
    if (entry.range.start > first) break
    const trans =
      transNames.has(entry.tagName) || (entry.parentId !== null && inTrans.has(entry.parentId))
    if (trans) inTrans.add(entry.id)
    if (trans || entry.selfClosing) continue
    if (entry.openingRange.end > first || entry.range.end < last) continue
    const { node } = before.locate(entry.id)
    if (ts.isJsxElement(node) && last <= before.startOf(node.closingElement)) owner = entry
  }
  return owner
}

/**
 * `text` with everything blanked but the file's import declarations (which name the `<Trans>`
 * macro) and `[start, end)`: each character but line breaks becomes a space, so the region keeps
 * its offsets, lines and columns. `undefined` when an import comes after the region's start.
 */
function blankedAround(
  before: ts.SourceFile,
  text: string,
  start: number,
  end: number,
): string | undefined {
  const kept: { start: number; end: number }[] = []
  for (const statement of before.statements) {
    if (!ts.isImportDeclaration(statement)) continue
    if (statement.end > start) return undefined
    kept.push({ start: statement.getStart(before), end: statement.end })
  }
  kept.push({ start, end })
  let result = ''
  let cursor = 0
  for (const piece of kept) {
    result += blank(text.slice(cursor, piece.start)) + text.slice(piece.start, piece.end)
    cursor = piece.end
  }
  return result + blank(text.slice(cursor))
}

function blank(text: string): string {
  return text.replace(NOT_LINE_BREAK, (run) => ' '.repeat(run.length))
}

/**
 * Whether a blanked file parsed cleanly into its imports and one statement that is exactly one
 * JSX element spanning `[start, end)`.
 */
function isOneElementAt(region: ParsedTsx, start: number, end: number): boolean {
  if (region.syntaxErrors.length > 0) return false
  const statements = region.sourceFile.statements
  const element = statements[statements.length - 1]
  if (element === undefined || !ts.isExpressionStatement(element)) return false
  if (statements.slice(0, -1).some((statement) => !ts.isImportDeclaration(statement))) return false
  const expression = element.expression
  return (
    (ts.isJsxElement(expression) || ts.isJsxSelfClosingElement(expression)) &&
    region.startOf(expression) === start &&
    expression.end === end
  )
}
