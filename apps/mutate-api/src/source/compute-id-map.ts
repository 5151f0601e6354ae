import type { ParsedTsx } from './parsed-tsx'
import type { AppliedEdits, TextEdit } from './text-edit'

/** One changed TSX file before and after a rewrite. */
export interface FileRewrite {
  readonly before: ParsedTsx
  readonly after: ParsedTsx
  readonly applied: AppliedEdits
  readonly edits: readonly TextEdit[]
}

/**
 * Maps every codebase id of the changed files to the id of the same element after the rewrite.
 * Ids are ordinal-based, so an insertion or removal renames the elements after it; an element is
 * followed through the edit by its start offset: text outside every edit shifts by the length
 * change of the edits before it, text an edit keeps (`KeptText`) moves with that edit, text an
 * edit replaced is gone (no entry). Unchanged ids map to themselves, so the map names every
 * surviving element.
 *
 * @example
 * ```ts
 * computeIdMap([{ before, after, applied, edits }]) // { 'tempo-old…': 'tempo-new…', … }
 * ```
 */
export function computeIdMap(rewrites: readonly FileRewrite[]): Record<string, string> {
  const byFile = new Map(rewrites.map((rewrite) => [rewrite.before.relativePath, rewrite]))
  const allEdits = rewrites.flatMap((rewrite) =>
    rewrite.edits.map((edit) => ({ edit, rewrite: byFile.get(edit.file) })),
  )
  const map: Record<string, string> = {}
  for (const rewrite of rewrites) {
    const file = rewrite.before.relativePath
    for (const entry of rewrite.before.index.elements) {
      const target = newPlaceOf(file, entry.range.start, rewrite, allEdits)
      if (target === undefined) continue
      const found = target.rewrite.after.entryAt(target.offset)
      if (found !== undefined) map[entry.id] = found.id
    }
  }
  return map
}

interface Place {
  readonly rewrite: FileRewrite
  readonly offset: number
}

function newPlaceOf(
  file: string,
  offset: number,
  own: FileRewrite,
  allEdits: readonly { edit: TextEdit; rewrite: FileRewrite | undefined }[],
): Place | undefined {
  for (const { edit, rewrite } of allEdits) {
    if (rewrite === undefined) continue
    for (const kept of edit.kept ?? []) {
      if (kept.file === file && kept.from <= offset && offset < kept.to) {
        const editStart = rewrite.applied.newStarts.get(edit)
        if (editStart === undefined) return undefined
        return { rewrite, offset: editStart + kept.at + (offset - kept.from) }
      }
    }
  }
  let shift = 0
  for (const edit of own.edits) {
    if (edit.start < offset && offset < edit.end) return undefined
    if (edit.start === offset && edit.end > offset) return undefined
    if (edit.end <= offset) shift += edit.text.length - (edit.end - edit.start)
  }
  return { rewrite: own, offset: offset + shift }
}
