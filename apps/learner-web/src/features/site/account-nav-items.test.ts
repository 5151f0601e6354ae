import type { User } from '@supabase/supabase-js'
import { describe, expect, test } from 'vitest'
import { ACCOUNT_NAV_ITEMS, accountNavItems } from './account-nav-items'

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
})
