// Hands a verified refund or void to the database (rpc record_payment_refund, service role): the
// payment is the one the provider's signed order belongs to.
import { serviceClient } from '../supabase-clients.ts'
import { paymentOfProviderOrder, unknownOrder } from './payment-of-provider-order.ts'
import type { ProviderName, VerifiedRefund } from './payment-provider.ts'
import { type CallbackAnswer, refusalAnswer } from './record-payment-result.ts'

interface RecordedRefund {
  payment_id: string
  status: string
  outcome: 'refunded' | 'partially_refunded' | 'replayed'
  refunded_piastres: number
  subscription_expires_at: string | null
}

/** Records `refund` once; a replay answers 200 and refusals 4xx, changing nothing. */
export async function recordPaymentRefund(
  provider: ProviderName,
  refund: VerifiedRefund,
): Promise<CallbackAnswer> {
  const paymentId = await paymentOfProviderOrder(provider, refund.providerOrderId)
  if (paymentId === null) return unknownOrder(provider, refund.providerOrderId)
  const { data, error } = await serviceClient().rpc('record_payment_refund', {
    payment_id: paymentId,
    provider,
    transaction_id: refund.transactionId,
    amount_piastres: refund.amountPiastres,
    currency: refund.currency,
    cumulative: refund.cumulative,
  })
  if (error) return refusalAnswer('record_payment_refund', error, { payment_id: paymentId })
  const recorded = data as RecordedRefund
  return {
    status: 200,
    body: {
      payment_id: recorded.payment_id,
      status: recorded.status,
      refunded_piastres: recorded.refunded_piastres,
      subscription_expires_at: recorded.subscription_expires_at,
      ...(recorded.outcome === 'replayed'
        ? { replayed: true, message: 'This refund was recorded before; nothing changed' }
        : {}),
    },
  }
}
