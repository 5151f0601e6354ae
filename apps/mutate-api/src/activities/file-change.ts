import { createHash } from 'node:crypto'

/**
 * The span of a file an activity rewrote: from `start`, `removed` became `inserted`; the rest of
 * the file was the same before and after. The hashes name the whole texts, so an undo or redo
 * can tell the file still holds exactly what the activity left (or found) without keeping it.
 */
export interface FilePatch {
  readonly start: number
  readonly removed: string
  readonly inserted: string
  readonly beforeHash: string
  readonly afterHash: string
}

/**
 * A file an activity touched: the span it rewrote ({@link FilePatch}), or — when it created or
 * deleted the file, and in logs written before patches — its whole text before and after (null:
 * did not exist).
 */
export type ActivityFile =
  | { readonly path: string; readonly patch: FilePatch }
  | { readonly path: string; readonly before: string | null; readonly after: string | null }

/** Which side of an activity a file is on: as before it, or as after it. */
export type ActivitySide = 'before' | 'after'

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('base64')
}

/**
 * What an activity keeps of a file it changed: the rewritten span only (a change to one element
 * of a 3,000-line file keeps a few bytes, not twice the file), or the whole texts when the file
 * is created or deleted.
 */
export function recordFileChange(
  path: string,
  before: string | null,
  after: string | null,
): ActivityFile {
  if (before === null || after === null) return { path, before, after }
  const shorter = Math.min(before.length, after.length)
  let start = 0
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1
  let end = 0
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end += 1
  return {
    path,
    patch: {
      start,
      removed: before.slice(start, before.length - end),
      inserted: after.slice(start, after.length - end),
      beforeHash: hashOf(before),
      afterHash: hashOf(after),
    },
  }
}

/** Whether `current` (null: no file) is exactly the file as it was on `side` of the activity. */
export function fileHolds(file: ActivityFile, current: string | null, side: ActivitySide): boolean {
  if (!('patch' in file)) return current === file[side]
  if (current === null) return false
  return hashOf(current) === (side === 'before' ? file.patch.beforeHash : file.patch.afterHash)
}

/**
 * The file as it is on the other side of the activity, from `current`, the file as it is on
 * `side` (checked with {@link fileHolds}): an undo turns the after-text into the before-text.
 */
export function fileAcross(
  file: ActivityFile,
  current: string | null,
  side: ActivitySide,
): string | null {
  if (!('patch' in file)) return side === 'after' ? file.before : file.after
  const { start, removed, inserted } = file.patch
  const text = current ?? ''
  const [now, then] = side === 'after' ? [inserted, removed] : [removed, inserted]
  return text.slice(0, start) + then + text.slice(start + now.length)
}
