// Paymob's Create Intention request (POST <api>/v1/intention/, `Authorization: Token <secret
// key>`) and the unified checkout URL built from its client_secret. Shapes from Paymob's
// "Create Intention" and "Unified Checkout (Redirection)" pages (developers.paymob.com).
import type { CheckoutCustomer, CheckoutPayment, CheckoutPlan } from './payment-provider.ts'
import { ProviderUnavailableError } from './payment-provider.ts'
import type { PaymobSettings } from './paymob-settings.ts'

/** How long the checkout waits for Paymob before the learner is told to retry. */
const PAYMOB_TIMEOUT_MS = 15_000

/** What Splendid sends to create an intention. */
export interface PaymobIntentionRequest {
  amount: number
  currency: string
  payment_methods: number[]
  items: { name: string; amount: number; description: string; quantity: number }[]
  billing_data: Record<string, string>
  special_reference: string
  notification_url: string
  redirection_url: string
  /** Seconds the intention stays payable: what is left of the payment's hour. */
  expiration: number
}

/** The parts of Paymob's answer Splendid uses. */
export interface PaymobIntention {
  id: string
  clientSecret: string
  orderId: string
}

/** Paymob's billing_data: what the profile knows, 'NA' where Splendid has nothing. */
function billingData(customer: CheckoutCustomer): Record<string, string> {
  const names = (customer.fullName ?? '').trim().split(/\s+/).filter(Boolean)
  const firstName = names[0] ?? 'NA'
  const lastName = names.length > 1 ? names.slice(1).join(' ') : 'NA'
  return {
    first_name: firstName,
    last_name: lastName,
    email: customer.email ?? 'NA',
    phone_number: 'NA',
    apartment: 'NA',
    floor: 'NA',
    street: 'NA',
    building: 'NA',
    city: 'NA',
    state: 'NA',
    country: 'EG',
    postal_code: 'NA',
  }
}

/** The intention body for `payment` (its amount, from the plans table, in piastres). */
export function intentionRequest(
  settings: PaymobSettings,
  payment: CheckoutPayment,
  plan: CheckoutPlan,
  customer: CheckoutCustomer,
  urls: { specialReference: string; notificationUrl: string; redirectionUrl: string },
): PaymobIntentionRequest {
  const secondsLeft = Math.floor((Date.parse(payment.expires_at) - Date.now()) / 1000)
  return {
    amount: payment.amount_piastres,
    currency: payment.currency,
    payment_methods: settings.integrationIds,
    items: [
      {
        name: customer.language === 'ar' ? plan.name_ar : plan.name_en,
        amount: payment.amount_piastres,
        description: `Splendid ${plan.id} (${plan.months} month${plan.months === 1 ? '' : 's'})`,
        quantity: 1,
      },
    ],
    billing_data: billingData(customer),
    special_reference: urls.specialReference,
    notification_url: urls.notificationUrl,
    redirection_url: urls.redirectionUrl,
    expiration: Math.max(60, secondsLeft),
  }
}

function unavailable(reason: string): ProviderUnavailableError {
  return new ProviderUnavailableError(
    'payment_provider_unavailable',
    `Paymob could not start the checkout (${reason}); try again in a moment`,
  )
}

/** Creates the intention; Paymob unreachable, slow or refusing → `payment_provider_unavailable`. */
export async function createPaymobIntention(
  settings: PaymobSettings,
  body: PaymobIntentionRequest,
): Promise<PaymobIntention> {
  let response: Response
  try {
    response = await fetch(`${settings.apiUrl}/v1/intention/`, {
      method: 'POST',
      headers: {
        Authorization: `Token ${settings.secretKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PAYMOB_TIMEOUT_MS),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw unavailable(timedOut ? 'no answer in time' : 'unreachable')
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    // Paymob's `detail` explains a refusal (a wrong integration id…); it holds no secret.
    const detail = (answer as { detail?: unknown } | undefined)?.detail
    console.error(
      `paymob: intention refused with HTTP ${response.status}${typeof detail === 'string' ? `: ${detail.slice(0, 300)}` : ''}`,
    )
    throw unavailable(`HTTP ${response.status}`)
  }
  const { id, client_secret, intention_order_id } = (answer ?? {}) as Record<string, unknown>
  if (
    typeof id !== 'string' ||
    typeof client_secret !== 'string' ||
    client_secret === '' ||
    (typeof intention_order_id !== 'number' && typeof intention_order_id !== 'string')
  ) {
    throw unavailable('unexpected answer')
  }
  return { id, clientSecret: client_secret, orderId: String(intention_order_id) }
}

/** Paymob's unified checkout page for an intention. */
export function unifiedCheckoutUrl(settings: PaymobSettings, clientSecret: string): string {
  const query = new URLSearchParams({ publicKey: settings.publicKey, clientSecret })
  return `${settings.apiUrl}/unifiedcheckout/?${query}`
}
