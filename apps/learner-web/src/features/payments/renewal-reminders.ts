import { useQuery } from '@tanstack/react-query'
import { supabase } from '../../lib/supabase-client'

/** The query key of the signed-in user's renewal-reminder choice. */
export const renewalRemindersKey = (userId: string) => ['renewal-reminders', userId] as const

/** Whether `userId` is reminded a week before Premium ends (true until they cancel renewal). */
export async function fetchRenewalReminders(userId: string): Promise<boolean> {
  const { data, error } = await supabase
    .from('profiles')
    .select('renewal_reminders')
    .eq('id', userId)
    .maybeSingle()
  if (error) throw new Error(error.message)
  return (data as { renewal_reminders?: unknown } | null)?.renewal_reminders !== false
}

/** Cancels renewal (`false`: no reminder, Premium runs to its end) or resumes it. */
export async function saveRenewalReminders(userId: string, on: boolean): Promise<void> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ renewal_reminders: on })
    .eq('id', userId)
    .select('renewal_reminders')
  if (error) throw new Error(error.message)
  if (!Array.isArray(data) || data.length !== 1) throw new Error('The profile was not found.')
}

/** {@link fetchRenewalReminders} as a query. */
export function useRenewalReminders(userId: string | null) {
  return useQuery({
    queryKey: renewalRemindersKey(userId ?? ''),
    queryFn: () => fetchRenewalReminders(userId ?? ''),
    enabled: userId !== null,
  })
}
