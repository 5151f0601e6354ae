import type {
  ChangeTagRequestBody,
  ReactElementsRequestBody,
  RemoveJsxRequestBody,
} from '@splendid/change-items'
import ts from 'typescript'
import { MutateError } from '../mutate-error'
import { findAttribute } from '../source/class-value'
import { elementTextOf, insideLiteral } from '../source/element-text'
import {
  besideEdit,
  lineAwareRange,
  refuseUnlessRemovable,
  removalEdit,
  slotOf,
} from '../source/jsx-placement'
import type { KeptText, TextEdit } from '../source/text-edit'
import type { ElementInFile, ElementRef, OperationContext } from './operation-context'

async function locateAll(
  ctx: OperationContext,
  elements: readonly ElementRef[],
): Promise<ElementInFile[]> {
  if (elements.length === 0) throw new MutateError('BAD_REQUEST', 'No elements given')
  const seen = new Set<string>()
  const located: ElementInFile[] = []
  for (const element of elements) {
    if (seen.has(element.codebaseId)) continue
    seen.add(element.codebaseId)
    located.push(await ctx.locate(element))
  }
  return located
}

function contains(outer: ElementInFile, inner: ElementInFile): boolean {
  return (
    outer !== inner &&
    outer.file.relativePath === inner.file.relativePath &&
    outer.entry.range.start <= inner.entry.range.start &&
    inner.entry.range.end <= outer.entry.range.end
  )
}

/**
 * `mutate/removeJsxElement`: removes each element (an element inside another removed one goes
 * with it). An element in `cond && <x/>` takes its `{…}` with it; a ternary branch becomes
 * `null`; roots a component returns and `.map()` results are refused (nothing is half-applied).
 */
export async function applyRemoveJsx(
  ctx: OperationContext,
  body: RemoveJsxRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const located = await locateAll(ctx, body.elementsToRemove)
  const outermost = located.filter((each) => !located.some((other) => contains(other, each)))
  return outermost.map((each) => removalEdit(each.file, each.node))
}

/** `mutate/duplicate`: inserts a copy of each element right after it (own line, same indent). */
export async function applyDuplicate(
  ctx: OperationContext,
  body: ReactElementsRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const located = await locateAll(ctx, body.reactElements)
  const outermost = located.filter((each) => !located.some((other) => contains(other, each)))
  return outermost.map((each) => {
    refuseUnlessRemovable(each.file, each.node, 'duplicate')
    const slot = slotOf(each.node)
    if (slot.kind !== 'jsx-child') {
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        `Cannot duplicate <${each.entry.tagName}>: it is a conditional branch; duplicate it inside a parent element instead`,
      )
    }
    return besideEdit(each.file, each.node, 'after', elementTextOf(each.file, each.node, false))
  })
}

/**
 * `mutate/wrapInDiv`: wraps sibling elements (same JSX parent, same file) — or one element
 * anywhere an element may stand — in a `<div>`, keeping their text and identity.
 */
export async function applyWrapInDiv(
  ctx: OperationContext,
  body: ReactElementsRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const located = await locateAll(ctx, body.reactElements)
  const sorted = [...located].sort((a, b) => a.entry.range.start - b.entry.range.start)
  const first = sorted[0]
  const last = sorted[sorted.length - 1]
  if (first === undefined || last === undefined)
    throw new MutateError('BAD_REQUEST', 'No elements given')
  if (sorted.length > 1) {
    const parent = first.node.parent
    const siblings = sorted.every(
      (each) =>
        each.file === first.file &&
        each.node.parent === parent &&
        (ts.isJsxElement(parent) || ts.isJsxFragment(parent)),
    )
    if (!siblings)
      throw new MutateError(
        'UNSUPPORTED_EDIT',
        'Only sibling elements (children of the same parent element) can be wrapped together',
      )
  } else if (slotOf(first.node).kind === 'prop-value') {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `Cannot wrap <${first.entry.tagName}>: it is the value of a prop`,
    )
  }
  const file = first.file
  const start = first.entry.range.start
  const end = last.entry.range.end
  // A list item's `key` belongs on the outermost element of the .map() callback: move it.
  const key =
    sorted.length === 1 && slotOf(first.node).kind === 'map-callback'
      ? findAttribute(first.node, 'key')
      : undefined
  let copied: { from: number; to: number }[] = [{ from: start, to: end }]
  let open = '<div>'
  if (key !== undefined) {
    let keyStart = file.startOf(key)
    while (keyStart > start && /[ \t]/.test(file.text[keyStart - 1] ?? '')) keyStart -= 1
    copied = [
      { from: start, to: keyStart },
      { from: key.end, to: end },
    ]
    open = `<div ${file.textOf(key)}>`
  }
  const lines = lineAwareRange(file, start, end)
  const inPlace = lines.start === start
  const indent = file.indentAt(start)
  const from = inPlace ? start : lines.start
  const to = inPlace ? end : lines.end
  let text = inPlace ? open : `${indent}${open}${file.eol}`
  const kept: KeptText[] = []
  const inLiteral = insideLiteral(
    file,
    sorted.map((each) => each.node),
  )
  let atLineStart = !inPlace
  const ranges = [
    ...(inPlace ? [] : [{ from: lines.start, to: start }]),
    ...copied,
    ...(inPlace ? [] : [{ from: end, to: lines.end }]),
  ]
  for (const range of ranges) {
    let offset = range.from
    for (const chunk of file.text.slice(range.from, range.to).split(/(?<=\n)/)) {
      if (chunk === '') continue
      // On lines of their own, the content moves one step deeper — except lines that start
      // inside a template literal or string (their whitespace is content).
      if (atLineStart && !inLiteral(offset) && (chunk.trim() !== '' || !chunk.endsWith('\n')))
        text += '  '
      kept.push({
        file: file.relativePath,
        from: offset,
        to: offset + chunk.length,
        at: text.length,
      })
      text += chunk
      offset += chunk.length
      atLineStart = chunk.endsWith('\n')
    }
  }
  text += inPlace ? '</div>' : `${indent}</div>${file.eol}`
  return [{ file: file.relativePath, start: from, end: to, text, kept }]
}

const TAG_NAME = /^[A-Za-z][\w-]*(\.[A-Za-z_$][\w$]*)*$/

/** `mutate/changeElementTag`: renames the opening and closing tags; self-closing stays so. */
export async function applyChangeTag(
  ctx: OperationContext,
  body: ChangeTagRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  if (!TAG_NAME.test(body.newTag))
    throw new MutateError('BAD_REQUEST', `"${body.newTag}" is not a valid tag name`)
  const { file, node, entry } = await ctx.locate(body.elementToModify)
  if (entry.tagName === body.newTag)
    throw new MutateError('NOTHING_TO_CHANGE', `<${entry.tagName}> already has that tag`)
  const opening = ts.isJsxElement(node) ? node.openingElement : node
  const edits: TextEdit[] = [
    {
      file: file.relativePath,
      start: file.startOf(opening.tagName),
      end: opening.tagName.end,
      text: body.newTag,
    },
  ]
  if (ts.isJsxElement(node)) {
    const closing = node.closingElement.tagName
    edits.push({
      file: file.relativePath,
      start: file.startOf(closing),
      end: closing.end,
      text: body.newTag,
    })
  }
  return edits
}
