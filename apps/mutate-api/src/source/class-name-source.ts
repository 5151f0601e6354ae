import ts from 'typescript'
import { MutateError } from '../mutate-error'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/** Call expressions whose string arguments are class lists (`cn('a', cond && 'b')`). */
const CLASS_HELPERS = new Set(['cn', 'clsx', 'classnames', 'classNames', 'cx', 'twMerge', 'twJoin'])

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

/** The opening tag of an element: where its attributes are. */
export function openingOf(node: JsxElementNode): ts.JsxOpeningElement | ts.JsxSelfClosingElement {
  return ts.isJsxElement(node) ? node.openingElement : node
}

function attributeName(attribute: ts.JsxAttribute): string {
  const name = attribute.name
  return ts.isIdentifier(name) ? name.text : `${name.namespace.text}:${name.name.text}`
}

/** The last attribute named `name` (the one React uses), if any. */
export function findAttribute(node: JsxElementNode, name: string): ts.JsxAttribute | undefined {
  let found: ts.JsxAttribute | undefined
  for (const property of openingOf(node).attributes.properties) {
    if (ts.isJsxAttribute(property) && attributeName(property) === name) found = property
  }
  return found
}

interface Piece {
  /** Where the editable text of this static part is (quotes excluded). */
  readonly start: number
  readonly end: number
  readonly conditional: boolean
  /** Tokens at the very start/end may be glued to `${…}` and are then not whole classes. */
  readonly openStart: boolean
  readonly openEnd: boolean
  /** What to delete when the piece ends up empty: the attribute or the call argument. */
  readonly removeWhenEmpty?: { readonly start: number; readonly end: number }
}

type ClassValue =
  | { readonly kind: 'none' }
  | { readonly kind: 'static'; readonly pieces: readonly Piece[]; readonly appendAt: AppendPoint }
  | { readonly kind: 'dynamic'; readonly expression: ts.Expression }

interface AppendPoint {
  /** Offset where added classes go, and whether the piece there already holds text. */
  readonly offset: number
  readonly kind: 'piece-end' | 'new-argument'
}

function literalPiece(
  node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral,
  file: ParsedTsx,
  conditional: boolean,
): Piece {
  const start = file.startOf(node) + 1
  return { start, end: node.end - 1, conditional, openStart: false, openEnd: false }
}

function templatePieces(node: ts.TemplateExpression, file: ParsedTsx): Piece[] {
  const pieces: Piece[] = []
  const head = node.head
  pieces.push({
    start: file.startOf(head) + 1,
    end: head.end - 2,
    conditional: false,
    openStart: false,
    openEnd: true,
  })
  node.templateSpans.forEach((span, index) => {
    const literal = span.literal
    const isTail = index === node.templateSpans.length - 1
    pieces.push({
      start: file.startOf(literal) + 1,
      end: literal.end - (isTail ? 1 : 2),
      conditional: false,
      openStart: true,
      openEnd: !isTail,
    })
  })
  return pieces
}

function isStringish(node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
}

/** The attribute with the blanks before it. */
function attributeRange(
  attribute: ts.JsxAttribute,
  file: ParsedTsx,
): { start: number; end: number } {
  let start = file.startOf(attribute)
  while (start > 0 && /[ \t]/.test(file.text[start - 1] ?? '')) start -= 1
  return { start, end: attribute.end }
}

function readClassValue(node: JsxElementNode, file: ParsedTsx): ClassValue {
  const attribute = findAttribute(node, 'className')
  if (attribute === undefined) return { kind: 'none' }
  const initializer = attribute.initializer
  if (initializer === undefined) return { kind: 'none' }
  if (ts.isStringLiteral(initializer)) {
    const piece = {
      ...literalPiece(initializer, file, false),
      removeWhenEmpty: attributeRange(attribute, file),
    }
    return { kind: 'static', pieces: [piece], appendAt: { offset: piece.end, kind: 'piece-end' } }
  }
  if (!ts.isJsxExpression(initializer) || initializer.expression === undefined) {
    return { kind: 'none' }
  }
  let expression = initializer.expression
  while (ts.isParenthesizedExpression(expression)) expression = expression.expression
  if (isStringish(expression)) {
    const piece = {
      ...literalPiece(expression, file, false),
      removeWhenEmpty: attributeRange(attribute, file),
    }
    return { kind: 'static', pieces: [piece], appendAt: { offset: piece.end, kind: 'piece-end' } }
  }
  if (ts.isTemplateExpression(expression)) {
    const pieces = templatePieces(expression, file)
    const last = pieces[pieces.length - 1]
    if (last === undefined) return { kind: 'dynamic', expression }
    return { kind: 'static', pieces, appendAt: { offset: last.end, kind: 'piece-end' } }
  }
  if (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    CLASS_HELPERS.has(expression.expression.text)
  ) {
    const pieces: Piece[] = []
    let firstDirect: Piece | undefined
    const args = expression.arguments
    for (const [index, argument] of args.entries()) {
      const next = args[index + 1]
      const previous = args[index - 1]
      const argumentRange =
        next !== undefined
          ? { start: file.startOf(argument), end: file.startOf(next) }
          : previous !== undefined
            ? { start: previous.end, end: argument.end }
            : undefined
      const removeWhenEmpty = argumentRange === undefined ? {} : { removeWhenEmpty: argumentRange }
      if (isStringish(argument)) {
        const piece = { ...literalPiece(argument, file, false), ...removeWhenEmpty }
        firstDirect ??= piece
        pieces.push(piece)
      } else if (
        ts.isBinaryExpression(argument) &&
        argument.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
        isStringish(argument.right)
      ) {
        // `cond && 'x'`: emptied, the whole argument goes.
        pieces.push({ ...literalPiece(argument.right, file, true), ...removeWhenEmpty })
      } else {
        const visit = (child: ts.Node): void => {
          if (isStringish(child)) pieces.push(literalPiece(child, file, true))
          else ts.forEachChild(child, visit)
        }
        visit(argument)
      }
    }
    const lastArgument = expression.arguments[expression.arguments.length - 1]
    const appendAt: AppendPoint =
      firstDirect !== undefined
        ? { offset: firstDirect.end, kind: 'piece-end' }
        : { offset: lastArgument?.end ?? expression.arguments.pos, kind: 'new-argument' }
    return { kind: 'static', pieces, appendAt }
  }
  return { kind: 'dynamic', expression }
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
 * the class text (quotes, other arguments and formatting stay).
 *
 * @throws {MutateError} `UNSUPPORTED_EDIT` when classes must be added to a `className` computed
 * by an arbitrary expression.
 */
export function planClassChange(
  file: ParsedTsx,
  node: JsxElementNode,
  change: ClassChange,
): {
  readonly edits: TextEdit[]
  readonly dropped: string[]
} {
  const value = readClassValue(node, file)
  const planned = planOnValue(file, node, value, change)
  return { edits: removeEmptied(planned.edits, value), dropped: planned.dropped }
}

function planOnValue(
  file: ParsedTsx,
  node: JsxElementNode,
  value: ClassValue,
  change: ClassChange,
): {
  readonly edits: TextEdit[]
  readonly dropped: string[]
} {
  const edits: TextEdit[] = []
  const dropped: string[] = []
  const present = new Set<string>()
  if (value.kind === 'dynamic') {
    if (change.add.length > 0) {
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `The className of <${openingOf(node).tagName.getText()}> is computed by "${value.expression.getText()}"; wrap it in cn(…) or a template literal to add classes`,
      )
    }
    return { edits, dropped }
  }
  if (value.kind === 'static') {
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
    edits.push({ file: file.relativePath, start: offset, end: offset, text: `, '${added}'` })
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
    edits.push({
      file: file.relativePath,
      start: piece?.start ?? offset,
      end: offset,
      text: joinClasses(base, added),
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
