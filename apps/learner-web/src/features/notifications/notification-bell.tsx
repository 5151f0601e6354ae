import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { NavLink } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { useUnreadCount } from './notifications-queries'

/** The header's bell: a link to /notifications with the unread count on it. */
export function NotificationBell({ userId }: { readonly userId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const count = useUnreadCount(userId).data ?? 0
  const shown = count > 99 ? `${formatNumber(99, locale)}+` : formatNumber(count, locale)
  return (
    <NavLink
      to="/notifications"
      aria-label={count === 0 ? t`Notifications` : t`Notifications, ${shown} unread`}
      className="relative flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:text-brand-800"
    >
      <Icon name="bell" className="size-6" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
        >
          {shown}
        </span>
      ) : null}
    </NavLink>
  )
}
