import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { asApiRole } from './support/course-content-fixtures.js'
import { PLANS, paymentOf, plusMonths, subscriptionOf } from './support/payment-fixtures.js'
import { paymobReturnQuery } from './support/paymob-emulator.js'
import { usePaymobSuite } from './support/paymob-suite.js'

// Paymob (issue 21): the redirect's signed query counts like the processed callback, and refund
// or void notices mark the payment and take back the Premium time it bought — both verified by
// Paymob's HMAC; forged, replayed and inconsistent reports change nothing.

/** Hands a result page's query to payment-return as the page does (the learner's client). */
async function handBack(client: SupabaseClient, query: string) {
  const { data, error } = await client.functions.invoke<Record<string, unknown>>('payment-return', {
    body: { query },
  })
  if (error) {
    const failed = (error as { context: Response }).context
    return { status: failed.status, body: (await failed.json()) as Record<string, unknown> }
  }
  return { status: 200, body: data as Record<string, unknown> }
}

for (const engine of ENGINES) {
  describe(`Paymob return and refunds (${engine})`, () => {
    const { suite, paymob, buyer, paymobCheckout, expectFree } = usePaymobSuite(engine)

    async function refundNotices(userId: string) {
      const { rows } = await suite.database.db.query<{ data: Record<string, unknown> }>(
        `select data from public.notifications where user_id = $1 and kind = 'payment_refunded'
         order by created_at, id`,
        [userId],
      )
      return rows.map((row) => row.data)
    }

    it('grants Premium from the signed redirect query; the late callback is then a replay; forged queries change nothing', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-return')
      const { started, intention } = await paymobCheckout(learner, PLANS.monthly.id)
      const obj = paymob().transaction(intention)
      const back = paymobReturnQuery(obj)
      back.set('payment', started.payment_id)

      const tampered = new URLSearchParams(back)
      tampered.set('amount_cents', '100')
      const refusals = [
        [
          'unsigned',
          (() => {
            const query = new URLSearchParams(back)
            query.delete('hmac')
            return query
          })(),
          401,
          'payment_callback_unsigned',
        ],
        [
          'another secret',
          paymobReturnQuery(obj, { secret: 'not the merchant secret' }),
          401,
          'payment_callback_forged',
        ],
        ['a tampered amount', tampered, 401, 'payment_callback_forged'],
      ] as const
      for (const [why, query, status, code] of refusals) {
        const answer = await handBack(learner.client, `?${query}`)
        expect(answer, why).toMatchObject({ status, body: { code } })
      }
      expect(await handBack(learner.client, 'x'.repeat(5000))).toMatchObject({
        status: 400,
        body: { code: 'payment_return_invalid' },
      })
      expect((await paymentOf(db, started.payment_id)).status).toBe('pending')
      await expectFree(learner.id)

      expect(await handBack(learner.client, `?${back}`)).toMatchObject({
        status: 200,
        body: { payment_id: started.payment_id, status: 'paid' },
      })
      const granted = await subscriptionOf(db, learner.id)
      expect(granted?.plan).toBe('premium')
      // The page is reloaded, and Paymob's callback arrives after: both replays.
      expect(await handBack(learner.client, `?${back}`)).toMatchObject({
        status: 200,
        body: { replayed: true },
      })
      expect(await paymob().sendCallback(intention, obj)).toMatchObject({
        status: 200,
        body: { replayed: true, status: 'paid' },
      })
      expect(await subscriptionOf(db, learner.id)).toEqual(granted)

      // A declined card's way back records the failure the page then shows.
      const other = await buyer('paymob-return-declined')
      const declined = await paymobCheckout(other, PLANS.monthly.id)
      const declinedObj = paymob().transaction(declined.intention, {
        success: false,
        data: { message: 'Insufficient funds' },
      })
      expect(await handBack(other.client, `?${paymobReturnQuery(declinedObj)}`)).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      })
      expect(await paymentOf(db, declined.started.payment_id)).toMatchObject({
        status: 'failed',
        failure_reason: 'Insufficient funds',
      })
    })

    it("a full refund marks the payment refunded, takes the plan's time back and tells the learner; replays and voids after it change nothing", async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-refund')
      const first = await paymobCheckout(learner, PLANS.monthly.id)
      const paidObj = paymob().transaction(first.intention)
      await paymob().sendCallback(first.intention, paidObj)
      const afterFirst = await subscriptionOf(db, learner.id)
      const second = await paymobCheckout(learner, PLANS.yearly.id)
      await paymob().sendCallback(second.intention, paymob().transaction(second.intention))
      const afterBoth = await subscriptionOf(db, learner.id)
      expect(afterBoth?.expires).toBe(await plusMonths(db, afterFirst?.expires as string, 12))

      // Paymob's refund is a child transaction of the yearly one.
      const refund = paymob().transaction(second.intention, {
        has_parent_transaction: true,
        is_refund: true,
        parent_transaction: 1,
      })
      const refunded = await paymob().sendCallback(second.intention, refund)
      expect(refunded).toMatchObject({
        status: 200,
        body: {
          payment_id: second.started.payment_id,
          status: 'refunded',
          refunded_piastres: 199_000,
        },
      })
      expect(await paymentOf(db, second.started.payment_id)).toMatchObject({
        status: 'refunded',
        refunded_piastres: 199_000,
      })
      // The monthly payment's month is kept.
      expect(await subscriptionOf(db, learner.id)).toEqual(afterFirst)
      expect(await refundNotices(learner.id)).toEqual([
        {
          amount_piastres: 199_000,
          currency: 'EGP',
          plan_id: PLANS.yearly.id,
          full: true,
          premium_ended: false,
          expires_at: expect.any(String),
        },
      ])

      // The same refund again, and the yearly transaction reported as refunded/voided: nothing more.
      for (const again of [
        refund,
        {
          ...paymob().transaction(second.intention),
          is_refunded: true,
          refunded_amount_cents: 199_000,
        },
        { ...paymob().transaction(second.intention), is_voided: true },
      ]) {
        expect(await paymob().sendCallback(second.intention, again)).toMatchObject({
          status: 200,
          body: { replayed: true, status: 'refunded' },
        })
      }
      expect(await subscriptionOf(db, learner.id)).toEqual(afterFirst)
      expect(await refundNotices(learner.id)).toHaveLength(1)

      // The monthly one voided the same day: nothing bought is left, the learner is free.
      const voided = await paymob().sendCallback(first.intention, { ...paidObj, is_voided: true })
      expect(voided).toMatchObject({ status: 200, body: { status: 'refunded' } })
      await expectFree(learner.id)
      expect((await refundNotices(learner.id))[1]).toMatchObject({
        full: true,
        premium_ended: true,
      })
    })

    it('records a part refund without touching Premium, then the rest; refuses more than was paid, a refund of an unpaid or unknown order, and a forged one', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-part-refund')
      const { started, intention } = await paymobCheckout(learner, PLANS.monthly.id)

      // Nothing paid yet: a refund notice is refused.
      const early = paymob().transaction(intention, {
        has_parent_transaction: true,
        is_refund: true,
        amount_cents: 5_000,
      })
      expect(await paymob().sendCallback(intention, early)).toMatchObject({
        status: 409,
        body: { code: 'payment_not_paid' },
      })
      const paidObj = paymob().transaction(intention)
      await paymob().sendCallback(intention, paidObj)
      const premium = await subscriptionOf(db, learner.id)

      // The paid transaction reported again with 50 EGP refunded so far.
      const part = { ...paidObj, is_refunded: true, refunded_amount_cents: 5_000 }
      expect(await paymob().sendCallback(intention, part)).toMatchObject({
        status: 200,
        body: { status: 'paid', refunded_piastres: 5_000 },
      })
      expect(await paymob().sendCallback(intention, part)).toMatchObject({
        status: 200,
        body: { replayed: true, refunded_piastres: 5_000 },
      })
      expect(await subscriptionOf(db, learner.id)).toEqual(premium)
      expect(await refundNotices(learner.id)).toEqual([
        { amount_piastres: 5_000, currency: 'EGP', plan_id: PLANS.monthly.id, full: false },
      ])

      const tooMuch = paymob().transaction(intention, {
        has_parent_transaction: true,
        is_refund: true,
        amount_cents: 19_900,
      })
      expect(await paymob().sendCallback(intention, tooMuch)).toMatchObject({
        status: 409,
        body: { code: 'payment_amount_mismatch' },
      })
      const forged = paymob().transaction(intention, {
        has_parent_transaction: true,
        is_refund: true,
        amount_cents: 14_900,
      })
      expect(await paymob().sendCallback(intention, forged, { secret: 'guessed' })).toMatchObject({
        status: 401,
        body: { code: 'payment_callback_forged' },
      })
      const unknownOrder = { ...forged, order: { id: 999_999_999 } }
      expect(await paymob().sendCallback(intention, unknownOrder)).toMatchObject({
        status: 404,
        body: { code: 'payment_unknown' },
      })
      const failed = { ...forged, success: false }
      expect(await paymob().sendCallback(intention, failed)).toMatchObject({
        status: 200,
        body: { ignored: 'refund_not_successful' },
      })
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'paid',
        refunded_piastres: 5_000,
      })

      // The remaining 149 EGP: refunded in full, the month taken back.
      expect(await paymob().sendCallback(intention, forged)).toMatchObject({
        status: 200,
        body: { status: 'refunded', refunded_piastres: 19_900 },
      })
      await expectFree(learner.id)
    })

    it('leaves refunds to the service role: learners can neither call record_payment_refund nor write a payment', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-refund-forger')
      const { started, intention } = await paymobCheckout(learner, PLANS.monthly.id)
      await paymob().sendCallback(intention, paymob().transaction(intention))
      const { error } = await learner.client.rpc('record_payment_refund', {
        payment_id: started.payment_id,
        provider: 'paymob',
        transaction_id: 'mine',
        amount_piastres: 19_900,
        currency: 'EGP',
      })
      expect(error?.code).toBe('42501')
      const updated = await learner.client
        .from('payments')
        .update({ status: 'refunded', refunded_piastres: 0 })
        .eq('id', started.payment_id)
        .select()
      expect(updated.data ?? []).toEqual([])
      await expect(
        asApiRole(db, learner.id, (tx) =>
          tx.query(`select public.record_payment_refund($1, 'paymob', 'x', 100, 'EGP')`, [
            started.payment_id,
          ]),
        ),
      ).rejects.toThrow(/permission denied/)
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'paid',
        refunded_piastres: 0,
      })
    })
  })
}
