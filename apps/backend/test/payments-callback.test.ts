import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { type Learner, newLearner } from './support/course-content-fixtures.js'
import {
  documentedHmac,
  invokeCheckout,
  type PaymentRow,
  PLANS,
  paidFields,
  paymentOf,
  postCallback,
  subscriptionOf,
} from './support/payment-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// payment-callback (issue 21): only a correctly signed callback for a known, pending, unexpired
// payment of the right amount grants premium, and only once. Every refusal is a 4xx with a code,
// a log line without the signature, and nothing granted.

for (const engine of ENGINES) {
  describe(`payment-callback refusals (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    afterEach(() => {
      vi.restoreAllMocks()
    })

    async function pendingPayment(name: string, planId: string = PLANS.monthly.id) {
      const buyer = await newLearner(suite.database.db, suite.backends.server, name)
      const started = await invokeCheckout(buyer.client, { plan_id: planId })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const payment = await paymentOf(suite.database.db, started.data?.payment_id as string)
      return { buyer, payment }
    }

    async function expectNothingGranted(buyer: Learner, payment: PaymentRow, status = 'pending') {
      expect(await subscriptionOf(suite.database.db, buyer.id)).toEqual({
        plan: 'free',
        expires: null,
      })
      expect(await paymentOf(suite.database.db, payment.id)).toMatchObject({
        status,
        paid_at: null,
      })
    }

    const signed = (fields: ReturnType<typeof paidFields>, secret?: string) => ({
      ...fields,
      hmac: documentedHmac(fields, secret),
    })

    it('grants a correctly signed success once: the same transaction again answers 200 and grants nothing', async () => {
      const { db } = suite.database
      const { buyer, payment } = await pendingPayment('replayed')
      const body = signed(paidFields(payment))
      const first = await postCallback(suite.backends.server, body)
      expect(first).toMatchObject({ status: 200, body: { payment_id: payment.id, status: 'paid' } })
      const granted = await subscriptionOf(db, buyer.id)
      expect(granted?.plan).toBe('premium')

      const replayed = await Promise.all([
        postCallback(suite.backends.server, body),
        postCallback(suite.backends.server, body),
      ])
      for (const answer of replayed) {
        expect(answer).toMatchObject({
          status: 200,
          body: { replayed: true, payment_id: payment.id, status: 'paid' },
        })
      }
      // A second, differently numbered success for the paid payment grants nothing either.
      const second = await postCallback(suite.backends.server, signed(paidFields(payment)))
      expect(second).toMatchObject({ status: 409, body: { code: 'payment_not_pending' } })
      expect(await subscriptionOf(db, buyer.id)).toEqual(granted)
      expect((await paymentOf(db, payment.id)).provider_transaction_id).toBe(body.transaction_id)
    })

    it('refuses an unsigned, a forged and a tampered callback before the database, and logs no secret', async () => {
      const warn = vi.spyOn(console, 'warn')
      const { buyer, payment } = await pendingPayment('forged')
      const fields = paidFields(payment)
      const { hmac: _dropped, ...unsigned } = signed(fields)
      expect(await postCallback(suite.backends.server, unsigned)).toMatchObject({
        status: 401,
        body: { code: 'payment_callback_unsigned' },
      })
      const forged = signed(fields, 'a guessed secret')
      expect(await postCallback(suite.backends.server, forged)).toMatchObject({
        status: 401,
        body: { code: 'payment_callback_forged' },
      })
      const tampered = { ...signed(fields), amount_piastres: 100 }
      expect(await postCallback(suite.backends.server, tampered)).toMatchObject({
        status: 401,
        body: { code: 'payment_callback_forged' },
      })
      const otherField = { ...signed(fields), failure_reason: 'x' }
      expect(await postCallback(suite.backends.server, otherField)).toMatchObject({ status: 401 })
      const shortMac = { ...fields, hmac: 'abc' }
      expect(await postCallback(suite.backends.server, shortMac)).toMatchObject({ status: 401 })
      expect(await postCallback(suite.backends.server, 'not json')).toMatchObject({
        status: 400,
        body: { code: 'payment_callback_invalid' },
      })
      expect(
        await postCallback(suite.backends.server, { ...signed(fields), success: 'true' }),
      ).toMatchObject({
        status: 400,
        body: { code: 'payment_callback_invalid' },
      })
      const get = await fetch(`${suite.backends.server.url}/functions/v1/payment-callback`)
      expect(get.status).toBe(405)

      const lines = warn.mock.calls.map((call) => String(call[0]))
      expect(lines.some((line) => line.includes('payment_callback_forged'))).toBe(true)
      expect(lines.some((line) => line.includes('payment_callback_unsigned'))).toBe(true)
      for (const line of lines) {
        expect(line).not.toContain(forged.hmac)
        expect(line).not.toContain('splendid-sandbox-hmac-secret')
      }
      await expectNothingGranted(buyer, payment)
    })

    it('refuses a signed callback whose amount or currency differs from the payment', async () => {
      const { buyer, payment } = await pendingPayment('cheap', PLANS.yearly.id)
      const cheaper = await postCallback(
        suite.backends.server,
        signed(paidFields(payment, { amount_piastres: 19_900 })),
      )
      expect(cheaper).toMatchObject({ status: 409, body: { code: 'payment_amount_mismatch' } })
      const dollars = await postCallback(
        suite.backends.server,
        signed(paidFields(payment, { currency: 'USD' })),
      )
      expect(dollars).toMatchObject({ status: 409, body: { code: 'payment_amount_mismatch' } })
      await expectNothingGranted(buyer, payment)
      expect((await paymentOf(suite.database.db, payment.id)).provider_transaction_id).toBeNull()
    })

    it('refuses a callback for an unknown payment and for one never handed to the sandbox', async () => {
      const { payment } = await pendingPayment('unknown')
      const unknown = await postCallback(
        suite.backends.server,
        signed(paidFields(payment, { payment_id: '00000000-0000-4000-8000-00000000dead' })),
      )
      expect(unknown).toMatchObject({ status: 404, body: { code: 'payment_unknown' } })

      const direct = await newLearner(suite.database.db, suite.backends.server, 'rpc-only')
      const started = await direct.client.rpc('start_checkout', { plan_id: PLANS.monthly.id })
      const unattached = await paymentOf(suite.database.db, (started.data as { id: string }).id)
      expect(unattached.provider).toBeNull()
      const mismatch = await postCallback(suite.backends.server, signed(paidFields(unattached)))
      expect(mismatch).toMatchObject({ status: 409, body: { code: 'payment_provider_mismatch' } })
      await expectNothingGranted(direct, unattached)
    })

    it('does not grant a payment whose hour ran out: it is marked expired, the transaction kept', async () => {
      const { db } = suite.database
      const { buyer, payment } = await pendingPayment('late')
      await db.query(
        `update public.payments set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = $1`,
        [payment.id],
      )
      const body = signed(paidFields(payment))
      const late = await postCallback(suite.backends.server, body)
      expect(late).toMatchObject({
        status: 409,
        body: { code: 'payment_expired', status: 'expired' },
      })
      await expectNothingGranted(buyer, payment, 'expired')
      expect(await paymentOf(db, payment.id)).toMatchObject({
        provider_transaction_id: body.transaction_id,
        failure_reason: 'paid_after_expiry',
      })
      const sandboxPage = await fetch(
        `${suite.backends.server.url}/functions/v1/payment-sandbox?payment=${payment.id}`,
      )
      expect(sandboxPage.status).toBe(409)
    })

    it('records a signed failure without granting, and a later success for it is refused', async () => {
      const { buyer, payment } = await pendingPayment('failed')
      const failed = await postCallback(
        suite.backends.server,
        signed(paidFields(payment, { success: false, failure_reason: 'insufficient_funds' })),
      )
      expect(failed).toMatchObject({ status: 200, body: { status: 'failed' } })
      expect((await paymentOf(suite.database.db, payment.id)).failure_reason).toBe(
        'insufficient_funds',
      )
      const after = await postCallback(suite.backends.server, signed(paidFields(payment)))
      expect(after).toMatchObject({ status: 409, body: { code: 'payment_not_pending' } })
      await expectNothingGranted(buyer, payment, 'failed')
    })
  })
}
