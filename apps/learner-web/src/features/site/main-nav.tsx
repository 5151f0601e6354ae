import { useLingui } from '@lingui/react/macro'
import { NavLink } from 'react-router'
import { useAuth } from '../auth/use-auth'
import { mainNavItems } from './account-nav-items'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-medium transition-colors ${
    isActive
      ? 'border-brand-700 text-brand-800'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`

/**
 * The signed-in header's navigation row from `md` up (issue 23): the main destinations as a
 * row of tabs under the header's top bar, the current page underlined and marked
 * `aria-current="page"` (React Router's `NavLink`). Plain links in tab order, so Tab and Enter
 * are all the keyboard needs; a row too long for the screen scrolls sideways. Below `md` the
 * side menu (and the avatar menu) are the way in.
 */
export function MainNav() {
  const { t } = useLingui()
  const items = mainNavItems(useAuth().user)
  return (
    <nav aria-label={t`Main navigation`} className="hidden border-t border-slate-100 md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 sm:px-6">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
