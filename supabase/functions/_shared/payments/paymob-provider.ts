// The Paymob provider: an Intention per checkout, the learner sent to Paymob's unified checkout,
// and the transaction processed callback and the redirect's query verified by their HMAC
// before anything is recorded.
import type { CallbackVerification, PaymentProvider } from './payment-provider.ts'
import { functionUrl, paymentResultUrl } from './payment-urls.ts'
import { verifyPaymobHmac } from './paymob-hmac.ts'
import { createPaymobIntention, intentionRequest, unifiedCheckoutUrl } from './paymob-intention.ts'
import { paymobReturnSignedObject, typedPaymobReturn } from './paymob-return.ts'
import { paymobSettings } from './paymob-settings.ts'
import { paymobSpecialReference } from './paymob-special-reference.ts'
import { invalidTransaction as invalid, readPaymobTransaction } from './paymob-transaction.ts'

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
    return readPaymobTransaction(transaction)
  },

  async verifyReturn(query): Promise<CallbackVerification> {
    const settings = paymobSettings()
    const hmac = query.get('hmac')
    if (hmac === null || hmac === '') {
      return { ok: false, code: 'payment_callback_unsigned', message: 'The return is not signed' }
    }
    const signed = paymobReturnSignedObject(query)
    if (!(await verifyPaymobHmac(signed, hmac, settings.hmacSecret))) {
      return { ok: false, code: 'payment_callback_forged', message: 'The HMAC does not match' }
    }
    return readPaymobTransaction(typedPaymobReturn(signed))
  },
}
