/** The units of Go's `time.ParseDuration`, in milliseconds. */
const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

/** The outcome of parsing a duration: milliseconds, or Go's error text. */
export type DurationParse = { ok: true; ms: number } | { ok: false; message: string }

/**
 * Parses a duration as Go's `time.ParseDuration` does (`"24h"`, `"1h30m"`, `"90s"`, `"0"`), so
 * GoTrue's `ban_duration` values mean the same here, and failures carry Go's message.
 *
 * @example
 * parseGoDuration('1h30m') // { ok: true, ms: 5_400_000 }
 * parseGoDuration('1d') // { ok: false, message: 'time: unknown unit "d" in duration "1d"' }
 */
export function parseGoDuration(text: string): DurationParse {
  const quoted = JSON.stringify(text)
  const invalid: DurationParse = { ok: false, message: `time: invalid duration ${quoted}` }
  let rest = text
  let sign = 1
  if (rest.startsWith('-') || rest.startsWith('+')) {
    sign = rest.startsWith('-') ? -1 : 1
    rest = rest.slice(1)
  }
  if (rest === '0') return { ok: true, ms: 0 }
  if (rest === '') return invalid
  let total = 0
  while (rest !== '') {
    const number = /^(\d*)(\.\d*)?/.exec(rest)?.[0] ?? ''
    if (number === '' || number === '.') return invalid
    rest = rest.slice(number.length)
    const unit = /^[^\d.]+/.exec(rest)?.[0] ?? ''
    if (unit === '') return { ok: false, message: `time: missing unit in duration ${quoted}` }
    const factor = UNIT_MS[unit]
    if (factor === undefined) {
      return {
        ok: false,
        message: `time: unknown unit ${JSON.stringify(unit)} in duration ${quoted}`,
      }
    }
    rest = rest.slice(unit.length)
    total += Number(number) * factor
  }
  // Go's limit is about 292 years; a JavaScript date (and PostgreSQL) must still hold now + it.
  if (!Number.isFinite(total) || total > 9.2e12) return invalid
  return { ok: true, ms: sign * total }
}
