import { evaluateSubscription } from '@splendid/domain'
import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, serviceClient, signUpLearner } from '../../test/test-backend'
import { fetchSubscriptionRow } from './subscription-status'

const DAY = 86_400_000

describe('the subscription on the backend', () => {
  test("a new learner's own row: the free plan without expiry (active)", async () => {
    const userId = await signUpLearner()
    const row = await fetchSubscriptionRow(userId)
    expect(row).toEqual({ active_subscription: 'free', subscription_expires_at: null })
    expect(evaluateSubscription(row).view).toMatchObject({ plan: 'free', status: 'active' })
  })

  test('reads back a premium plan that expires in two days as expiring', async () => {
    const userId = await signUpLearner()
    const expiresAt = new Date(Date.now() + 2 * DAY - 60_000).toISOString()
    // Users may not write their own plan: the service arranges it.
    const { error } = await serviceClient()
      .from('profiles')
      .update({ active_subscription: 'premium', subscription_expires_at: expiresAt })
      .eq('id', userId)
    if (error) throw new Error(error.message)
    const row = await fetchSubscriptionRow(userId)
    expect(row?.active_subscription).toBe('premium')
    expect(new Date(String(row?.subscription_expires_at)).getTime()).toBe(
      new Date(expiresAt).getTime(),
    )
    expect(evaluateSubscription(row).view).toMatchObject({
      plan: 'premium',
      status: 'expiring',
      daysLeft: 2,
    })
  })

  test("another user's row reads as none (row-level security), as does an unknown user", async () => {
    const other = await otherLearner()
    await signUpLearner()
    expect(await fetchSubscriptionRow(other.id)).toBeNull()
    expect(await fetchSubscriptionRow(crypto.randomUUID())).toBeNull()
  })

  test('signed out, the read is refused with the server code (visitors may not read profiles)', async () => {
    const userId = await signUpLearner()
    await supabase.auth.signOut()
    await expect(fetchSubscriptionRow(userId)).rejects.toMatchObject({
      name: 'SubscriptionStatusError',
      code: '42501',
    })
  })

  test('a malformed id is refused with the server code', async () => {
    await signUpLearner()
    await expect(fetchSubscriptionRow('not-a-user')).rejects.toMatchObject({
      name: 'SubscriptionStatusError',
      code: '22P02',
    })
  })
})
