const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
}

/**
 * A size limit as the Supabase CLI and storage-js write it: a number of bytes, or a string such
 * as `'20mb'`, `"50MiB"`, `'512 KB'`. Returns `undefined` for what it cannot read.
 *
 * @example parseByteSize('20mb') // 20_000_000
 */
export function parseByteSize(value: unknown): number | undefined {
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined
  if (typeof value !== 'string') return undefined
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value)
  if (!match?.[1]) return undefined
  const unit = UNITS[(match[2] || 'b').toLowerCase()]
  if (unit === undefined) return undefined
  return Math.floor(Number(match[1]) * unit)
}
