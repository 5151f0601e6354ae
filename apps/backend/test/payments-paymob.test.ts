import { beforeAll, describe, expect, it } from 'vitest'
import { hmacSha512Hex } from '../../../supabase/functions/_shared/hmac-sha512.ts'
import {
  paymobSignedText,
  verifyPaymobHmac,
} from '../../../supabase/functions/_shared/payments/paymob-hmac.ts'
import {
  paymobReturnSignedObject,
  typedPaymobReturn,
} from '../../../supabase/functions/_shared/payments/paymob-return.ts'
import { ENGINES } from './support/backend-harness.js'
import {
  invokeCheckout,
  PLANS,
  paymentOf,
  paymentsOf,
  subscriptionOf,
  withProcessEnv,
} from './support/payment-fixtures.js'
import {
  PAYMOB_TEST_KEYS,
  type PaymobEmulator,
  paymobHmac,
  startPaymobEmulator,
} from './support/paymob-emulator.js'
import { PAYMOB_SITE as SITE, usePaymobSuite } from './support/paymob-suite.js'

// The Paymob provider (issue 21) against a local emulator of Paymob's Intention API and
// transaction processed callback: the intention request's shape, the unified checkout URL, the
// HMAC in Paymob's documented field order, and every bad callback refused with nothing granted.

/** The sample transaction of Paymob's "HMAC Transaction Callback" page, its signed fields. */
const DOCUMENTED_OBJ = {
  amount_cents: 100_000,
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  id: 192_036_465,
  integration_id: 4_097_558,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  order: { id: 217_503_754, merchant_order_id: 'not signed' },
  owner: 302_852,
  pending: false,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  success: true,
  data: { message: 'not signed either' },
}
/** The concatenated string Paymob's page prints for that sample. */
const DOCUMENTED_TEXT =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue'
/** Computed once by hand: printf '%s' "$DOCUMENTED_TEXT" | openssl dgst -sha512 -hmac <secret>. */
const VECTOR_SECRET = 'splendid-paymob-hmac-test-vector'
const VECTOR_HMAC =
  '76bdec697cb6366cf866665a6d97e37122fb9973ee9ed0722cd34075baad002170a44881f131a81950467a7e156b34a64b57f7ecec6e3bfc6e4fcea0ef2af30e'

describe('Paymob callback HMAC (hand-computed vector)', () => {
  it("concatenates the documented fields in Paymob's order, booleans as true/false", async () => {
    expect(paymobSignedText(DOCUMENTED_OBJ)).toBe(DOCUMENTED_TEXT)
    expect(paymobHmac(DOCUMENTED_OBJ, VECTOR_SECRET)).toBe(VECTOR_HMAC)
    expect(await hmacSha512Hex(VECTOR_SECRET, DOCUMENTED_TEXT)).toBe(VECTOR_HMAC)
    expect(await verifyPaymobHmac(DOCUMENTED_OBJ, VECTOR_HMAC, VECTOR_SECRET)).toBe(true)
    expect(await verifyPaymobHmac(DOCUMENTED_OBJ, VECTOR_HMAC.toUpperCase(), VECTOR_SECRET)).toBe(
      true,
    )
    // Unsigned fields do not count; every signed one does.
    const unsignedChanged = { ...DOCUMENTED_OBJ, data: { message: 'changed' } }
    expect(await verifyPaymobHmac(unsignedChanged, VECTOR_HMAC, VECTOR_SECRET)).toBe(true)
    const cheaper = { ...DOCUMENTED_OBJ, amount_cents: 100 }
    expect(await verifyPaymobHmac(cheaper, VECTOR_HMAC, VECTOR_SECRET)).toBe(false)
    const otherOrder = { ...DOCUMENTED_OBJ, order: { id: 1 } }
    expect(await verifyPaymobHmac(otherOrder, VECTOR_HMAC, VECTOR_SECRET)).toBe(false)
    expect(await verifyPaymobHmac(DOCUMENTED_OBJ, VECTOR_HMAC, 'another secret')).toBe(false)
    expect(await verifyPaymobHmac(DOCUMENTED_OBJ, VECTOR_HMAC.slice(2), VECTOR_SECRET)).toBe(false)
  })

  it('reads the redirect query (order = the order id, dotted source_data) to the same signed text', async () => {
    const query = new URLSearchParams(
      'id=192036465&pending=false&amount_cents=100000&success=true&is_auth=false&is_capture=false&is_standalone_payment=true&is_voided=false&is_refunded=false&is_3d_secure=true&integration_id=4097558&profile_id=302852&has_parent_transaction=false&order=217503754&created_at=2024-06-13T11%3A33%3A44.592345&currency=EGP&merchant_commission=0&is_void=false&is_refund=false&error_occured=false&refunded_amount_cents=0&owner=302852&merchant_order_id=not+signed&data.message=Approved&source_data.type=card&source_data.pan=2346&source_data.sub_type=MasterCard&txn_response_code=APPROVED',
    )
    const signed = paymobReturnSignedObject(query)
    expect(paymobSignedText(signed)).toBe(DOCUMENTED_TEXT)
    expect(await verifyPaymobHmac(signed, VECTOR_HMAC, VECTOR_SECRET)).toBe(true)
    expect(typedPaymobReturn(signed)).toMatchObject({
      amount_cents: 100_000,
      success: true,
      pending: false,
      is_voided: false,
      order: { id: '217503754', merchant_order_id: 'not signed' },
    })
    query.set('amount_cents', '100')
    expect(
      await verifyPaymobHmac(paymobReturnSignedObject(query), VECTOR_HMAC, VECTOR_SECRET),
    ).toBe(false)
  })
})

for (const engine of ENGINES) {
  describe(`Paymob checkout and callback (${engine})`, () => {
    const { suite, paymob: emulator, buyer, paymobCheckout, expectFree } = usePaymobSuite(engine)
    let paymob: PaymobEmulator
    beforeAll(() => {
      paymob = emulator()
    })

    it('creates an intention of the plan and sends the learner to the unified checkout; a signed success grants premium once', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-buyer', 'Mona Adel Hassan')
      const { started, intention } = await paymobCheckout(learner, PLANS.yearly.id)

      expect(intention.headers.authorization).toBe(`Token ${PAYMOB_TEST_KEYS.secretKey}`)
      expect(intention.headers['content-type']).toContain('application/json')
      expect(intention.body).toMatchObject({
        amount: 199_000,
        currency: 'EGP',
        payment_methods: [...PAYMOB_TEST_KEYS.integrationIds],
        items: [{ name: 'Premium — yearly', amount: 199_000, quantity: 1 }],
        billing_data: {
          first_name: 'Mona',
          last_name: 'Adel Hassan',
          email: learner.email,
          phone_number: 'NA',
        },
        special_reference: started.payment_id,
        notification_url: `${suite.backends.server.url}/functions/v1/payment-callback`,
        redirection_url: `${SITE}/payment/result?payment=${started.payment_id}`,
      })
      expect(intention.body.expiration).toBeGreaterThan(3_500)
      expect(intention.body.expiration).toBeLessThanOrEqual(3_600)

      const checkoutUrl = new URL(started.checkout_url)
      expect(`${checkoutUrl.origin}${checkoutUrl.pathname}`).toBe(`${paymob.url}/unifiedcheckout/`)
      expect(Object.fromEntries(checkoutUrl.searchParams)).toEqual({
        publicKey: PAYMOB_TEST_KEYS.publicKey,
        clientSecret: intention.clientSecret,
      })
      expect(started.checkout_url).not.toContain(PAYMOB_TEST_KEYS.secretKey)
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'pending',
        provider: 'paymob',
        provider_order_id: String(intention.orderId),
        amount_piastres: 199_000,
      })

      const obj = paymob.transaction(intention)
      const paid = await paymob.sendCallback(intention, obj)
      expect(paid).toMatchObject({
        status: 200,
        body: { payment_id: started.payment_id, status: 'paid' },
      })
      const granted = await subscriptionOf(db, learner.id)
      expect(granted?.plan).toBe('premium')
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'paid',
        provider_transaction_id: String(obj.id),
      })

      // Paymob retries until it gets a 2xx: the same transaction again is 200 and grants nothing.
      const replays = await Promise.all([
        paymob.sendCallback(intention, obj),
        paymob.sendCallback(intention, obj),
      ])
      for (const replay of replays) {
        expect(replay).toMatchObject({ status: 200, body: { replayed: true, status: 'paid' } })
      }
      expect(await subscriptionOf(db, learner.id)).toEqual(granted)
    })

    it('refuses a forged HMAC, a tampered amount and an unknown order: nothing granted', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-forger')
      const { started, intention } = await paymobCheckout(learner, PLANS.yearly.id)
      const obj = paymob.transaction(intention)

      const forged = await paymob.sendCallback(intention, obj, { secret: 'a guessed secret' })
      expect(forged).toMatchObject({ status: 401, body: { code: 'payment_callback_forged' } })
      const garbage = await paymob.sendCallback(intention, obj, { hmac: 'abc' })
      expect(garbage).toMatchObject({ status: 401, body: { code: 'payment_callback_forged' } })
      const unsigned = await fetch(intention.body.notification_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'TRANSACTION', obj }),
      })
      expect(unsigned.status).toBe(401)
      expect(await unsigned.json()).toMatchObject({ code: 'payment_callback_unsigned' })
      const notPaymob = await fetch(`${intention.body.notification_url}?hmac=${'0'.repeat(128)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payment_id: started.payment_id, success: true }),
      })
      expect(notPaymob.status).toBe(400)
      expect(await notPaymob.json()).toMatchObject({ code: 'payment_callback_invalid' })
      const token = await fetch(intention.body.notification_url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'TOKEN', obj: { token: 'x', order_id: intention.orderId } }),
      })
      expect(token.status).toBe(200)
      expect(await token.json()).toMatchObject({ ignored: 'type_TOKEN' })

      // The amount changed after signing: the HMAC no longer matches.
      const signedHmac = paymobHmac(obj, PAYMOB_TEST_KEYS.hmacSecret)
      const tampered = await paymob.sendCallback(
        intention,
        { ...obj, amount_cents: 19_900 },
        { hmac: signedHmac },
      )
      expect(tampered).toMatchObject({ status: 401, body: { code: 'payment_callback_forged' } })
      // Correctly signed but for another amount than the payment's: the database refuses it.
      const cheaper = paymob.transaction(intention, { amount_cents: 19_900 })
      expect(await paymob.sendCallback(intention, cheaper)).toMatchObject({
        status: 409,
        body: { code: 'payment_amount_mismatch' },
      })

      const unknownOrder = paymob.transaction(intention, {
        order: { id: 1, merchant_order_id: '00000000-0000-4000-8000-00000000dead' },
      })
      expect(await paymob.sendCallback(intention, unknownOrder)).toMatchObject({
        status: 404,
        body: { code: 'payment_unknown' },
      })
      const foreignOrder = paymob.transaction(intention, {
        order: { id: 2, merchant_order_id: 'woocommerce-1234' },
      })
      expect(await paymob.sendCallback(intention, foreignOrder)).toMatchObject({
        status: 400,
        body: { code: 'payment_callback_invalid' },
      })

      // merchant_order_id is not signed: a genuine transaction of another learner's order,
      // re-labelled with this payment's reference, is refused (the signed order.id decides).
      const other = await buyer('paymob-other-buyer')
      const theirs = await paymobCheckout(other, PLANS.yearly.id)
      const relabelled = paymob.transaction(theirs.intention, {
        order: { id: theirs.intention.orderId, merchant_order_id: started.payment_id },
      })
      expect(await paymob.sendCallback(theirs.intention, relabelled)).toMatchObject({
        status: 400,
        body: { code: 'payment_callback_invalid' },
      })

      await expectFree(learner.id)
      await expectFree(other.id)
      expect(await paymentOf(db, started.payment_id)).toMatchObject({
        status: 'pending',
        provider_transaction_id: null,
      })
      expect((await paymentOf(db, theirs.started.payment_id)).status).toBe('pending')
    })

    it('records a declined transaction as failed with its reason, and leaves a pending one pending', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-declined')
      const kiosk = await paymobCheckout(learner, PLANS.monthly.id)
      const pending = paymob.transaction(kiosk.intention, {
        pending: true,
        success: false,
        source_data: { pan: '', type: 'aggregator', sub_type: 'aggregator' },
      })
      expect(await paymob.sendCallback(kiosk.intention, pending)).toMatchObject({
        status: 200,
        body: { ignored: 'transaction_pending', payment_id: kiosk.started.payment_id },
      })
      expect((await paymentOf(db, kiosk.started.payment_id)).status).toBe('pending')

      const declined = paymob.transaction(kiosk.intention, {
        success: false,
        data: { message: 'Do not honour' },
      })
      expect(await paymob.sendCallback(kiosk.intention, declined)).toMatchObject({
        status: 200,
        body: { status: 'failed' },
      })
      expect(await paymentOf(db, kiosk.started.payment_id)).toMatchObject({
        status: 'failed',
        failure_reason: 'Do not honour',
        paid_at: null,
      })
      await expectFree(learner.id)
    })

    it('gives a resumed checkout its own special_reference; an older intention still pays the payment, once', async () => {
      const { db } = suite.database
      const learner = await buyer('paymob-double-click')
      const first = await paymobCheckout(learner, PLANS.monthly.id)
      const second = await paymobCheckout(learner, PLANS.monthly.id)
      expect(second.started.payment_id).toBe(first.started.payment_id)
      expect(first.intention.body.special_reference).toBe(first.started.payment_id)
      expect(second.intention.body.special_reference).toMatch(
        new RegExp(`^${first.started.payment_id}_[0-9a-f]{8}$`),
      )
      expect(await paymentOf(db, first.started.payment_id)).toMatchObject({
        provider_order_id: String(second.intention.orderId),
      })
      // Paid in the older tab: its order still leads to the payment.
      const paid = await paymob.sendCallback(first.intention, paymob.transaction(first.intention))
      expect(paid).toMatchObject({ status: 200, body: { status: 'paid' } })
      expect((await paymentOf(db, first.started.payment_id)).status).toBe('paid')
      expect((await subscriptionOf(db, learner.id))?.plan).toBe('premium')
      // Paying the newer intention too grants nothing more (a refund case for the dashboard).
      const twice = await paymob.sendCallback(
        second.intention,
        paymob.transaction(second.intention),
      )
      expect(twice).toMatchObject({ status: 409, body: { code: 'payment_not_pending' } })
    })

    it('answers 503 when Paymob is unreachable: the payment stays pending, then expires', async () => {
      const { db } = suite.database
      const down = await startPaymobEmulator()
      await down.close()
      const learner = await buyer('paymob-down')
      await withProcessEnv({ PAYMOB_API_URL: down.url }, async () => {
        const refused = await invokeCheckout(learner.client, { plan_id: PLANS.monthly.id })
        expect(refused).toMatchObject({
          status: 503,
          body: { code: 'payment_provider_unavailable' },
        })
        expect(String(refused.body.message)).toContain('try again')
        expect(JSON.stringify(refused.body)).not.toContain(PAYMOB_TEST_KEYS.secretKey)
      })()
      const [left] = await paymentsOf(db, learner.id)
      expect(left).toMatchObject({ status: 'pending', provider: null })

      // An hour later the next checkout expires it and starts afresh.
      await db.query(
        `update public.payments set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' where id = $1`,
        [left?.id],
      )
      const retry = await paymobCheckout(learner, PLANS.monthly.id)
      expect(retry.started.payment_id).not.toBe(left?.id)
      expect(await paymentOf(db, left?.id as string)).toMatchObject({
        status: 'expired',
        failure_reason: 'checkout_expired',
      })
    })

    it(
      'answers 503 without a payment when Paymob is selected but not fully configured',
      withProcessEnv({ PAYMOB_HMAC_SECRET: '' }, async () => {
        const learner = await buyer('paymob-half-configured')
        const refused = await invokeCheckout(learner.client, { plan_id: PLANS.monthly.id })
        expect(refused).toMatchObject({
          status: 503,
          body: { code: 'payment_provider_unavailable' },
        })
        expect(String(refused.body.message)).toContain('PAYMOB_HMAC_SECRET')
        expect(await paymentsOf(suite.database.db, learner.id)).toEqual([])
      }),
    )
  })
}
