import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { Link } from 'react-router'
import { useLocale } from '../../lib/use-locale'
import { Icon } from '../../ui/icon'
import { notificationText } from './notification-text'
import type { AppNotification } from './notifications-queries'
import { timeAgo } from './relative-time'

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  readonly notification: AppNotification
  readonly busy: boolean
  /** Following the link marks the notification read. */
  readonly onOpen: () => void
  readonly onToggleRead: () => void
  readonly onDelete: () => void
}

const secondaryButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60'

/** One notification: what happened, when, a link to it, and read / unread / delete. */
export function NotificationItem({
  notification,
  busy,
  onOpen,
  onToggleRead,
  onDelete,
}: NotificationItemProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const headingId = useId()
  const { title, body } = notificationText(notification, i18n, locale)
  const unread = notification.readAt === null
  const created = Date.parse(notification.createdAt)
  return (
    <li
      aria-labelledby={headingId}
      className={`flex gap-3 rounded-xl border p-4 ${unread ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <span
        aria-hidden="true"
        className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`}
      />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="text-base text-slate-900">
          <Link
            to={notification.link}
            onClick={onOpen}
            className={`block hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 ${unread ? 'font-bold' : 'font-semibold'}`}
          >
            {unread ? <span className="sr-only">{t`Unread:`} </span> : null}
            {title}
          </Link>
        </h2>
        <p className="mt-1 text-sm break-words text-slate-700">{body}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={notification.createdAt}>{timeAgo(created, locale)}</time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
        <button type="button" className={secondaryButton} disabled={busy} onClick={onToggleRead}>
          {unread ? t`Mark as read` : t`Mark as unread`}
        </button>
        <button
          type="button"
          className={`${secondaryButton} text-red-800 hover:bg-red-50`}
          disabled={busy}
          aria-label={t`Delete the notification “${title}”`}
          onClick={onDelete}
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
    </li>
  )
}
