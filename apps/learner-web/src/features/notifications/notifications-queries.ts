import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { loadSupabase } from '../../lib/load-supabase'
import { isNotificationKind, type NotificationKind } from './notification-kinds'

/** A notification as the app shows it (see 20250505000000_notifications.sql). */
export interface AppNotification {
  readonly id: string
  readonly kind: NotificationKind
  /** The facts to word it with: titles in both languages, times, names. */
  readonly data: Readonly<Record<string, unknown>>
  /** A path of the app. */
  readonly link: string
  readonly createdAt: string
  readonly readAt: string | null
}

/** A failed read or write of notifications, with the server's (or the network's) message. */
export class NotificationsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotificationsError'
  }
}

export const NOTIFICATION_KEYS = {
  all: ['notifications'] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
  list: (userId: string, limit: number, unreadOnly: boolean) =>
    ['notifications', 'list', userId, limit, unreadOnly] as const,
}

/** How many notifications the page shows at first, and adds with each "Show older". */
export const NOTIFICATIONS_PAGE_SIZE = 20

/** How often the header's bell asks for the unread count (and whenever the window gets focus). */
const UNREAD_POLL_MS = 60_000

const fail = (error: { message: string } | null) => {
  if (error) throw new NotificationsError(error.message || 'The server did not answer.')
}

/** How many of the signed-in user's notifications are unread. */
export async function fetchUnreadCount(): Promise<number> {
  const supabase = await loadSupabase()
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
  fail(error)
  return count ?? 0
}

/**
 * The signed-in user's newest `limit` notifications (unread ones only when `unreadOnly`);
 * kinds this version of the app cannot word are left out.
 */
export async function fetchNotifications(
  limit: number,
  unreadOnly: boolean,
): Promise<AppNotification[]> {
  const supabase = await loadSupabase()
  let query = supabase.from('notifications').select('id, kind, data, link, created_at, read_at')
  if (unreadOnly) query = query.is('read_at', null)
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  fail(error)
  return ((data ?? []) as Record<string, unknown>[]).flatMap((row) =>
    isNotificationKind(row.kind)
      ? [
          {
            id: String(row.id),
            kind: row.kind,
            data: (typeof row.data === 'object' && row.data !== null ? row.data : {}) as Record<
              string,
              unknown
            >,
            link: String(row.link),
            createdAt: String(row.created_at),
            readAt: typeof row.read_at === 'string' ? row.read_at : null,
          },
        ]
      : [],
  )
}

/** Marks `ids` read, or every unread notification when `ids` is omitted (the server stamps the time). */
export async function markNotificationsRead(ids?: readonly string[]): Promise<void> {
  const supabase = await loadSupabase()
  let query = supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .is('read_at', null)
  if (ids !== undefined) query = query.in('id', [...ids])
  const { error } = await query
  fail(error)
}

/** Marks one notification unread again. */
export async function markNotificationUnread(id: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.from('notifications').update({ read_at: null }).eq('id', id)
  fail(error)
}

/** Deletes one of the user's notifications. */
export async function deleteNotification(id: string): Promise<void> {
  const supabase = await loadSupabase()
  const { error } = await supabase.from('notifications').delete().eq('id', id)
  fail(error)
}

/** The unread count for the header's bell: polled, and refreshed when the window gets focus. */
export function useUnreadCount(userId: string | null) {
  return useQuery({
    queryKey: NOTIFICATION_KEYS.unread(userId ?? ''),
    queryFn: fetchUnreadCount,
    enabled: userId !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  })
}

/** {@link fetchNotifications} as a query; the previous list stays on screen while more load. */
export function useNotifications(userId: string | null, limit: number, unreadOnly: boolean) {
  return useQuery({
    queryKey: NOTIFICATION_KEYS.list(userId ?? '', limit, unreadOnly),
    queryFn: () => fetchNotifications(limit, unreadOnly),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  })
}
