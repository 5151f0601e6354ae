import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** One link of the signed-in navigation. */
export interface AccountNavItem {
  readonly to: string
  readonly label: MessageDescriptor
}

/**
 * The signed-in navigation of the avatar menu and the side menu, in the spec's order (§2
 * Shared header); Log out follows them. The Content Editor is listed for every signed-in user,
 * as the spec says; its route guard sends non-admins to the dashboard.
 */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { to: '/dashboard', label: msg`Dashboard` },
  { to: '/catalog', label: msg`My Courses` },
  { to: '/booking', label: msg`Book Class` },
  { to: '/homework', label: msg`Homework` },
  { to: '/ai-tutor', label: msg`AI Tutor` },
  { to: '/account', label: msg`Settings` },
  { to: '/admin/content', label: msg`Content Editor` },
]
