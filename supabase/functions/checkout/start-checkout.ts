// The database half of a checkout: rpc start_checkout as the caller, then the plan and the
// caller's profile (both read with the caller's JWT).
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2'
import type { CheckoutPayment, CheckoutPlan } from '../_shared/payments/payment-provider.ts'

interface ProfileRow {
  full_name: string | null
  preferred_language: 'en' | 'ar'
}

/** A refusal to hand back to the browser as it is. */
interface CheckoutRefusal {
  ok: false
  status: number
  error: { code: string; message: string }
}

/** The started checkout. */
interface StartedCheckout {
  ok: true
  payment: CheckoutPayment
  plan: CheckoutPlan
  profile: ProfileRow
}

/** HTTP status of start_checkout's rule codes (RULE_CODES.checkout in @splendid/domain). */
const RULE_STATUS: Record<string, number> = {
  checkout_not_signed_in: 401,
  checkout_plan_unknown: 400,
}

/** Starts or resumes the caller's payment for `planId`; refusals carry the rule's code. */
export async function startCheckout(
  caller: SupabaseClient,
  userId: string,
  planId: string,
): Promise<StartedCheckout | CheckoutRefusal> {
  const started = await caller.rpc('start_checkout', { plan_id: planId })
  if (started.error) {
    const code = started.error.details ?? ''
    const status = RULE_STATUS[code]
    if (status !== undefined) {
      return { ok: false, status, error: { code, message: started.error.message } }
    }
    console.error(`checkout: start_checkout failed (${started.error.code})`)
    return failed()
  }
  const payment = started.data as CheckoutPayment
  const [plan, profile] = await Promise.all([
    caller.from('plans').select('*').eq('id', payment.plan_id).single(),
    caller.from('profiles').select('full_name, preferred_language').eq('id', userId).single(),
  ])
  if (plan.error || profile.error) {
    console.error(`checkout: plan or profile of payment ${payment.id} unreadable`)
    return failed()
  }
  return {
    ok: true,
    payment,
    plan: plan.data as CheckoutPlan,
    profile: profile.data as ProfileRow,
  }
}

function failed(): CheckoutRefusal {
  return {
    ok: false,
    status: 502,
    error: { code: 'checkout_failed', message: 'The checkout could not be started; try again' },
  }
}
