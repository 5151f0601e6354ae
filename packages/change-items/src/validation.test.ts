import { describe, expect, it } from 'vitest'
import {
  DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX,
  WRAP_PLACEHOLDER_CODEBASE_ID,
} from './special-codebase-ids'
import {
  DARK_MODE_MODIFIER,
  isResponsivePrefix,
  isStateModifier,
  isValidCodebaseId,
  RESPONSIVE_PREFIXES,
  STATE_MODIFIERS,
  sanitizeClassName,
} from './validation'

describe('isValidCodebaseId', () => {
  it("accepts 'tempo-' followed by a uuid", () => {
    expect(isValidCodebaseId('tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(true)
    expect(isValidCodebaseId('tempo-F47AC10B-58CC-5372-A567-0E02B2C3D479')).toBe(true)
  })

  it('accepts the wrap placeholder id and ids with the duplicate-placeholder prefix', () => {
    expect(isValidCodebaseId(WRAP_PLACEHOLDER_CODEBASE_ID)).toBe(true)
    expect(isValidCodebaseId(`${DUPLICATE_PLACEHOLDER_CODEBASE_ID_PREFIX}0`)).toBe(true)
  })

  it('refuses anything else', () => {
    expect(isValidCodebaseId('tempo-123')).toBe(false)
    expect(isValidCodebaseId('f47ac10b-58cc-4372-a567-0e02b2c3d479')).toBe(false)
    expect(isValidCodebaseId('tempo-f47ac10b-58cc-4372-a567-0e02b2c3d479-x')).toBe(false)
    expect(isValidCodebaseId(`${WRAP_PLACEHOLDER_CODEBASE_ID}-2`)).toBe(false)
    expect(isValidCodebaseId('root')).toBe(false)
    expect(isValidCodebaseId('')).toBe(false)
  })
})

describe('sanitizeClassName', () => {
  it('turns every character outside letters, digits, underscore and hyphen into a hyphen', () => {
    expect(sanitizeClassName('w-1/2')).toBe('w-1-2')
    expect(sanitizeClassName('hover:bg-[#fff]')).toBe('hover-bg---fff-')
    expect(sanitizeClassName('a b.c')).toBe('a-b-c')
    expect(sanitizeClassName('Ok_name-1')).toBe('Ok_name-1')
    expect(sanitizeClassName('é')).toBe('-')
  })

  it('prefixes a leading digit with a hyphen', () => {
    expect(sanitizeClassName('2xl:p-4')).toBe('-2xl-p-4')
    expect(sanitizeClassName('9')).toBe('-9')
    expect(sanitizeClassName('-9')).toBe('-9')
  })
})

describe('modifiers', () => {
  it('supports exactly the six state modifiers', () => {
    expect(STATE_MODIFIERS).toEqual(['hover', 'required', 'focus', 'active', 'invalid', 'disabled'])
    for (const modifier of STATE_MODIFIERS) expect(isStateModifier(modifier)).toBe(true)
    expect(isStateModifier('visited')).toBe(false)
    expect(isStateModifier('md')).toBe(false)
  })

  it('recognises the responsive prefixes sm, md, lg, xl and 2xl', () => {
    expect(RESPONSIVE_PREFIXES).toEqual(['sm', 'md', 'lg', 'xl', '2xl'])
    for (const prefix of RESPONSIVE_PREFIXES) expect(isResponsivePrefix(prefix)).toBe(true)
    expect(isResponsivePrefix('3xl')).toBe(false)
    expect(isResponsivePrefix('hover')).toBe(false)
  })

  it("names the dark-mode modifier 'dark'", () => {
    expect(DARK_MODE_MODIFIER).toBe('dark')
  })
})
