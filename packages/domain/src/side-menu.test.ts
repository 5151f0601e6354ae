import { describe, expect, test } from 'vitest'
import { isSideMenuPath, SIDE_MENU_PATH_PREFIXES } from './side-menu'

describe('side menu paths', () => {
  test('are the prefixes of the spec', () => {
    expect(SIDE_MENU_PATH_PREFIXES).toEqual([
      '/dashboard',
      '/catalog',
      '/booking',
      '/homework',
      '/ai-tutor',
      '/certificates',
      '/progress',
      '/account',
    ])
  })

  test.each([
    ...SIDE_MENU_PATH_PREFIXES,
    '/booking/summary',
    '/booking/recommended/7',
    '/account/',
    '/dashboard-tour',
    '/booking-faqs',
  ])('shows on %s', (path) => {
    expect(isSideMenuPath(path)).toBe(true)
  })

  test.each(['/', '/faq', '/login', '/course/7', '/admin/content', '/onboarding'])(
    'does not show on %s',
    (path) => {
      expect(isSideMenuPath(path)).toBe(false)
    },
  )
})
