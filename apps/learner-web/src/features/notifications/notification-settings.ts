import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'
import { isNotificationKind, type NotificationKind } from './notification-kinds'
import { NOTIFICATION_KEYS, NotificationsError } from './notifications-queries'

const settingsKey = (userId: string) => [...NOTIFICATION_KEYS.all, 'settings', userId] as const

/** The kinds the user turned off by e-mail (none until they change something). */
export async function fetchEmailOff(): Promise<NotificationKind[]> {
  const { data, error } = await supabase
    .from('notification_settings')
    .select('email_off')
    .maybeSingle()
  if (error) throw new NotificationsError(error.message)
  const kinds: unknown[] = Array.isArray(data?.email_off) ? data.email_off : []
  return kinds.filter(isNotificationKind)
}

/** Saves which kinds the user does not want by e-mail. */
export async function saveEmailOff(userId: string, off: readonly NotificationKind[]) {
  const { error } = await supabase
    .from('notification_settings')
    .upsert({ user_id: userId, email_off: [...off] })
  if (error) throw new NotificationsError(error.message)
}

/** {@link fetchEmailOff} as a query, idle while signed out. */
export function useEmailOff(userId: string | null) {
  return useQuery({
    queryKey: settingsKey(userId ?? ''),
    queryFn: fetchEmailOff,
    enabled: userId !== null,
  })
}
