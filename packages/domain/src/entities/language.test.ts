import { describe, expect, test } from 'vitest'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, resolveLanguage } from './language'

describe('language', () => {
  test('is en or ar, en by default', () => {
    expect(LANGUAGES).toEqual(['en', 'ar'])
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(isLanguage('ar')).toBe(true)
    expect(isLanguage('fr')).toBe(false)
  })

  test('resolves a stored value, falling back to en', () => {
    expect(resolveLanguage('ar')).toBe('ar')
    expect(resolveLanguage('AR')).toBe('en')
    expect(resolveLanguage(null)).toBe('en')
  })
})
