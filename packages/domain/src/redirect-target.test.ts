import { describe, expect, test } from 'vitest'
import {
  isSafeRedirectPath,
  postLoginDestination,
  readRedirectTo,
  safeRedirectPath,
} from './redirect-target'

describe('safe redirect paths', () => {
  test.each(['/', '/dashboard', '/booking/summary?slot=3', '/course/7#notes', '/a%2Fb'])(
    'accepts %s',
    (path) => {
      expect(isSafeRedirectPath(path)).toBe(true)
      expect(safeRedirectPath(path)).toBe(path)
    },
  )

  test.each([
    '//evil.com',
    '//evil.com/dashboard',
    'https://evil.com',
    'http://evil.com/path',
    'javascript:alert(1)',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '/%2fevil.com',
    '/%5Cevil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /dashboard',
    'dashboard',
    '',
  ])('refuses %j and falls back to /dashboard', (path) => {
    expect(isSafeRedirectPath(path)).toBe(false)
    expect(safeRedirectPath(path)).toBe('/dashboard')
  })

  test('refuses non-strings', () => {
    expect(safeRedirectPath(null)).toBe('/dashboard')
    expect(safeRedirectPath(42)).toBe('/dashboard')
    expect(safeRedirectPath({ pathname: '/x' })).toBe('/dashboard')
  })

  test('uses a given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/')).toBe('/')
  })
})

describe('readRedirectTo', () => {
  test('decodes an encoded path with its query', () => {
    expect(readRedirectTo('?redirectTo=%2Fbooking%2Fsummary%3Fslot%3D3')).toBe(
      '/booking/summary?slot=3',
    )
  })

  test.each([
    ['', '/dashboard'],
    [null, '/dashboard'],
    ['?other=1', '/dashboard'],
    ['?redirectTo=', '/dashboard'],
    ['?redirectTo=%2F%2Fevil.com', '/dashboard'],
    ['?redirectTo=//evil.com', '/dashboard'],
    ['?redirectTo=https%3A%2F%2Fevil.com', '/dashboard'],
    ['?redirectTo=%E0%A4%A', '/dashboard'],
    ['?redirectTo=/homework', '/homework'],
  ])('reads %j as %s', (search, expected) => {
    expect(readRedirectTo(search)).toBe(expected)
  })
})

describe('post-login destination', () => {
  test('prefers the page the user came from', () => {
    expect(
      postLoginDestination(
        { from: { pathname: '/homework', search: '?week=2', hash: '#q3' } },
        '?redirectTo=%2Fprogress',
      ),
    ).toBe('/homework?week=2#q3')
    expect(postLoginDestination({ from: '/certificates' }, '')).toBe('/certificates')
  })

  test('then the redirectTo query', () => {
    expect(postLoginDestination(null, '?redirectTo=%2Fprogress')).toBe('/progress')
    expect(postLoginDestination({ other: true }, '?redirectTo=%2Fprogress')).toBe('/progress')
  })

  test('then the dashboard', () => {
    expect(postLoginDestination(undefined, '')).toBe('/dashboard')
  })

  test('skips an unsafe origin and an unsafe redirectTo', () => {
    expect(postLoginDestination({ from: '//evil.com' }, '?redirectTo=%2Fprogress')).toBe(
      '/progress',
    )
    expect(
      postLoginDestination({ from: { pathname: 'https://evil.com' } }, '?redirectTo=//evil.com'),
    ).toBe('/dashboard')
  })

  test('ignores malformed route state', () => {
    expect(postLoginDestination({ from: { pathname: 7 } }, '')).toBe('/dashboard')
    expect(postLoginDestination('from', '')).toBe('/dashboard')
  })
})
