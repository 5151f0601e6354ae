import { describe, expect, it } from 'vitest'
import { directionOf } from './direction'

describe('directionOf', () => {
  it('writes English left to right', () => {
    expect(directionOf('en')).toBe('ltr')
  })

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl')
  })
})
