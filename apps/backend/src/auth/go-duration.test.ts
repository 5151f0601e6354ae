import { describe, expect, it } from 'vitest'
import { parseGoDuration } from './go-duration.js'

describe('parseGoDuration', () => {
  it('reads the forms GoTrue accepts for ban_duration', () => {
    expect(parseGoDuration('24h')).toEqual({ ok: true, ms: 86_400_000 })
    expect(parseGoDuration('1h30m')).toEqual({ ok: true, ms: 5_400_000 })
    expect(parseGoDuration('1.5s')).toEqual({ ok: true, ms: 1500 })
    expect(parseGoDuration('0')).toEqual({ ok: true, ms: 0 })
    expect(parseGoDuration('-2m')).toEqual({ ok: true, ms: -120_000 })
    expect(parseGoDuration('876000h')).toEqual({ ok: true, ms: 876_000 * 3_600_000 })
  })

  it("refuses anything else with Go's message", () => {
    expect(parseGoDuration('1d')).toEqual({
      ok: false,
      message: 'time: unknown unit "d" in duration "1d"',
    })
    expect(parseGoDuration('10')).toEqual({
      ok: false,
      message: 'time: missing unit in duration "10"',
    })
    expect(parseGoDuration('forever')).toEqual({
      ok: false,
      message: 'time: invalid duration "forever"',
    })
    expect(parseGoDuration('')).toEqual({ ok: false, message: 'time: invalid duration ""' })
    expect(parseGoDuration('3000000h')).toEqual({
      ok: false,
      message: 'time: invalid duration "3000000h"',
    })
  })
})
