import { matchRoute } from '@splendid/domain'
import type { User } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import {
  ACCOUNT_NAV_ITEMS,
  accountNavItems,
  MAIN_NAV_ITEMS,
  mainNavItems,
  sideMenuItems,
} from './account-nav-items'

const userOfType = (userType: string) =>
  ({ user_metadata: { user_type: userType } }) as unknown as User

describe('accountNavItems', () => {
  test("students and visitors get the spec's seven links", () => {
    expect(accountNavItems(null)).toBe(ACCOUNT_NAV_ITEMS)
    expect(accountNavItems(userOfType('student'))).toBe(ACCOUNT_NAV_ITEMS)
  })

  test('teachers also get Teaching, before Settings', () => {
    expect(accountNavItems(userOfType('teacher')).map((item) => item.to)).toEqual([
      '/dashboard',
      '/catalog',
      '/booking',
      '/homework',
      '/ai-tutor',
      '/teach',
      '/account',
      '/admin/content',
    ])
  })

  test('every link is a path of the route table', () => {
    const items = [...sideMenuItems(userOfType('teacher')), ...mainNavItems(userOfType('teacher'))]
    for (const item of items) expect(matchRoute(item.to).kind, item.to).toBe('route')
  })
})

describe('mainNavItems', () => {
  test('the seven main destinations, with Teaching last for teachers', () => {
    expect(mainNavItems(null)).toBe(MAIN_NAV_ITEMS)
    expect(MAIN_NAV_ITEMS.map((item) => item.to)).toEqual([
      '/dashboard',
      '/catalog',
      '/booking',
      '/homework',
      '/ai-tutor',
      '/progress',
      '/certificates',
    ])
    expect(mainNavItems(userOfType('teacher')).at(-1)?.to).toBe('/teach')
  })
})

describe('sideMenuItems', () => {
  test("the spec's links in its order first, then Progress and Certificates", () => {
    expect(sideMenuItems(userOfType('student')).map((item) => item.to)).toEqual([
      ...ACCOUNT_NAV_ITEMS.map((item) => item.to),
      '/progress',
      '/certificates',
    ])
  })
})
