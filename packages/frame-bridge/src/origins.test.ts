import { describe, expect, it } from 'vitest'
import { createOriginCheck, normaliseOrigin } from './origins'

describe('origins', () => {
  it('reduces URLs to their origin', () => {
    expect(normaliseOrigin('http://localhost:5174/editor?x=1')).toBe('http://localhost:5174')
    expect(normaliseOrigin('https://EDITOR.example:443/')).toBe('https://editor.example')
  })

  it('refuses the wildcard, relative text and opaque origins', () => {
    expect(() => normaliseOrigin('*')).toThrow(TypeError)
    expect(() => normaliseOrigin('/editor')).toThrow(TypeError)
    expect(() => normaliseOrigin('data:text/html,hi')).toThrow(TypeError)
  })

  it('allows exactly the listed origins', () => {
    const isAllowed = createOriginCheck(['http://localhost:5174/', 'https://editor.example'])
    expect(isAllowed('http://localhost:5174')).toBe(true)
    expect(isAllowed('https://editor.example')).toBe(true)
    expect(isAllowed('http://localhost:5173')).toBe(false)
    expect(isAllowed('https://editor.example.evil.com')).toBe(false)
    expect(isAllowed('null')).toBe(false)
    expect(() => createOriginCheck([])).toThrow(TypeError)
  })
})
