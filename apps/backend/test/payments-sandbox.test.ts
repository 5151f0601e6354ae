import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { newLearner } from './support/course-content-fixtures.js'
import {
  invokeCheckout,
  PLANS,
  paymentOf,
  plusMonths,
  startedCheckout,
  subscriptionOf,
} from './support/payment-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The offline sandbox end to end (issue 21, first slice): checkout → the sandbox's HTML page →
// a test card → the signed callback → the payment and the learner's premium, as a browser
// would go through it.

const SITE = 'http://app.test'

for (const engine of ENGINES) {
  describe(`sandbox checkout flow (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    const siteBefore = process.env.SITE_URL

    beforeAll(() => {
      process.env.SITE_URL = SITE
    })
    afterAll(() => {
      if (siteBefore === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = siteBefore
    })

    const learner = (name: string, premiumUntil?: string) =>
      newLearner(
        suite.database.db,
        suite.backends.server,
        name,
        premiumUntil ? { premiumUntil } : {},
      )
    const checkout = (who: { client: Parameters<typeof startedCheckout>[0] }, planId: string) =>
      startedCheckout(who.client, planId)

    async function submitCard(checkoutUrl: string, fields: Record<string, string>) {
      const paymentId = new URL(checkoutUrl).searchParams.get('payment') ?? ''
      return fetch(checkoutUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ payment: paymentId, lang: 'en', step: 'card', ...fields }),
        redirect: 'manual',
      })
    }

    it('pays a month with the success card: paid, premium until a month from now', async () => {
      const { db } = suite.database
      const buyer = await learner('monthly-buyer')
      const started = await checkout(buyer, PLANS.monthly.id)
      const url = new URL(started.checkout_url)
      expect(url.pathname).toBe('/functions/v1/payment-sandbox')
      expect(url.searchParams.get('payment')).toBe(started.payment_id)

      const page = await fetch(started.checkout_url)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-type')).toContain('text/html')
      const html = await page.text()
      expect(html).toContain('<html lang="en" dir="ltr">')
      expect(html).toContain('Sandbox payment — no real money')
      expect(html).toContain('Premium — monthly')
      expect(html).toMatch(/EGP\s?199\.00/)
      expect(html).toContain('<label for="card">Card number</label>')
      expect(html).toContain('4242 4242 4242 4242')

      const paid = await submitCard(started.checkout_url, { card: '4242 4242 4242 4242' })
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe(
        `${SITE}/payment/result?payment=${started.payment_id}`,
      )
      const payment = await paymentOf(db, started.payment_id)
      expect(payment).toMatchObject({ status: 'paid', provider: 'sandbox', failure_reason: null })
      expect(payment.provider_transaction_id).toMatch(/^sbx_[0-9a-f]{32}$/)
      const paidAt = (
        await db.query<{ at: string }>(
          `select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as at from public.payments where id = $1`,
          [payment.id],
        )
      ).rows[0]?.at as string
      expect(await subscriptionOf(db, buyer.id)).toEqual({
        plan: 'premium',
        expires: await plusMonths(db, paidAt, 1),
      })
      // The learner reads their own payment and premium through the API.
      const own = await buyer.client
        .from('payments')
        .select('status, amount_piastres')
        .eq('id', payment.id)
        .single()
      expect(own.data).toEqual({ status: 'paid', amount_piastres: 19_900 })
      const again = await fetch(started.checkout_url)
      expect(again.status).toBe(409)
    })

    it('extends a running subscription by 12 months from its later expiry (yearly, 3-D Secure, Arabic page)', async () => {
      const { db } = suite.database
      const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString()
      const buyer = await learner('yearly-buyer', inTenDays)
      const before = (await subscriptionOf(db, buyer.id))?.expires as string
      const started = await invokeCheckout(buyer.client, { plan_id: PLANS.yearly.id, lang: 'ar' })
      const checkoutUrl = (started.data as { checkout_url: string }).checkout_url
      expect(new URL(checkoutUrl).searchParams.get('lang')).toBe('ar')
      const html = await (await fetch(checkoutUrl)).text()
      expect(html).toContain('<html lang="ar" dir="rtl">')
      expect(html).toContain('دفع تجريبي — بدون أموال حقيقية')
      expect(html).toContain('بريميوم — سنوي')

      const challenge = await submitCard(checkoutUrl, { card: '4000000000003220', lang: 'ar' })
      expect(challenge.status).toBe(200)
      const step = await challenge.text()
      expect(step).toContain('3-D Secure')
      expect(step).toContain('value="confirm"')
      expect(
        (await paymentOf(db, (started.data as { payment_id: string }).payment_id)).status,
      ).toBe('pending')
      const confirmed = await submitCard(checkoutUrl, {
        card: '4000000000003220',
        step: '3ds',
        decision: 'confirm',
      })
      expect(confirmed.status).toBe(303)
      expect(await subscriptionOf(db, buyer.id)).toEqual({
        plan: 'premium',
        expires: await plusMonths(db, before, 12),
      })
    })

    it('declines the declined card and a cancelled 3-D Secure step: failed, nothing granted', async () => {
      const { db } = suite.database
      const buyer = await learner('declined-buyer')
      const started = await checkout(buyer, PLANS.monthly.id)
      const unknownCard = await submitCard(started.checkout_url, { card: '1234 5678 9012 3456' })
      expect(unknownCard.status).toBe(422)
      expect(await unknownCard.text()).toContain('role="alert"')
      const declined = await submitCard(started.checkout_url, { card: '4000 0000 0000 0002' })
      expect(declined.status).toBe(303)
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'failed',
        failure_reason: 'card_declined',
        paid_at: null,
      })

      const retry = await checkout(buyer, PLANS.monthly.id)
      expect(retry.payment_id).not.toBe(started.payment_id)
      const cancelled = await submitCard(retry.checkout_url, {
        card: '4000000000003220',
        step: '3ds',
        decision: 'cancel',
      })
      expect(cancelled.status).toBe(303)
      expect(await paymentOf(db, retry.payment_id)).toMatchObject({
        status: 'failed',
        failure_reason: 'three_d_secure_cancelled',
      })
      expect(await subscriptionOf(db, buyer.id)).toEqual({ plan: 'free', expires: null })
    })
  })
}
