// POST /functions/v1/checkout { plan_id, lang? } — starts (or resumes) the signed-in caller's
// checkout of a plan: start_checkout runs with the caller's JWT (the amount comes from the plans
// table, never from the request; a double click gets the same payment), the configured provider
// creates its hosted checkout, and the answer is { payment_id, checkout_url }.
import { corsHeaders, jsonResponse } from '../_shared/cors.ts'
import type { CheckoutCustomer } from '../_shared/payments/payment-provider.ts'
import { ProviderUnavailableError } from '../_shared/payments/payment-provider.ts'
import { selectPaymentProvider } from '../_shared/payments/select-payment-provider.ts'
import { serve } from '../_shared/serve.ts'
import { bearerToken, callerClient, serviceClient } from '../_shared/supabase-clients.ts'
import { startCheckout } from './start-checkout.ts'

/** The answer of a successful checkout. */
export interface CheckoutAnswer {
  payment_id: string
  checkout_url: string
}

async function readRequest(
  request: Request,
): Promise<{ planId: string; lang?: 'en' | 'ar' } | undefined> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return undefined
  }
  if (typeof body !== 'object' || body === null) return undefined
  const { plan_id, lang } = body as Record<string, unknown>
  if (typeof plan_id !== 'string' || plan_id === '') return undefined
  if (lang !== undefined && lang !== 'en' && lang !== 'ar') return undefined
  return lang === undefined ? { planId: plan_id } : { planId: plan_id, lang }
}

export const handler = serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders })
  if (request.method !== 'POST') {
    return jsonResponse({ code: 'method_not_allowed', message: 'Use POST' }, 405)
  }
  const authorization = request.headers.get('Authorization') ?? ''
  const token = bearerToken(authorization)
  const caller = callerClient(authorization)
  const { data: userData } = token === undefined ? { data: null } : await caller.auth.getUser(token)
  const user = userData?.user
  if (!user) {
    return jsonResponse({ code: 'checkout_not_signed_in', message: 'Log in to upgrade' }, 401)
  }
  const input = await readRequest(request)
  if (input === undefined) {
    return jsonResponse(
      { code: 'checkout_invalid_request', message: 'Send { "plan_id": "<plan id>" } as JSON' },
      400,
    )
  }

  try {
    // Chosen first: a provider that cannot run (the sandbox in production) creates no payment.
    const provider = selectPaymentProvider()
    const started = await startCheckout(caller, user.id, input.planId)
    if (!started.ok) return jsonResponse(started.error, started.status)
    const { payment, plan, profile } = started
    const customer: CheckoutCustomer = {
      id: user.id,
      email: user.email ?? null,
      fullName: profile.full_name,
      language: input.lang ?? profile.preferred_language,
    }
    const session = await provider.createCheckout(payment, plan, customer)
    const attached = await serviceClient().rpc('attach_payment_checkout', {
      payment_id: payment.id,
      provider: provider.name,
      provider_order_id: session.providerOrderId,
    })
    if (attached.error) {
      console.error(
        `checkout: payment ${payment.id} could not be attached (${attached.error.details})`,
      )
      return jsonResponse(
        { code: 'checkout_failed', message: 'The checkout could not be started' },
        502,
      )
    }
    const answer: CheckoutAnswer = { payment_id: payment.id, checkout_url: session.url }
    return jsonResponse(answer)
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.error(`checkout: provider unavailable (${error.code}): ${error.message}`)
    return jsonResponse({ code: error.code, message: error.message }, 503)
  }
})
