import { describe, expect, test } from 'vitest'
import { addDays, weeksOf, xpSeries } from './xp-series'

describe('xpSeries', () => {
  test('fills every day of the window and runs the total from what came before', () => {
    const series = xpSeries(
      {
        xpBefore: 300,
        days: [
          { day: '2026-11-25', xp: 40 },
          { day: '2026-11-27', xp: 90 },
        ],
      },
      '2026-11-27',
      4,
    )
    expect(series).toEqual([
      { day: '2026-11-24', xp: 0, total: 300 },
      { day: '2026-11-25', xp: 40, total: 340 },
      { day: '2026-11-26', xp: 0, total: 340 },
      { day: '2026-11-27', xp: 90, total: 430 },
    ])
  })

  test('counts calendar days across month, year and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(xpSeries({ xpBefore: 0, days: [] }, '2026-03-01', 84)).toHaveLength(84)
  })
})

describe('weeksOf', () => {
  test('cuts the days into Saturday-first weeks padded at both ends', () => {
    // 2026-11-26 is a Thursday (index 5 from Saturday); 2026-11-28 a Saturday.
    const weeks = weeksOf(xpSeries({ xpBefore: 0, days: [] }, '2026-11-28', 3))
    expect(weeks).toHaveLength(2)
    expect(weeks[0]?.map((day) => day?.day ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      '2026-11-26',
      '2026-11-27',
    ])
    expect(weeks[1]?.map((day) => day?.day ?? null)).toEqual([
      '2026-11-28',
      null,
      null,
      null,
      null,
      null,
      null,
    ])
  })
})
