import { Trans, useLingui } from '@lingui/react/macro'
import { formatNumber } from '@splendid/i18n'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { refreshAfterWrite } from '../../lib/refresh-after-write'
import { useLocale } from '../../lib/use-locale'
import { LoadErrorAlert } from '../../ui/load-error-alert'
import { PageContainer } from '../../ui/page-container'
import { useAuth } from '../auth/use-auth'
import { NotificationItem } from './notification-item'
import {
  type AppNotification,
  deleteNotification,
  markNotificationsRead,
  markNotificationUnread,
  NOTIFICATION_KEYS,
  NOTIFICATIONS_PAGE_SIZE,
  useNotifications,
  useUnreadCount,
} from './notifications-queries'

const tabClass =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'
const primaryButton =
  'inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

/**
 * /notifications: what happened for the user, newest first — all or unread only (in the URL),
 * each leading to its page and marked read on the way; mark all read, mark one unread, delete.
 */
export function NotificationsPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const userId = useAuth().user?.id ?? null
  const queryClient = useQueryClient()
  const [searchParams] = useSearchParams()
  const unreadOnly = searchParams.get('show') === 'unread'
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE_SIZE)
  const list = useNotifications(userId, limit, unreadOnly)
  const unread = useUnreadCount(userId).data ?? 0
  const unreadCount = formatNumber(unread, locale)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function change(action: () => Promise<void>) {
    setBusy(true)
    setFailure(null)
    try {
      await refreshAfterWrite(queryClient, [NOTIFICATION_KEYS.all], action)
    } catch (cause) {
      setFailure(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }

  function open(notification: AppNotification) {
    if (notification.readAt !== null) return
    // The page changes at once; the write and the refresh follow in the background.
    void refreshAfterWrite(queryClient, [NOTIFICATION_KEYS.all], () =>
      markNotificationsRead([notification.id]),
    ).catch(() => undefined)
  }

  const notifications = list.data ?? []
  return (
    <PageContainer measure="reading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">
            <Trans>Notifications</Trans>
          </h1>
          <p className="mt-1 text-slate-600" role="status">
            {unread === 0 ? (
              <Trans>You are up to date.</Trans>
            ) : (
              <Trans>{unreadCount} unread</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          className={primaryButton}
          disabled={busy || unread === 0}
          onClick={() => void change(() => markNotificationsRead())}
        >
          <Trans>Mark all as read</Trans>
        </button>
      </div>
      <nav aria-label={t`Which notifications`} className="mt-6 flex gap-2">
        <Link
          to="/notifications"
          className={tabClass}
          aria-current={unreadOnly ? undefined : 'page'}
        >
          <Trans>All</Trans>
        </Link>
        <Link
          to="/notifications?show=unread"
          className={tabClass}
          aria-current={unreadOnly ? 'page' : undefined}
        >
          <Trans>Unread</Trans>
        </Link>
      </nav>
      {failure ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          <Trans>The change was not saved: {failure}</Trans>
        </p>
      ) : null}
      {list.error ? (
        <LoadErrorAlert
          className="mt-6"
          title={<Trans>We could not load your notifications.</Trans>}
          message={list.error.message}
          onRetry={list.refetch}
        />
      ) : list.isPending ? (
        <p role="status" className="mt-8 text-slate-600">
          <Trans>Loading your notifications…</Trans>
        </p>
      ) : notifications.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          {unreadOnly ? (
            <Trans>No unread notifications.</Trans>
          ) : (
            <Trans>
              Nothing yet. You will find here the classes booked or cancelled, homework set and
              graded, new lessons in your courses and your certificates.
            </Trans>
          )}
        </p>
      ) : (
        <>
          <ul aria-label={t`Notifications`} className="mt-6 grid gap-3">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                busy={busy}
                onOpen={() => open(notification)}
                onToggleRead={() =>
                  void change(() =>
                    notification.readAt === null
                      ? markNotificationsRead([notification.id])
                      : markNotificationUnread(notification.id),
                  )
                }
                onDelete={() => void change(() => deleteNotification(notification.id))}
              />
            ))}
          </ul>
          {notifications.length >= limit ? (
            <button
              type="button"
              className="mt-6 inline-flex min-h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              disabled={list.isFetching}
              onClick={() => setLimit((current) => current + NOTIFICATIONS_PAGE_SIZE)}
            >
              <Trans>Show older notifications</Trans>
            </button>
          ) : null}
        </>
      )}
    </PageContainer>
  )
}
