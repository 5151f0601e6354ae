import { describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { newLearner } from './support/course-content-fixtures.js'
import {
  invokeCheckout,
  PLANS,
  paymentOf,
  paymentsOf,
  startedCheckout,
  subscriptionOf,
  withProcessEnv,
} from './support/payment-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Premium plans and payments (issue 21, first slice): plans readable by all, payments read only
// by their owner and written by nobody but the server, start_checkout and the checkout function
// with its provider choice. The sandbox flow: payments-sandbox.test.ts; callback refusals:
// payments-callback.test.ts.

for (const engine of ENGINES) {
  describe(`plans, payments and checkout (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })

    const learner = (name: string) => newLearner(suite.database.db, suite.backends.server, name)
    const checkout = (who: { client: Parameters<typeof startedCheckout>[0] }, planId: string) =>
      startedCheckout(who.client, planId)

    it('lets anyone read the active plans, priced in piastres, and nobody write them', async () => {
      const { db } = suite.database
      await db.query(
        `insert into public.plans (id, name_en, name_ar, amount_piastres, interval, months, is_active)
         values ('retired-plan', 'Retired', 'قديم', 100, 'month', 1, false) on conflict do nothing`,
      )
      const anon = suite.backends.server.client()
      const { data, error } = await anon
        .from('plans')
        .select('id, name_en, name_ar, amount_piastres, currency, interval, months')
        .order('sort_order')
      expect(error).toBeNull()
      expect(data).toEqual([
        expect.objectContaining({
          id: PLANS.monthly.id,
          amount_piastres: 19_900,
          currency: 'EGP',
          interval: 'month',
          months: 1,
        }),
        expect.objectContaining({
          id: PLANS.yearly.id,
          amount_piastres: 199_000,
          currency: 'EGP',
          interval: 'year',
          months: 12,
        }),
      ])
      const someone = await learner('plan-writer')
      const cheaper = await someone.client
        .from('plans')
        .update({ amount_piastres: 1 })
        .eq('id', PLANS.monthly.id)
      expect(cheaper.error?.code).toBe('42501')
      const added = await anon.from('plans').insert({
        id: 'free-premium',
        name_en: 'x',
        name_ar: 'x',
        amount_piastres: 1,
        interval: 'month',
        months: 99,
      })
      expect(added.error?.code).toBe('42501')
      const retired = await someone.client.rpc('start_checkout', { plan_id: 'retired-plan' })
      expect(retired.error?.details).toBe('checkout_plan_unknown')
    })

    it('refuses every forged write of payments or of the subscription columns', async () => {
      const forger = await learner('pay-forger')
      const profile = await forger.client
        .from('profiles')
        .update({ active_subscription: 'premium', subscription_expires_at: '2099-01-01T00:00:00Z' })
        .eq('id', forger.id)
        .select()
      expect(profile.error?.code).toBe('42501')
      const expiryOnly = await forger.client
        .from('profiles')
        .update({ subscription_expires_at: '2099-01-01T00:00:00Z' })
        .eq('id', forger.id)
      expect(expiryOnly.error?.code).toBe('42501')
      const inserted = await forger.client.from('payments').insert({
        user_id: forger.id,
        plan_id: PLANS.yearly.id,
        amount_piastres: 1,
        currency: 'EGP',
        status: 'paid',
        paid_at: new Date().toISOString(),
      })
      expect(inserted.error?.code).toBe('42501')
      const started = await forger.client.rpc('start_checkout', { plan_id: PLANS.monthly.id })
      expect(started.error).toBeNull()
      const paymentId = (started.data as { id: string }).id
      const updated = await forger.client
        .from('payments')
        .update({ status: 'paid' })
        .eq('id', paymentId)
      expect(updated.error?.code).toBe('42501')
      const deleted = await forger.client.from('payments').delete().eq('id', paymentId)
      expect(deleted.error?.code).toBe('42501')
      const recorded = await forger.client.rpc('record_payment_result', {
        payment_id: paymentId,
        provider: 'sandbox',
        transaction_id: 'mine',
        success: true,
        amount_piastres: 19_900,
        currency: 'EGP',
      })
      expect(recorded.error?.code).toBe('42501')
      const attached = await forger.client.rpc('attach_payment_checkout', {
        payment_id: paymentId,
        provider: 'sandbox',
        provider_order_id: 'x',
      })
      expect(attached.error?.code).toBe('42501')
      const anonymous = await suite.backends.server
        .client()
        .rpc('start_checkout', { plan_id: PLANS.monthly.id })
      expect(anonymous.error?.code).toBe('42501')
      expect(await subscriptionOf(suite.database.db, forger.id)).toEqual({
        plan: 'free',
        expires: null,
      })
      expect((await paymentOf(suite.database.db, paymentId)).status).toBe('pending')
    })

    it('reuses one pending payment per plan (double clicks too), priced by the plan, visible only to its owner', async () => {
      const buyer = await learner('double-click')
      const [first, second] = await Promise.all([
        buyer.client.rpc('start_checkout', { plan_id: PLANS.monthly.id }),
        buyer.client.rpc('start_checkout', { plan_id: PLANS.monthly.id }),
      ])
      expect(first.error).toBeNull()
      expect((second.data as { id: string }).id).toBe((first.data as { id: string }).id)
      // The checkout function takes the amount from the plan and the user from the JWT.
      const viaFunction = await invokeCheckout(buyer.client, {
        plan_id: PLANS.monthly.id,
        amount_piastres: 1,
        user_id: '00000000-0000-4000-8000-000000000000',
      })
      expect(viaFunction.data?.payment_id).toBe((first.data as { id: string }).id)
      const yearly = await checkout(buyer, PLANS.yearly.id)
      expect(yearly.payment_id).not.toBe(viaFunction.data?.payment_id)
      const rows = await paymentsOf(suite.database.db, buyer.id)
      expect(
        rows.map((row) => [
          row.plan_id,
          row.amount_piastres,
          row.currency,
          row.status,
          row.provider,
        ]),
      ).toEqual([
        [PLANS.monthly.id, 19_900, 'EGP', 'pending', 'sandbox'],
        [PLANS.yearly.id, 199_000, 'EGP', 'pending', 'sandbox'],
      ])
      const own = await buyer.client.from('payments').select('id')
      expect(own.data).toHaveLength(2)
      const other = await learner('curious')
      const seen = await other.client.from('payments').select('id').eq('user_id', buyer.id)
      expect(seen.data).toEqual([])
      const anonymous = await suite.backends.server.client().from('payments').select('id')
      expect(anonymous.data ?? []).toEqual([])

      // A pending payment past its hour is expired; the next checkout starts a new one.
      await suite.database.db.query(
        `update public.payments set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = $1`,
        [yearly.payment_id],
      )
      const again = await checkout(buyer, PLANS.yearly.id)
      expect(again.payment_id).not.toBe(yearly.payment_id)
      expect(await paymentOf(suite.database.db, yearly.payment_id)).toMatchObject({
        status: 'expired',
        failure_reason: 'checkout_expired',
      })
    })

    it('answers the checkout function’s refusals with stable codes', async () => {
      const buyer = await learner('refused')
      expect(await invokeCheckout(buyer.client, { plan_id: 'premium-forever' })).toMatchObject({
        status: 400,
        body: { code: 'checkout_plan_unknown' },
      })
      expect(await invokeCheckout(buyer.client, { plan: 'x' })).toMatchObject({
        status: 400,
        body: { code: 'checkout_invalid_request' },
      })
      const anonymous = await invokeCheckout(suite.backends.server.client(), {
        plan_id: PLANS.monthly.id,
      })
      expect(anonymous).toMatchObject({ status: 401, body: { code: 'checkout_not_signed_in' } })
      const noToken = await fetch(`${suite.backends.server.url}/functions/v1/checkout`, {
        method: 'POST',
        body: '{}',
      })
      expect(noToken.status).toBe(401)
      expect(await paymentsOf(suite.database.db, buyer.id)).toEqual([])
    })

    it(
      'refuses the sandbox when NODE_ENV=production: no payment, no page, no callback',
      withProcessEnv({ NODE_ENV: 'production' }, async () => {
        const buyer = await learner('production')
        const refused = await invokeCheckout(buyer.client, { plan_id: PLANS.monthly.id })
        expect(refused).toMatchObject({ status: 503, body: { code: 'payment_sandbox_disabled' } })
        expect(String(refused.body.message)).toContain('NODE_ENV=production')
        expect(await paymentsOf(suite.database.db, buyer.id)).toEqual([])
        const page = await fetch(
          `${suite.backends.server.url}/functions/v1/payment-sandbox?payment=00000000-0000-4000-8000-000000000000`,
        )
        expect(page.status).toBe(503)
        const callback = await fetch(`${suite.backends.server.url}/functions/v1/payment-callback`, {
          method: 'POST',
          body: '{}',
        })
        expect(callback.status).toBe(503)
        expect(await callback.json()).toMatchObject({ code: 'payment_sandbox_disabled' })
      }),
    )

    it(
      'never falls back to the sandbox when Paymob is selected but its other settings are missing',
      withProcessEnv({ PAYMOB_SECRET_KEY: 'egy_sk_test_not_used' }, async () => {
        const buyer = await learner('paymob-configured')
        const refused = await invokeCheckout(buyer.client, { plan_id: PLANS.monthly.id })
        expect(refused).toMatchObject({
          status: 503,
          body: { code: 'payment_provider_unavailable' },
        })
        expect(JSON.stringify(refused.body)).not.toContain('egy_sk_test_not_used')
        expect(await paymentsOf(suite.database.db, buyer.id)).toEqual([])
      }),
    )
  })
}
