/** Splendid's clock: due dates are set and read in Cairo time (DST included). */
const CAIRO = 'Africa/Cairo'

/** The offset of Cairo from UTC at an instant, in ms (+2 h or +3 h). */
function cairoOffsetMs(instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CAIRO,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0)
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return wall - Math.floor(instant / 1000) * 1000
}

/**
 * The instant of a wall-clock time in Cairo, from an `<input type="datetime-local">` value;
 * `null` when the value is not a date and time.
 *
 * @example
 * ```ts
 * cairoLocalToIso('2027-01-10T23:59') // '2027-01-10T21:59:00.000Z' (UTC+2 in winter)
 * ```
 */
export function cairoLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guessed instant, then again at the corrected one (DST edges).
  const first = asUtc - cairoOffsetMs(asUtc)
  return new Date(asUtc - cairoOffsetMs(first)).toISOString()
}
