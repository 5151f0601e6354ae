import { type ClassHelper, wrapEdits } from './class-helper'
import { type ClassValue, openingOf, type Piece, readClassValue } from './class-value'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/** What to do to an element's class list. */
export interface ClassChange {
  /** Classes to add (skipped when already present in a static part). */
  readonly add: readonly string[]
  /** Classes to take out of every static part of the list. */
  readonly drop: (className: string) => boolean
  /**
   * Whether `drop` also applies to conditional parts (`cond && 'x'` inside `cn(…)`): true for an
   * explicit removal, false for conflict resolution (a conditional class is not a conflict).
   */
  readonly dropConditional: boolean
}

interface Token {
  readonly text: string
  readonly start: number
  readonly end: number
}

function wholeTokens(file: ParsedTsx, piece: Piece): Token[] {
  const text = file.text.slice(piece.start, piece.end)
  const tokens: Token[] = []
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index
    const end = start + match[0].length
    if (piece.openStart && start === 0) continue
    if (piece.openEnd && end === text.length) continue
    tokens.push({ text: match[0], start: piece.start + start, end: piece.start + end })
  }
  return tokens
}

/**
 * The classes of an element that a request can remove: whole classes written as text in a
 * string `className`, a template literal's static parts or a `cn()`/`clsx()`-style call's string
 * arguments.
 */
export function removableClasses(file: ParsedTsx, node: JsxElementNode): string[] {
  const value = readClassValue(node, file)
  if (value.kind !== 'static') return []
  return value.pieces.flatMap((piece) => wholeTokens(file, piece).map((token) => token.text))
}

/**
 * Plans the edits that apply a {@link ClassChange} to an element's `className`, touching only
 * the class text (quotes, other arguments and formatting stay). A `className` computed by an
 * expression with no literal part to take added classes (a ternary, a variable, a call, a
 * concatenation ending in a variable) is wrapped: with `helper` (see `classHelperFor`) or in a
 * template literal.
 */
export function planClassChange(
  file: ParsedTsx,
  node: JsxElementNode,
  change: ClassChange,
  helper: ClassHelper | null = null,
): {
  readonly edits: TextEdit[]
  readonly dropped: string[]
} {
  const value = readClassValue(node, file)
  const planned = planOnValue(file, node, value, change, helper)
  return { edits: removeEmptied(planned.edits, value), dropped: planned.dropped }
}

function planOnValue(
  file: ParsedTsx,
  node: JsxElementNode,
  value: ClassValue,
  change: ClassChange,
  helper: ClassHelper | null,
): {
  readonly edits: TextEdit[]
  readonly dropped: string[]
} {
  const edits: TextEdit[] = []
  const dropped: string[] = []
  const present = new Set<string>()
  if (value.kind !== 'none') {
    for (const piece of value.pieces) {
      const tokens = wholeTokens(file, piece)
      for (const token of tokens) present.add(token.text)
      if (piece.conditional && !change.dropConditional) continue
      const keep = tokens.filter((token) => !change.drop(token.text))
      if (keep.length === tokens.length) continue
      for (const token of tokens) if (!keep.includes(token)) dropped.push(token.text)
      const text = file.text.slice(piece.start, piece.end)
      // Rebuild the piece: whole tokens dropped, glued edges kept, single spaces between.
      let rebuilt = ''
      let cursor = piece.start
      for (const token of tokens) {
        if (keep.includes(token)) continue
        rebuilt += file.text.slice(cursor, token.start)
        cursor = token.end
      }
      rebuilt += file.text.slice(cursor, piece.end)
      const normalised = normaliseSpaces(rebuilt, text, piece)
      edits.push({ file: file.relativePath, start: piece.start, end: piece.end, text: normalised })
    }
  }
  const toAdd = change.add.filter(
    (className) => !present.has(className) || dropped.includes(className),
  )
  if (toAdd.length === 0) return { edits, dropped }
  const added = toAdd.join(' ')
  if (value.kind === 'dynamic') {
    edits.push(...wrapEdits(file, value.expression, added, helper))
    return { edits, dropped }
  }
  if (value.kind === 'none') {
    const opening = openingOf(node)
    edits.push({
      file: file.relativePath,
      start: opening.attributes.end,
      end: opening.attributes.end,
      text: ` className="${added}"`,
    })
    return { edits, dropped }
  }
  const { offset, kind } = value.appendAt
  if (kind === 'new-argument') {
    const first = value.pieces.length === 0 && file.text[offset - 1] === '('
    const text = first ? `'${added}'` : `, '${added}'`
    edits.push({ file: file.relativePath, start: offset, end: offset, text })
    return { edits, dropped }
  }
  // Appending at the end of a piece: merge with any edit of that same piece.
  const pieceEdit = edits.find((edit) => edit.end === offset)
  if (pieceEdit !== undefined) {
    const base = pieceEdit.text
    edits.splice(edits.indexOf(pieceEdit), 1, { ...pieceEdit, text: joinClasses(base, added) })
  } else {
    const piece = value.pieces.find((each) => each.end === offset)
    const base = piece === undefined ? '' : file.text.slice(piece.start, piece.end)
    // An empty part right after `${…}` or `x +`: a space keeps the class off the expression.
    const glued = piece?.openStart === true && base === ''
    edits.push({
      file: file.relativePath,
      start: piece?.start ?? offset,
      end: offset,
      text: glued ? ` ${added}` : joinClasses(base, added),
    })
  }
  return { edits, dropped }
}

/** Pieces left without classes take their attribute or call argument with them. */
function removeEmptied(edits: TextEdit[], value: ClassValue): TextEdit[] {
  if (value.kind !== 'static') return edits
  const emptied = value.pieces.filter(
    (piece) =>
      piece.removeWhenEmpty !== undefined &&
      edits.some(
        (edit) => edit.start === piece.start && edit.end === piece.end && edit.text.trim() === '',
      ),
  )
  // Never remove every argument of a call: keep the first emptied one as ''.
  const all = value.pieces.filter((piece) => piece.removeWhenEmpty !== undefined)
  const removable = emptied.length === all.length && all.length > 1 ? emptied.slice(1) : emptied
  let result = edits
  let previousEnd = -1
  for (const piece of removable) {
    const range = piece.removeWhenEmpty
    if (range === undefined || range.start < previousEnd) continue
    result = result.filter((edit) => !(edit.start === piece.start && edit.end === piece.end))
    result.push({ file: edits[0]?.file ?? '', start: range.start, end: range.end, text: '' })
    previousEnd = range.end
  }
  return result
}

function joinClasses(base: string, added: string): string {
  if (base.trim() === '') return base === '' ? added : `${base}${added}`
  return /\s$/.test(base)
    ? `${base.trimEnd()} ${added}${base.slice(base.trimEnd().length)}`
    : `${base} ${added}`
}

/** Collapses the double spaces a removal leaves, keeping glued edges of template parts. */
function normaliseSpaces(rebuilt: string, original: string, piece: Piece): string {
  let result = rebuilt.replace(/[ \t]{2,}/g, ' ')
  if (!piece.openStart && !/^\s/.test(original)) result = result.replace(/^\s+/, '')
  if (!piece.openEnd && !/\s$/.test(original)) result = result.replace(/\s+$/, '')
  return result
}
