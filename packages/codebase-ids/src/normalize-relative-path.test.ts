import { describe, expect, it } from 'vitest'
import { CodebaseIdError } from './codebase-id-error'
import { normalizeRelativePath } from './normalize-relative-path'

describe('normalizeRelativePath', () => {
  it('uses POSIX separators and drops leading ./, empty and . segments', () => {
    expect(normalizeRelativePath('.\\src\\components\\Card.tsx')).toBe('src/components/Card.tsx')
    expect(normalizeRelativePath('./src//App.tsx')).toBe('src/App.tsx')
    expect(normalizeRelativePath('src/./App.tsx/')).toBe('src/App.tsx')
  })

  it('resolves .. segments that stay inside the root', () => {
    expect(normalizeRelativePath('src/pages/../App.tsx')).toBe('src/App.tsx')
  })

  it('keeps the case of the path', () => {
    expect(normalizeRelativePath('Src/App.tsx')).toBe('Src/App.tsx')
  })

  it.each([
    ['/src/App.tsx', 'absolute'],
    ['C:\\project\\src\\App.tsx', 'absolute'],
    ['\\\\server\\share\\App.tsx', 'absolute'],
    ['../App.tsx', 'outside the project root'],
    ['src/../../App.tsx', 'outside the project root'],
    ['', 'names no file'],
    ['./', 'names no file'],
  ])('refuses %j with INVALID_PATH (%s)', (input, phrase) => {
    let caught: unknown
    try {
      normalizeRelativePath(input)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(CodebaseIdError)
    expect(caught).toMatchObject({ code: 'INVALID_PATH' })
    expect((caught as Error).message).toContain(phrase)
  })
})
