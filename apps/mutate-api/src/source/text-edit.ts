/**
 * A piece of old text that survives an edit verbatim: the old range `[from, to)` of `file`
 * reappears at offset `at` of the edit's replacement text. This is how elements keep their
 * identity through wraps and moves (see `computeIdMap`).
 */
export interface KeptText {
  readonly file: string
  readonly from: number
  readonly to: number
  readonly at: number
}

/** Replace `[start, end)` of `file` (project-relative) with `text`. */
export interface TextEdit {
  readonly file: string
  readonly start: number
  readonly end: number
  readonly text: string
  readonly kept?: readonly KeptText[]
}

/** The result of applying a file's edits: the new text and where each edit landed. */
export interface AppliedEdits {
  readonly text: string
  /** For each edit of the file (in the order given), the offset of its text in the new file. */
  readonly newStarts: ReadonlyMap<TextEdit, number>
}

/**
 * Applies non-overlapping edits to one file's text. Insertions at the same offset keep the order
 * they were given in.
 *
 * @throws {Error} when two edits overlap (an operation bug, reported as INTERNAL).
 */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): AppliedEdits {
  const ordered = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order)
  let result = ''
  let cursor = 0
  const newStarts = new Map<TextEdit, number>()
  for (const { edit } of ordered) {
    if (edit.start < cursor) throw new Error(`Overlapping edits at offset ${edit.start}`)
    result += text.slice(cursor, edit.start)
    newStarts.set(edit, result.length)
    result += edit.text
    cursor = edit.end
  }
  result += text.slice(cursor)
  return { text: result, newStarts }
}
