import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, isLocale, LOCALES, otherLocale } from './locale'

describe('locales', () => {
  it('offers en and ar with en as the default (spec §9)', () => {
    expect(LOCALES).toEqual(['en', 'ar'])
    expect(DEFAULT_LOCALE).toBe('en')
  })

  it('accepts exactly the supported locale codes', () => {
    expect(isLocale('en')).toBe(true)
    expect(isLocale('ar')).toBe(true)
    for (const value of ['AR', 'fr', 'ar-EG', '', null, undefined, 1, {}]) {
      expect(isLocale(value)).toBe(false)
    }
  })

  it('switches to the other language', () => {
    expect(otherLocale('en')).toBe('ar')
    expect(otherLocale('ar')).toBe('en')
  })
})
