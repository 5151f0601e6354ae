import { describe, expect, test } from 'vitest'
import { supabase } from '../../lib/supabase-client'
import { otherLearner, signUpLearner } from '../../test/test-backend'
import { CheckoutError, startCheckout } from './checkout'
import { fetchPaymentHistory, fetchPaymentRecord } from './payment-history'
import { fetchPlans } from './plans'

describe('plans and payments on the backend', () => {
  test('anyone reads the plans, priced by the database in piastres, monthly first', async () => {
    await supabase.auth.signOut()
    const plans = await fetchPlans()
    expect(plans.map((plan) => [plan.id, plan.amountPiastres, plan.interval, plan.months])).toEqual(
      [
        ['premium-monthly', 19_900, 'month', 1],
        ['premium-yearly', 199_000, 'year', 12],
      ],
    )
    expect(plans[0]).toMatchObject({ currency: 'EGP', nameAr: 'بريميوم — شهري' })
  })

  test('a learner starts a checkout: one pending payment, theirs only, in the history with its plan', async () => {
    await signUpLearner()
    const first = await startCheckout('premium-yearly', 'ar')
    expect(first.checkoutUrl).toMatch(
      new RegExp(`/functions/v1/payment-sandbox\\?payment=${first.paymentId}&lang=ar$`),
    )
    // A second click reuses the same pending payment.
    expect((await startCheckout('premium-yearly', 'ar')).paymentId).toBe(first.paymentId)
    expect(await fetchPaymentRecord(first.paymentId)).toMatchObject({
      status: 'pending',
      amountPiastres: 199_000,
      planId: 'premium-yearly',
      paidAt: null,
    })
    const history = await fetchPaymentHistory()
    expect(history.map((payment) => payment.id)).toEqual([first.paymentId])
    expect(await fetchPaymentRecord(first.paymentId)).toMatchObject({
      planNameEn: 'Premium — yearly',
      months: 12,
      status: 'pending',
      provider: 'sandbox',
    })

    const other = await otherLearner()
    const seen = await other.client.from('payments').select('id').eq('id', first.paymentId)
    expect(seen.data).toEqual([])
    expect(await fetchPaymentRecord('not-a-uuid')).toBeNull()
  })

  test('an unknown plan is refused with its code, and nothing is created', async () => {
    await signUpLearner()
    const refused = await startCheckout('premium-forever', 'en').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(CheckoutError)
    expect((refused as CheckoutError).code).toBe('checkout_plan_unknown')
    expect(await fetchPaymentHistory()).toEqual([])
  })
})
