import ts from 'typescript'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'

/** Call expressions whose string arguments are class lists (`cn('a', cond && 'b')`). */
export const CLASS_HELPERS = new Set([
  'cn',
  'clsx',
  'classnames',
  'classNames',
  'cx',
  'twMerge',
  'twJoin',
])

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

/** A static part of a class list (a string, a template's text, a concatenated literal). */
export interface Piece {
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

/** What an element's `className` is, as far as class edits are concerned. */
export type ClassValue =
  | { readonly kind: 'none' }
  | { readonly kind: 'static'; readonly pieces: readonly Piece[]; readonly appendAt: AppendPoint }
  | {
      /** No literal part a class can be appended to: added classes wrap the expression. */
      readonly kind: 'dynamic'
      readonly expression: ts.Expression
      /** Its string literals (ternary branches, `cond && 'x'`…), edited in place on removal. */
      readonly pieces: readonly Piece[]
    }

/** Where added classes go. */
export interface AppendPoint {
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

/** Reads an element's `className` into pieces of static class text. */
export function readClassValue(node: JsxElementNode, file: ParsedTsx): ClassValue {
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
    if (last === undefined) return { kind: 'dynamic', expression, pieces }
    return { kind: 'static', pieces, appendAt: { offset: last.end, kind: 'piece-end' } }
  }
  if (isConcatenation(expression))
    return concatenationValue(expression, initializer.expression, file)
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
        pieces.push(...nestedPieces(argument, file))
      }
    }
    const lastArgument = expression.arguments[expression.arguments.length - 1]
    const appendAt: AppendPoint =
      firstDirect !== undefined
        ? { offset: firstDirect.end, kind: 'piece-end' }
        : { offset: lastArgument?.end ?? expression.arguments.pos, kind: 'new-argument' }
    return { kind: 'static', pieces, appendAt }
  }
  return {
    kind: 'dynamic',
    expression: initializer.expression,
    pieces: nestedPieces(expression, file),
  }
}

/** The string literals anywhere inside `node`, as conditional pieces. */
function nestedPieces(node: ts.Node, file: ParsedTsx): Piece[] {
  const pieces: Piece[] = []
  const visit = (child: ts.Node): void => {
    if (isStringish(child)) pieces.push(literalPiece(child, file, true))
    else ts.forEachChild(child, visit)
  }
  visit(node)
  return pieces
}

function isConcatenation(node: ts.Expression): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken
}

/**
 * `'btn ' + variant + ' active'`: each string operand is a piece whose edges touching another
 * operand are glued; classes are appended to the last string operand when it ends the chain or
 * ends with a space (so nothing glues to them), otherwise the expression is wrapped.
 */
function concatenationValue(
  expression: ts.BinaryExpression,
  outer: ts.Expression,
  file: ParsedTsx,
): ClassValue {
  const operands: ts.Expression[] = []
  const flatten = (node: ts.Expression): void => {
    if (isConcatenation(node)) {
      flatten(node.left)
      operands.push(node.right)
    } else operands.push(node)
  }
  flatten(expression)
  const pieces: Piece[] = []
  let appendAt: AppendPoint | undefined
  for (const [index, operand] of operands.entries()) {
    if (!isStringish(operand)) {
      pieces.push(...nestedPieces(operand, file))
      continue
    }
    const piece = {
      ...literalPiece(operand, file, false),
      openStart: index > 0,
      openEnd: index < operands.length - 1,
    }
    pieces.push(piece)
    if (!piece.openEnd || /\s$/.test(file.text.slice(piece.start, piece.end)))
      appendAt = { offset: piece.end, kind: 'piece-end' }
  }
  return appendAt === undefined
    ? { kind: 'dynamic', expression: outer, pieces }
    : { kind: 'static', pieces, appendAt }
}
