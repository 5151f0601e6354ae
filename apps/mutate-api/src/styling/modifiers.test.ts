import { describe, expect, it } from 'vitest'
import { parseModifiers, tailwindPrefix } from './modifiers'

describe('modifiers', () => {
  it('orders responsive prefix, dark mode, then states', () => {
    expect(tailwindPrefix(parseModifiers(['hover', 'dark', 'md']))).toBe('md:dark:hover:')
  })

  it('refuses unknown modifiers and two responsive prefixes', () => {
    expect(() => parseModifiers(['visited'])).toThrow(/Unknown modifier "visited"/)
    expect(() => parseModifiers(['sm', 'lg'])).toThrow(/Only one responsive prefix/)
  })
})
