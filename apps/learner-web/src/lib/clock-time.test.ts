import { describe, expect, test } from 'vitest'
import { clockTime } from './clock-time'

describe('clockTime', () => {
  test('m:ss or h:mm:ss in English', () => {
    expect(clockTime(0, 'en')).toBe('0:00')
    expect(clockTime(7.9, 'en')).toBe('0:07')
    expect(clockTime(75, 'en')).toBe('1:15')
    expect(clockTime(3725, 'en')).toBe('1:02:05')
    expect(clockTime(Number.NaN, 'en')).toBe('0:00')
  })

  test('Arabic-Indic digits in Arabic', () => {
    expect(clockTime(9, 'ar')).toBe('٠:٠٩')
    expect(clockTime(3725, 'ar')).toBe('١:٠٢:٠٥')
  })
})
