import { StorageError } from './storage-error.js'

/** Where a `list-v2` page ended, and the sort it was listed by (the cursor keeps the sort). */
export interface ListCursor {
  /** The last name of the previous page (a folder ends with `/`). */
  startAfter: string
  sortOrder?: string | undefined
  sortColumn?: string | undefined
  /** The sort column's value (ISO time) of the last entry, when sorting by a time column. */
  sortColumnAfter?: string | undefined
}

// storage-api's cursor format: base64 of `l:<startAfter>\no:<order>\nc:<column>\na:<after>`,
// so a cursor from hosted Storage and one from here read the same way.
const PARTS: [string, keyof ListCursor][] = [
  ['l', 'startAfter'],
  ['o', 'sortOrder'],
  ['c', 'sortColumn'],
  ['a', 'sortColumnAfter'],
]

/** @example encodeListCursor({ startAfter: 'a/b.txt' }) // 'bDphL2IudHh0' */
export function encodeListCursor(cursor: ListCursor): string {
  const lines = PARTS.filter(([, key]) => cursor[key]).map(([tag, key]) => `${tag}:${cursor[key]}`)
  return Buffer.from(lines.join('\n')).toString('base64')
}

/** @throws {StorageError} 400 InvalidParameter for a cursor this server did not write */
export function decodeListCursor(token: string): ListCursor {
  const cursor: ListCursor = { startAfter: '', sortOrder: 'asc' }
  for (const line of Buffer.from(token, 'base64').toString('utf8').split('\n')) {
    const match = /^(\S):(.*)$/s.exec(line)
    const key = PARTS.find(([tag]) => tag === match?.[1])?.[1]
    if (!match || !key) {
      throw new StorageError(400, 'InvalidParameter', 'Invalid Parameter continuation token')
    }
    cursor[key] = match[2] ?? ''
  }
  return cursor
}
