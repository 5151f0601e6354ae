import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { User } from '@supabase/supabase-js'

/** One link of the signed-in navigation. */
export interface AccountNavItem {
  readonly to: string
  readonly label: MessageDescriptor
}

/** The learner's destinations of the spec's menus (§2 Shared header), in its order. */
const LEARNING_ITEMS: readonly AccountNavItem[] = [
  { to: '/dashboard', label: msg`Dashboard` },
  { to: '/catalog', label: msg`My Courses` },
  { to: '/booking', label: msg`Book Class` },
  { to: '/homework', label: msg`Homework` },
  { to: '/ai-tutor', label: msg`AI Tutor` },
]

/** Progress and Certificates, which the spec's route table has but its avatar menu does not. */
const PROGRESS_AND_CERTIFICATES: readonly AccountNavItem[] = [
  { to: '/progress', label: msg`Progress` },
  { to: '/certificates', label: msg`Certificates` },
]

/**
 * The signed-in navigation of the avatar menu and the side menu, in the spec's order (§2
 * Shared header); Log out follows them. The Content Editor is listed for every signed-in user,
 * as the spec says; its route guard sends non-admins to the dashboard.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  ...LEARNING_ITEMS,
  { to: '/account', label: msg`Settings` },
  { to: '/admin/content', label: msg`Content Editor` },
]

/**
 * The main destinations of the desktop header's navigation row (issue 23): the spec's learner
 * destinations of the avatar menu, then Progress and Certificates, which the spec's route table
 * has but its avatar menu does not list. Settings and the Content Editor stay in the avatar menu.
 */
export const MAIN_NAV_ITEMS: readonly AccountNavItem[] = [
  ...LEARNING_ITEMS,
  ...PROGRESS_AND_CERTIFICATES,
]

/** The teaching workspace's link, shown to teachers after AI Tutor (beyond the spec's seven). */
const TEACHING_ITEM: AccountNavItem = { to: '/teach', label: msg`Teaching` }

/**
 * The signed-in navigation for this user: {@link ACCOUNT_NAV_ITEMS}, with Teaching for users who
 * signed up as teachers (the workspace itself checks the profile; the database decides writes).
 */
export function accountNavItems(user: User | null): readonly AccountNavItem[] {
  if (user?.user_metadata?.user_type !== 'teacher') return ACCOUNT_NAV_ITEMS
  const at = ACCOUNT_NAV_ITEMS.findIndex((item) => item.to === '/account')
  return [...ACCOUNT_NAV_ITEMS.slice(0, at), TEACHING_ITEM, ...ACCOUNT_NAV_ITEMS.slice(at)]
}

/**
 * The desktop header's navigation row for this user: {@link MAIN_NAV_ITEMS}, with Teaching at the
 * end for users who signed up as teachers.
 */
export function mainNavItems(user: User | null): readonly AccountNavItem[] {
  if (user?.user_metadata?.user_type !== 'teacher') return MAIN_NAV_ITEMS
  return [...MAIN_NAV_ITEMS, TEACHING_ITEM]
}

/**
 * The small-screen side menu's links: the avatar menu's links in the spec's order
 * ({@link accountNavItems}), then Progress and Certificates, so that every main destination is
 * reachable on a phone too.
 */
export function sideMenuItems(user: User | null): readonly AccountNavItem[] {
  return [...accountNavItems(user), ...PROGRESS_AND_CERTIFICATES]
}
