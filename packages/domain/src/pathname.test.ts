import { describe, expect, test } from 'vitest'
import { normalizePathname } from './pathname'

describe('normalizePathname', () => {
  test.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/', '/dashboard'],
    ['/dashboard//', '/dashboard'],
    ['/dashboard?tab=1', '/dashboard'],
    ['/dashboard#top', '/dashboard'],
    ['/', '/'],
    ['', '/'],
    ['?x=1', '/'],
    ['dashboard', '/dashboard'],
  ])('%j becomes %j', (input, output) => {
    expect(normalizePathname(input)).toBe(output)
  })
})
