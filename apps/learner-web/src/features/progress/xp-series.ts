import type { XpHistory } from './progress-overview'

/** One Cairo day of the window: the xp earned that day and the running total at its end. */
export interface XpDay {
  /** `YYYY-MM-DD`. */
  readonly day: string
  readonly xp: number
  readonly total: number
}

/** The day `count` days after `day` (`YYYY-MM-DD`, calendar arithmetic in UTC). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + count)
  return date.toISOString().slice(0, 10)
}

/**
 * Every day of the `days`-day window ending `today`, oldest first, with days without xp filled
 * in at 0 and the running xp total (starting from what came before the window).
 *
 * @example
 * ```ts
 * xpSeries({ xpBefore: 100, days: [{ day: '2026-11-27', xp: 30 }] }, '2026-11-27', 2)
 * // [{ day: '2026-11-26', xp: 0, total: 100 }, { day: '2026-11-27', xp: 30, total: 130 }]
 * ```
 */
export function xpSeries(history: XpHistory, today: string, days: number): XpDay[] {
  const earned = new Map(history.days.map((entry) => [entry.day, entry.xp]))
  const series: XpDay[] = []
  let total = history.xpBefore
  for (let offset = days - 1; offset >= 0; offset--) {
    const day = addDays(today, -offset)
    const xp = earned.get(day) ?? 0
    total += xp
    series.push({ day, xp, total })
  }
  return series
}

/**
 * The series cut into calendar weeks (Saturday first, as the Egyptian week starts), oldest
 * first; the first and last weeks are padded with `null` outside the window.
 */
export function weeksOf(series: readonly XpDay[]): (XpDay | null)[][] {
  const weeks: (XpDay | null)[][] = []
  let week: (XpDay | null)[] = []
  for (const entry of series) {
    const weekday = (new Date(`${entry.day}T00:00:00Z`).getUTCDay() + 1) % 7 // Saturday = 0
    if (week.length === 0 && weeks.length === 0) week = Array<XpDay | null>(weekday).fill(null)
    week.push(entry)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array<XpDay | null>(7 - week.length).fill(null)])
  return weeks
}
