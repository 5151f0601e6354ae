import type { EditTextRequestBody } from '@splendid/change-items'
import { jsxTextValue, type StaticText } from '@splendid/codebase-ids'
import { planCatalogueEdits } from '../i18n-catalogues/lingui-catalogues'
import { MutateError } from '../mutate-error'
import type { ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import { editTextRun, insideLinguiMessage } from './edit-text-run'
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
 * `mutate/editText`: replaces the static text of an element — its only child is one text, or
 * it is (or holds only) a Lingui `<Trans>` macro with one text — when the text in source still
 * equals `oldText` (otherwise 409: someone changed it meanwhile). The indentation around the
 * text stays. When the children mix text with elements or `{expressions}`, one text run is
 * edited in place (see `editTextRun`).
 *
 * For a `<Trans>`, the text is also the message id of the project's Lingui catalogues: in the
 * same change (one activity, so one undo), every `*.po` holding the old message gets the new
 * one — the source-language translation becomes the new text, the other translations stay and
 * are flagged `fuzzy` for review (see `planCatalogueEdits`).
 */
export async function applyEditText(
  ctx: OperationContext,
  body: EditTextRequestBody<ElementRef>,
): Promise<TextEdit[]> {
  const { file, entry } = await ctx.locate(body.element)
  const { staticText } = entry
  const runIndex = body.textRunIndex ?? null
  if (staticText === null && entry.textChildren.length > 0)
    return [editTextRun(file, entry, body, escapeJsxText)]
  if (staticText !== null && runIndex !== null && runIndex > 0) {
    throw new MutateError(
      'BAD_REQUEST',
      `textRunIndex ${runIndex} is past the end: the text of <${entry.tagName}> is one run (0)`,
    )
  }
  if (staticText === null) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `<${entry.tagName}> has no static text to edit (its text comes from {expressions}, a component or message placeholders); edit it in code`,
    )
  }
  if (staticText.text !== body.oldText) {
    throw new MutateError(
      'STALE_TEXT',
      `The text of <${entry.tagName}> is now "${staticText.text}", not "${body.oldText}"; nothing was changed`,
    )
  }
  if (body.newText.trim() === '') {
    throw new MutateError('BAD_REQUEST', 'newText must not be empty; remove the element instead')
  }
  const raw = file.text.slice(staticText.range.start, staticText.range.end)
  const leading = /^\s*/.exec(raw)?.[0] ?? ''
  const trailing = /\s*$/.exec(raw)?.[0] ?? ''
  const replacement = escapeJsxText(body.newText)
  const sourceEdit: TextEdit = {
    file: file.relativePath,
    start: staticText.range.start + leading.length,
    end: staticText.range.end - trailing.length,
    text: replacement,
  }
  switch (staticText.kind) {
    case 'text':
      if (insideLinguiMessage(file, entry)) {
        throw new MutateError(
          'UNSUPPORTED_EDIT',
          `The text of <${entry.tagName}> is part of a Lingui message (inside a <Trans> with elements); edit it in code`,
        )
      }
      return [sourceEdit]
    case 'lingui-trans':
      return [sourceEdit, ...(await catalogueEdits(ctx, file, staticText, body.newText, raw))]
    default: {
      const unknown: never = staticText
      throw new MutateError('INTERNAL', `Unknown static text ${JSON.stringify(unknown)}`)
    }
  }
}

/** The catalogue edits that follow a `<Trans>` text from `staticText.text` to `newText`. */
async function catalogueEdits(
  ctx: OperationContext,
  file: ParsedTsx,
  staticText: Extract<StaticText, { kind: 'lingui-trans' }>,
  newText: string,
  raw: string,
): Promise<TextEdit[]> {
  if (/[{}]/.test(newText)) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      'A translated text cannot contain { or } (Lingui reads them as message placeholders); edit it in code',
    )
  }
  if (/[\r\n]/.test(newText)) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      'A translated text is edited in place on one line; add line breaks in code',
    )
  }
  // The message Lingui will extract from the rewritten <Trans>: the JSX text as it renders.
  const leading = /^\s*/.exec(raw)?.[0] ?? ''
  const trailing = /\s*$/.exec(raw)?.[0] ?? ''
  const newMessage = jsxTextValue(`${leading}${escapeJsxText(newText)}${trailing}`)
  if (newMessage === staticText.text) return []
  const otherUsesInFile = file.index.elements.some(
    (element) =>
      element.staticText?.kind === 'lingui-trans' &&
      element.staticText.transId !== staticText.transId &&
      element.staticText.text === staticText.text &&
      element.staticText.context === staticText.context,
  )
  const { edits } = await planCatalogueEdits(ctx, {
    file: file.relativePath,
    context: staticText.context,
    oldMessage: staticText.text,
    newMessage,
    otherUsesInFile,
  })
  return [...edits]
}
