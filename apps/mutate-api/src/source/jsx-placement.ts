import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { type ElementText, placeElementText } from './element-text'
import type { JsxElementNode, ParsedTsx } from './parsed-tsx'
import type { TextEdit } from './text-edit'

/** Where an element sits in its file, which decides what can be done to it in source. */
export type ElementSlot =
  | { readonly kind: 'jsx-child'; readonly parent: ts.JsxElement | ts.JsxFragment }
  | { readonly kind: 'and-branch'; readonly container: ts.JsxExpression }
  | { readonly kind: 'ternary-branch' }
  | { readonly kind: 'map-callback' }
  | { readonly kind: 'component-root' }
  | { readonly kind: 'prop-value' }
  | { readonly kind: 'other' }

function skipParens(node: ts.Node): ts.Node {
  let current = node.parent
  while (ts.isParenthesizedExpression(current)) current = current.parent
  return current
}

/** Classifies the syntactic place of an element. */
export function slotOf(node: JsxElementNode): ElementSlot {
  const parent = node.parent
  if (ts.isJsxElement(parent) || ts.isJsxFragment(parent)) return { kind: 'jsx-child', parent }
  const outer = skipParens(node)
  if (
    ts.isBinaryExpression(outer) &&
    outer.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  ) {
    const container = skipParensUp(outer)
    if (ts.isJsxExpression(container)) return { kind: 'and-branch', container }
    return { kind: 'other' }
  }
  if (ts.isConditionalExpression(outer)) return { kind: 'ternary-branch' }
  if (ts.isJsxAttribute(outer) || ts.isJsxExpression(outer)) {
    return ts.isJsxAttribute(outer.parent) || ts.isJsxAttribute(outer)
      ? { kind: 'prop-value' }
      : { kind: 'other' }
  }
  const fn = ts.isReturnStatement(outer)
    ? enclosingFunction(outer)
    : ts.isArrowFunction(outer)
      ? outer
      : undefined
  if (fn !== undefined) {
    const call = skipParensUp(fn)
    if (
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'map'
    ) {
      return { kind: 'map-callback' }
    }
    return { kind: 'component-root' }
  }
  return { kind: 'other' }
}

function skipParensUp(node: ts.Node): ts.Node {
  let current = node.parent
  while (ts.isParenthesizedExpression(current)) current = current.parent
  return current
}

function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  let current: ts.Node | undefined = node.parent
  while (current !== undefined && !ts.isFunctionLike(current)) current = current.parent
  return current !== undefined &&
    (ts.isArrowFunction(current) ||
      ts.isFunctionExpression(current) ||
      ts.isFunctionDeclaration(current) ||
      ts.isMethodDeclaration(current))
    ? current
    : undefined
}

/** Explains why an element in this slot cannot be taken out of its place in source. */
export function refuseUnlessRemovable(file: ParsedTsx, node: JsxElementNode, verb: string): void {
  const slot = slotOf(node)
  const tag = file.locateByNode(node).entry.tagName
  const component = file.locateByNode(node).entry.componentName ?? 'its component'
  switch (slot.kind) {
    case 'jsx-child':
    case 'and-branch':
    case 'ternary-branch':
      return
    case 'component-root':
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `Cannot ${verb} <${tag}>: it is the element ${component} returns; ${verb} the component's usage instead`,
      )
    case 'map-callback':
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `Cannot ${verb} <${tag}>: it is what a .map() callback returns (every rendered copy); ${verb} its parent instead`,
      )
    case 'prop-value':
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `Cannot ${verb} <${tag}>: it is the value of a prop; change the prop instead`,
      )
    case 'other':
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `Cannot ${verb} <${tag}>: it is not a child of a JSX element in source`,
      )
    default: {
      const unreachable: never = slot
      throw new Error(`Unhandled slot ${JSON.stringify(unreachable)}`)
    }
  }
}

/**
 * The range that removes `[start, end)` cleanly: the whole line(s) when nothing else is on them
 * (so no blank line is left), the exact range otherwise (several elements on one line).
 */
export function lineAwareRange(
  file: ParsedTsx,
  start: number,
  end: number,
): { start: number; end: number } {
  const text = file.text
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const newline = text.indexOf('\n', end)
  const lineEnd = newline === -1 ? text.length : newline + 1
  const before = text.slice(lineStart, start)
  const after = text.slice(end, newline === -1 ? text.length : newline).replace(/\r$/, '')
  if (before.trim() === '' && after.trim() === '') return { start: lineStart, end: lineEnd }
  return { start, end }
}

/** The edit that takes an element out of its place (see {@link slotOf}); refuses roots. */
export function removalEdit(file: ParsedTsx, node: JsxElementNode): TextEdit {
  refuseUnlessRemovable(file, node, 'remove')
  const slot = slotOf(node)
  if (slot.kind === 'ternary-branch') {
    return { file: file.relativePath, start: file.startOf(node), end: node.end, text: 'null' }
  }
  const target = slot.kind === 'and-branch' ? slot.container : node
  const range = lineAwareRange(file, file.startOf(target), target.end)
  return { file: file.relativePath, ...range, text: '' }
}

/**
 * An insertion of element text next to `anchor` (before or after it): on its own line with the
 * anchor's indentation when the anchor is alone on its line, right beside it otherwise; a
 * multi-line element is re-indented for the anchor's line (see `placeElementText`).
 */
export function besideEdit(
  file: ParsedTsx,
  anchor: ts.Node,
  side: 'before' | 'after',
  element: ElementText,
): TextEdit {
  return besideRangeEdit(file, { start: file.startOf(anchor), end: anchor.end }, side, element)
}

/**
 * {@link besideEdit} next to any range of source — an element, a text run, an `{expression}`
 * (see `renderedChildren`).
 */
export function besideRangeEdit(
  file: ParsedTsx,
  anchor: { readonly start: number; readonly end: number },
  side: 'before' | 'after',
  element: ElementText,
): TextEdit {
  const { start, end } = anchor
  const alone = lineAwareRange(file, start, end).start !== start
  const indent = file.indentAt(start)
  const { text: reindented, kept } = placeElementText(element, indent, file.eol)
  if (side === 'after') {
    const text = alone ? `${file.eol}${indent}${reindented}` : reindented
    const at = alone ? file.eol.length + indent.length : 0
    return withKept({ file: file.relativePath, start: end, end, text }, kept, at)
  }
  const text = alone ? `${reindented}${file.eol}${indent}` : reindented
  return withKept({ file: file.relativePath, start, end: start, text }, kept, 0)
}

/**
 * An insertion as the last child of `parent`: before its closing tag on a new line indented one
 * step deeper than the parent, or inside a self-closing parent turned into an open/close pair;
 * a multi-line element is re-indented to that depth (see `placeElementText`).
 */
export function lastChildEdit(
  file: ParsedTsx,
  parent: JsxElementNode,
  element: ElementText,
): TextEdit[] {
  const indent = file.indentAt(file.startOf(parent))
  const childIndent = `${indent}  `
  const { text: body, kept } = placeElementText(element, childIndent, file.eol)
  if (ts.isJsxSelfClosingElement(parent)) {
    const tag = parent.tagName.getText(file.sourceFile)
    const closeStart = parent.end - 2
    let trimStart = closeStart
    while (trimStart > 0 && /[ \t]/.test(file.text[trimStart - 1] ?? '')) trimStart -= 1
    const prefix = `>${file.eol}${childIndent}`
    const text = `${prefix}${body}${file.eol}${indent}</${tag}>`
    return [
      withKept(
        { file: file.relativePath, start: trimStart, end: parent.end, text },
        kept,
        prefix.length,
      ),
    ]
  }
  const closing = parent.closingElement
  const closeStart = file.startOf(closing)
  const lastChild = parent.children[parent.children.length - 1]
  const closingOnOwnLine =
    file.text.slice(file.text.lastIndexOf('\n', closeStart - 1) + 1, closeStart).trim() === ''
  if (closingOnOwnLine) {
    const lineStart = file.text.lastIndexOf('\n', closeStart - 1) + 1
    const text = `${childIndent}${body}${file.eol}`
    return [
      withKept(
        { file: file.relativePath, start: lineStart, end: lineStart, text },
        kept,
        childIndent.length,
      ),
    ]
  }
  const insertAt = lastChild === undefined ? closeStart : lastChild.end
  const text = `${file.eol}${childIndent}${body}${file.eol}${indent}`
  const edits: TextEdit[] = [
    withKept(
      { file: file.relativePath, start: insertAt, end: insertAt, text },
      kept,
      file.eol.length + childIndent.length,
    ),
  ]
  return edits
}

function withKept(edit: TextEdit, kept: TextEdit['kept'], at: number): TextEdit {
  if (kept === undefined) return edit
  return { ...edit, kept: kept.map((each) => ({ ...each, at: each.at + at })) }
}
