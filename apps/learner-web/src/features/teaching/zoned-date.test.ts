import { describe, expect, test } from 'vitest'
import { dateInZone } from './zoned-date'

describe('dateInZone', () => {
  test('is already tomorrow in Cairo while it is still today in UTC', () => {
    expect(dateInZone('Africa/Cairo', new Date('2027-01-10T22:30:00Z'))).toBe('2027-01-11')
    expect(dateInZone('UTC', new Date('2027-01-10T22:30:00Z'))).toBe('2027-01-10')
  })

  test('follows summer time (UTC+3 in Cairo) and zones behind UTC', () => {
    expect(dateInZone('Africa/Cairo', new Date('2027-07-10T20:59:00Z'))).toBe('2027-07-10')
    expect(dateInZone('Africa/Cairo', new Date('2027-07-10T21:00:00Z'))).toBe('2027-07-11')
    expect(dateInZone('America/New_York', new Date('2027-01-11T03:00:00Z'))).toBe('2027-01-10')
  })
})
