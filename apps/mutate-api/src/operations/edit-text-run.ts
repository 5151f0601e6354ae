import type { EditTextRequestBody } from '@splendid/change-items'
import type { JsxElementEntry, JsxTextChild } from '@splendid/codebase-ids'
import { MutateError } from '../mutate-error'
import { idsInLinguiMessages } from '../source/lingui-messages'
import type { ParsedTsx } from '../source/parsed-tsx'
import type { TextEdit } from '../source/text-edit'
import type { ElementRef } from './operation-context'

/**
 * Whether the element or one around it is a Lingui `<Trans>`: its text is then part of a
 * message (`Hello <0>you</0>`) that only the `<Trans>` path may rewrite.
 */
export function insideLinguiMessage(file: ParsedTsx, entry: JsxElementEntry): boolean {
  return idsInLinguiMessages(file).has(entry.id)
}

function describeRuns(runs: readonly JsxTextChild[]): string {
  return runs.map((run, index) => `${index}: "${run.text.trim()}"`).join(', ')
}

/** The run `body` designates: by `textRunIndex`, else the one run that reads `oldText`. */
function chooseRun(entry: JsxElementEntry, body: EditTextRequestBody<ElementRef>): JsxTextChild {
  const runs = entry.textChildren
  const wanted = body.oldText.trim()
  const index = body.textRunIndex
  if (index !== null && index !== undefined) {
    const run = runs[index]
    if (run === undefined) {
      throw new MutateError(
        'BAD_REQUEST',
        `textRunIndex ${index} is past the end: <${entry.tagName}> has ${runs.length} text runs (${describeRuns(runs)})`,
      )
    }
    if (run.text.trim() !== wanted) {
      throw new MutateError(
        'STALE_TEXT',
        `Text run ${index} of <${entry.tagName}> now reads "${run.text.trim()}", not "${wanted}"; nothing was changed`,
      )
    }
    return run
  }
  const matching = runs.filter((run) => run.text.trim() === wanted)
  const [only, ...others] = matching
  if (only === undefined) {
    throw new MutateError(
      'STALE_TEXT',
      `No text run of <${entry.tagName}> reads "${wanted}" (its runs: ${describeRuns(runs)}); send the run's own text, or its textRunIndex; nothing was changed`,
    )
  }
  if (others.length > 0) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `${matching.length} text runs of <${entry.tagName}> read "${wanted}"; send textRunIndex to say which`,
    )
  }
  return only
}

/**
 * The edit of one static text run of an element whose children mix text with elements or
 * `{expressions}` (`Hello <b>you</b>, welcome {name}`): the run is chosen by `textRunIndex` or
 * by its text, and only its words change — the whitespace around them (a space that separates
 * it from the next element, the indentation JSX drops) and every other child stay byte for byte.
 * A run inside a Lingui `<Trans>` is part of a message with placeholders: refused.
 *
 * @throws {MutateError} `STALE_TEXT`, `BAD_REQUEST` (index past the end, empty text),
 * `UNSUPPORTED_EDIT` (ambiguous text, a Lingui message).
 */
export function editTextRun(
  file: ParsedTsx,
  entry: JsxElementEntry,
  body: EditTextRequestBody<ElementRef>,
  escapeText: (text: string) => string,
): TextEdit {
  if (insideLinguiMessage(file, entry)) {
    throw new MutateError(
      'UNSUPPORTED_EDIT',
      `The text of <${entry.tagName}> is part of a Lingui message with placeholders or elements; edit it in code`,
    )
  }
  const run = chooseRun(entry, body)
  const newText = body.newText.trim()
  if (newText === '') {
    throw new MutateError('BAD_REQUEST', 'newText must not be empty; edit the element in code')
  }
  const raw = file.text.slice(run.range.start, run.range.end)
  const leading = /^\s*/.exec(raw)?.[0] ?? ''
  const trailing = /\s*$/.exec(raw)?.[0] ?? ''
  return {
    file: file.relativePath,
    start: run.range.start + leading.length,
    end: run.range.end - trailing.length,
    text: escapeText(newText),
  }
}
