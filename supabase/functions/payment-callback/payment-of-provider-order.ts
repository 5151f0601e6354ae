// A provider whose signature covers its order id (Paymob's order.id) but not our reference
// (merchant_order_id): the payment is the one that order was created for
// (payment_provider_orders, filled by attach_payment_checkout), and the reference must agree.
import type { ProviderName, VerifiedPaymentResult } from '../_shared/payments/payment-provider.ts'
import { serviceClient } from '../_shared/supabase-clients.ts'
import type { CallbackAnswer } from './record-payment-result.ts'

/** undefined when `result` may be recorded as it is, else the refusal to answer. */
export async function refuseUnboundOrder(
  provider: ProviderName,
  result: VerifiedPaymentResult,
): Promise<CallbackAnswer | undefined> {
  if (result.providerOrderId === undefined) return undefined
  const { data, error } = await serviceClient().rpc('payment_of_provider_order', {
    provider,
    provider_order_id: result.providerOrderId,
  })
  if (error) throw new Error(`payment_of_provider_order failed (${error.code})`)
  if (data === null) {
    return {
      status: 404,
      body: {
        code: 'payment_unknown',
        message: `No payment was handed to ${provider} as order ${result.providerOrderId}`,
      },
    }
  }
  if (data !== result.paymentId) {
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
