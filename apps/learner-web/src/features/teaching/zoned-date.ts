/**
 * The calendar date (YYYY-MM-DD) it is in `timeZone` at `instant`: a teacher's "today" in their
 * own zone, which differs from the UTC date around midnight.
 *
 * @example
 * ```ts
 * dateInZone('Africa/Cairo', new Date('2027-01-10T23:30:00Z')) // '2027-01-11'
 * ```
 */
export function dateInZone(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}
