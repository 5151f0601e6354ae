import { describe, expect, it } from 'vitest'
import { APP_TIME_ZONE, formatDate, formatNumber, intlLocaleOf } from './intl-format'

// 22:30 UTC on 15 January is already 00:30 on the 16th in Cairo (UTC+2 in winter).
const LATE_EVENING_UTC = new Date('2026-01-15T22:30:00Z')

describe('number formatting', () => {
  it('uses Western digits and separators in English', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
  })

  it('uses Arabic-Indic digits and Arabic separators in Arabic', () => {
    expect(formatNumber(1234.5, 'ar')).toBe('١٬٢٣٤٫٥')
  })

  it('passes Intl options through, such as percentages', () => {
    expect(formatNumber(0.42, 'en', { style: 'percent' })).toBe('42%')
    expect(formatNumber(0.42, 'ar', { style: 'percent' })).toBe('٤٢٪؜')
  })
})

describe('date formatting', () => {
  it('shows dates in Cairo time', () => {
    expect(APP_TIME_ZONE).toBe('Africa/Cairo')
    expect(formatDate(LATE_EVENING_UTC, 'en')).toBe('Jan 16, 2026')
  })

  it('shows Arabic dates with Arabic-Indic digits as Intl gives for ar-EG', () => {
    expect(intlLocaleOf('ar')).toBe('ar-EG')
    expect(formatDate(LATE_EVENING_UTC, 'ar')).toBe('١٦‏/٠١‏/٢٠٢٦')
    expect(formatDate(LATE_EVENING_UTC, 'ar', { dateStyle: 'long' })).toBe('١٦ يناير ٢٠٢٦')
  })

  it("follows Cairo's summer time for times", () => {
    // Egypt observes UTC+3 in summer.
    expect(formatDate(Date.UTC(2026, 6, 1, 12), 'en', { timeStyle: 'short' })).toBe('3:00 PM')
  })

  it('lets an explicit time zone win', () => {
    expect(formatDate(LATE_EVENING_UTC, 'en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      'Jan 15, 2026',
    )
  })

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDate(new Date('not a date'), 'en')).toThrow(RangeError)
  })
})
