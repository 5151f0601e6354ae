import { functionErrorBody } from '../../lib/function-error-body'
import { loadSupabase } from '../../lib/load-supabase'

/** Where the browser goes to pay, and the payment it pays. */
export interface Checkout {
  readonly paymentId: string
  readonly checkoutUrl: string
}

/** A checkout the server refused or could not start; `code` is the server's, else 'unknown'. */
export class CheckoutError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'CheckoutError'
    this.code = code
  }
}

/**
 * Starts (or resumes) a checkout of `planId` for the signed-in user on the server (the `checkout`
 * function; its refusals carry codes such as `checkout_plan_unknown`): the amount is
 * the plan's, the payment the server's; the answer is the provider's page to send the browser to.
 * @throws {CheckoutError} when the server refuses or cannot be reached.
 */
export async function startCheckout(planId: string, lang: 'en' | 'ar'): Promise<Checkout> {
  const supabase = await loadSupabase()
  const { data, error } = await supabase.functions.invoke('checkout', {
    // `lang`: the language of the payment page the provider shows.
    body: { plan_id: planId, lang },
  })
  if (error) {
    const body = await functionErrorBody(error)
    throw new CheckoutError(body.code ?? 'unknown', body.message ?? String(error.message))
  }
  const answer = (data ?? {}) as Record<string, unknown>
  if (typeof answer.payment_id !== 'string' || typeof answer.checkout_url !== 'string') {
    throw new CheckoutError('unknown', 'The checkout service gave no payment page.')
  }
  return { paymentId: answer.payment_id, checkoutUrl: answer.checkout_url }
}
