// A provider whose signature covers its order id (Paymob's order.id) but not our reference
// (merchant_order_id): the payment is the one that order was created for
// (payment_provider_orders, filled by attach_payment_checkout), and the reference must agree.
import { serviceClient } from '../supabase-clients.ts'
import type { ProviderName, VerifiedPaymentResult } from './payment-provider.ts'
import type { CallbackAnswer } from './record-payment-result.ts'

/** The payment `providerOrderId` was created for, else null. */
export async function paymentOfProviderOrder(
  provider: ProviderName,
  providerOrderId: string,
): Promise<string | null> {
  const { data, error } = await serviceClient().rpc('payment_of_provider_order', {
    provider,
    provider_order_id: providerOrderId,
  })
  if (error) throw new Error(`payment_of_provider_order failed (${error.code})`)
  return typeof data === 'string' ? data : null
}

/** The answer to a callback naming an order no payment was handed to the provider as. */
export function unknownOrder(provider: ProviderName, providerOrderId: string): CallbackAnswer {
  return {
    status: 404,
    body: {
      code: 'payment_unknown',
      message: `No payment was handed to ${provider} as order ${providerOrderId}`,
    },
  }
}

/** undefined when `result` may be recorded as it is, else the refusal to answer. */
export async function refuseUnboundOrder(
  provider: ProviderName,
  result: VerifiedPaymentResult,
): Promise<CallbackAnswer | undefined> {
  if (result.providerOrderId === undefined) return undefined
  const paymentId = await paymentOfProviderOrder(provider, result.providerOrderId)
  if (paymentId === null) return unknownOrder(provider, result.providerOrderId)
  if (paymentId !== result.paymentId) {
    return {
      status: 400,
      body: {
        code: 'payment_callback_invalid',
        message: 'The order and the payment reference of the callback do not match',
      },
    }
  }
  return undefined
}
