// The Paymob provider: an Intention per checkout, the learner sent to Paymob's unified checkout,
// and the transaction processed callback verified by its HMAC before anything is recorded.
import type {
  CallbackVerification,
  PaymentProvider,
  VerifiedPaymentResult,
} from './payment-provider.ts'
import { functionUrl, paymentResultUrl } from './payment-urls.ts'
import { verifyPaymobHmac } from './paymob-hmac.ts'
import { createPaymobIntention, intentionRequest, unifiedCheckoutUrl } from './paymob-intention.ts'
import { paymobSettings } from './paymob-settings.ts'
import { paymentIdOfReference, paymobSpecialReference } from './paymob-special-reference.ts'

type Refusal = Extract<CallbackVerification, { ok: false }>

const invalid = (message: string): Refusal => ({
  ok: false,
  code: 'payment_callback_invalid',
  message,
})

/** Why Paymob declined, from `obj.data.message` (its gateway's text), else 'declined'. */
function failureReason(obj: Record<string, unknown>): string {
  const data = obj.data as { message?: unknown } | undefined
  const message = typeof data?.message === 'string' ? data.message.trim() : ''
  return message === '' ? 'declined' : message.slice(0, 200)
}

/** The transaction's fields once its HMAC checked out; what Paymob's callback reports. */
function transactionResult(obj: Record<string, unknown>): CallbackVerification {
  const { id, amount_cents, currency, success, pending, is_refunded, is_voided } = obj
  const order = obj.order as { id?: unknown; merchant_order_id?: unknown } | null | undefined
  const paymentId = paymentIdOfReference(order?.merchant_order_id)
  if (typeof id !== 'number' && typeof id !== 'string') return invalid('obj.id is missing')
  const transactionId = String(id)
  if (pending === true) {
    return { ok: true, ignored: 'transaction_pending', paymentId: paymentId ?? null, transactionId }
  }
  if (is_refunded === true || is_voided === true) {
    return { ok: true, ignored: 'refund_or_void', paymentId: paymentId ?? null, transactionId }
  }
  if (paymentId === undefined) {
    return invalid('obj.order.merchant_order_id is not a Splendid payment reference')
  }
  if (typeof order?.id !== 'number' && typeof order?.id !== 'string') {
    return invalid('obj.order.id is missing')
  }
  if (typeof success !== 'boolean') return invalid('obj.success is not a boolean')
  if (typeof amount_cents !== 'number' || !Number.isSafeInteger(amount_cents)) {
    return invalid('obj.amount_cents is not an integer')
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return invalid('obj.currency is not a currency code')
  }
  const result: VerifiedPaymentResult = {
    paymentId,
    transactionId,
    success,
    amountPiastres: amount_cents,
    currency,
    failureReason: success ? null : failureReason(obj),
    providerOrderId: String(order.id),
  }
  return { ok: true, result }
}

/** Paymob as a {@link PaymentProvider}. */
export const paymobProvider: PaymentProvider = {
  name: 'paymob',

  async createCheckout(payment, plan, customer) {
    const settings = paymobSettings()
    const firstIntention = !(payment.provider === 'paymob' && payment.provider_order_id)
    const body = intentionRequest(settings, payment, plan, customer, {
      specialReference: paymobSpecialReference(payment.id, firstIntention),
      notificationUrl: functionUrl('payment-callback'),
      redirectionUrl: paymentResultUrl(payment.id),
    })
    const intention = await createPaymobIntention(settings, body)
    return {
      url: unifiedCheckoutUrl(settings, intention.clientSecret),
      providerOrderId: intention.orderId,
    }
  },

  async verifyCallback(request): Promise<CallbackVerification> {
    const settings = paymobSettings()
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return invalid('The body is not JSON')
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return invalid('The body is not an object')
    }
    const { type, obj, hmac: bodyHmac } = body as Record<string, unknown>
    if (typeof type !== 'string' || !/^[A-Z_]{1,40}$/.test(type)) {
      return invalid('type is missing: not a Paymob callback')
    }
    if (type !== 'TRANSACTION') {
      // Saved-card tokens and other notices: nothing to record, and no transaction HMAC to check.
      return { ok: true, ignored: `type_${type}`, paymentId: null, transactionId: null }
    }
    if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) {
      return invalid('obj is not an object')
    }
    const hmac = new URL(request.url).searchParams.get('hmac') ?? bodyHmac
    if (typeof hmac !== 'string' || hmac === '') {
      return { ok: false, code: 'payment_callback_unsigned', message: 'The callback is not signed' }
    }
    const transaction = obj as Record<string, unknown>
    if (!(await verifyPaymobHmac(transaction, hmac, settings.hmacSecret))) {
      return { ok: false, code: 'payment_callback_forged', message: 'The HMAC does not match' }
    }
    return transactionResult(transaction)
  },
}
