/** A satisfiable byte range of a file, both ends inclusive. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Reads an HTTP `Range` header for a file of `size` bytes (RFC 9110, one range). Returns
 * `undefined` when there is no usable header (the whole file is sent), `'unsatisfiable'` when the
 * range lies outside the file (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') {
    const suffix = Number(match[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  if (start >= size) return 'unsatisfiable'
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (end < start) return 'unsatisfiable'
  return { start, end }
}
