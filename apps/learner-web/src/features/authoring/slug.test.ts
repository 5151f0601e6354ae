import { describe, expect, it } from 'vitest'
import { slugFromTitle, uniqueSlug } from './slug'

describe('slugFromTitle', () => {
  it('keeps Latin letters and digits, drops accents, joins with single hyphens', () => {
    expect(slugFromTitle('Café Talk: Level 2!', 'course')).toBe('cafe-talk-level-2')
    expect(slugFromTitle('  --Hello   World--  ', 'course')).toBe('hello-world')
  })

  it('falls back for titles without Latin letters or digits', () => {
    expect(slugFromTitle('العربية اليومية', 'lesson')).toBe('lesson')
    expect(slugFromTitle('', 'lesson')).toBe('lesson')
  })

  it('stops at 60 characters without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(59)} b c`, 'x')
    expect(slug).toBe('a'.repeat(59))
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

describe('uniqueSlug', () => {
  it('numbers the base until it is free', () => {
    expect(uniqueSlug('intro', new Set())).toBe('intro')
    expect(uniqueSlug('intro', new Set(['intro', 'intro-2']))).toBe('intro-3')
  })
})
