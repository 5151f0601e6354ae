import { describe, expect, it } from 'vitest'
import { cairoLocalToIso } from './cairo-time'

describe('cairoLocalToIso', () => {
  it('reads a Cairo wall-clock time in winter (UTC+2) and in summer time (UTC+3)', () => {
    expect(cairoLocalToIso('2027-01-10T23:59')).toBe('2027-01-10T21:59:00.000Z')
    expect(cairoLocalToIso('2027-07-10T23:59')).toBe('2027-07-10T20:59:00.000Z')
  })

  it('follows the switch to summer time on the last Friday of April 2027', () => {
    expect(cairoLocalToIso('2027-04-29T12:00')).toBe('2027-04-29T10:00:00.000Z')
    expect(cairoLocalToIso('2027-04-30T12:00')).toBe('2027-04-30T09:00:00.000Z')
  })

  it('refuses what is not a date and time', () => {
    expect(cairoLocalToIso('')).toBeNull()
    expect(cairoLocalToIso('tomorrow')).toBeNull()
  })
})
