import type { SubscriptionRow } from '@splendid/domain'
import { loadSupabase } from '../../lib/load-supabase'

/** A failed read of the subscription, with the backend's code and message. */
export class SubscriptionStatusError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'SubscriptionStatusError'
    this.code = code
  }
}

/**
 * `userId`'s plan and expiry as stored in `profiles` (spec §7: `active_subscription`,
 * `subscription_expires_at`), for `evaluateSubscription` to judge; `null` when no row can be
 * read: row-level security shows a user only their own, so another user's row reads as none.
 * @throws {SubscriptionStatusError} with the backend's code when the read fails (signed
 * out: '42501', visitors may not read profiles; a malformed id: '22P02').
 */
export async function fetchSubscriptionRow(userId: string): Promise<SubscriptionRow | null> {
  const { data, error } = await (await loadSupabase())
    .from('profiles')
    .select('active_subscription, subscription_expires_at')
    .eq('id', userId)
    .maybeSingle()
  if (error) {
    throw new SubscriptionStatusError(
      error.code,
      `Could not read the subscription: ${error.message}`,
    )
  }
  return data as SubscriptionRow | null
}
