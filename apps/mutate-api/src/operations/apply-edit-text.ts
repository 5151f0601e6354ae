import type { EditTextRequestBody } from '@splendid/change-items'
import { MutateError } from '../mutate-error'
import type { TextEdit } from '../source/text-edit'
import type { ElementRef, OperationContext } from './operation-context'

/**
 * Escapes text for a JSX text node: `{`, `}`, `<`, `>` and `&` as character references (JSX
 * decodes them, React renders the characters); newlines as `{'\n'}` so they survive JSX's
 * whitespace rule. Everything else (Arabic, emoji) is written as is.
 */
export function escapeJsxText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\{/g, '&#123;')
    .replace(/\}/g, '&#125;')
    .replace(/\r?\n/g, "{'\\n'}")
}

/**
 * `mutate/editText`: replaces the static text of an element whose children are only text, when
 * the text in source still equals `oldText` (otherwise 409: someone changed it meanwhile). The
 * indentation around the text stays.
 */
export async function applyEditText(
  ctx: OperationContext,
  body: EditTextRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const { file, entry } = await ctx.locate(body.element)
  if (!entry.hasOnlyTextChildren || entry.textChildren.length !== 1) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `The text of <${entry.tagName}> is not static text alone (it has elements or {expressions}); edit it in code`,
    )
  }
  const [child] = entry.textChildren
  if (child === undefined)
    throw new MutateError('UNSUPPORTED_EDIT', `<${entry.tagName}> has no text`)
  if (child.text !== body.oldText) {
    throw new MutateError(
      'STALE_TEXT',
      `The text of <${entry.tagName}> is now "${child.text}", not "${body.oldText}"; nothing was changed`,
    )
  }
  if (body.newText.trim() === '') {
    throw new MutateError('BAD_REQUEST', 'newText must not be empty; remove the element instead')
  }
  const raw = file.text.slice(child.range.start, child.range.end)
  const leading = /^\s*/.exec(raw)?.[0] ?? ''
  const trailing = /\s*$/.exec(raw)?.[0] ?? ''
  const start = child.range.start + leading.length
  const end = child.range.end - trailing.length
  return [{ file: file.relativePath, start, end, text: escapeJsxText(body.newText) }]
}
