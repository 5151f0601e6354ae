// The offline sandbox provider: its checkout is the payment-sandbox function's page, and its
// callbacks are JSON bodies signed by sandbox-signature.ts.
import type {
  CallbackVerification,
  CheckoutCustomer,
  CheckoutPayment,
  PaymentProvider,
} from './payment-provider.ts'
import { functionUrl } from './payment-urls.ts'
import { assertSandboxAllowed, sandboxHmacSecret } from './sandbox-settings.ts'
import { type SandboxCallbackFields, verifySandboxSignature } from './sandbox-signature.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,100}$/

/** The sandbox page URL of `payment` in the customer's language. */
function sandboxCheckoutUrl(payment: CheckoutPayment, customer: CheckoutCustomer): string {
  const query = new URLSearchParams({ payment: payment.id, lang: customer.language })
  return `${functionUrl('payment-sandbox')}?${query}`
}

/** The callback's fields when every one has the right type and shape, else undefined. */
function parseFields(body: Record<string, unknown>): SandboxCallbackFields | undefined {
  const { payment_id, transaction_id, success, amount_piastres, currency, failure_reason } = body
  if (typeof payment_id !== 'string' || !UUID.test(payment_id)) return undefined
  if (typeof transaction_id !== 'string' || !TRANSACTION_ID.test(transaction_id)) return undefined
  if (typeof success !== 'boolean') return undefined
  if (typeof amount_piastres !== 'number' || !Number.isSafeInteger(amount_piastres))
    return undefined
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined
  if (
    failure_reason !== undefined &&
    failure_reason !== null &&
    typeof failure_reason !== 'string'
  ) {
    return undefined
  }
  return {
    payment_id,
    transaction_id,
    success,
    amount_piastres,
    currency,
    failure_reason: failure_reason ?? null,
  }
}

/** The sandbox as a {@link PaymentProvider}; every use throws in production. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async createCheckout(payment, _plan, customer) {
    assertSandboxAllowed()
    return { url: sandboxCheckoutUrl(payment, customer), providerOrderId: `sandbox-${payment.id}` }
  },

  async verifyCallback(request): Promise<CallbackVerification> {
    assertSandboxAllowed()
    let body: unknown
    try {
      body = await request.json()
    } catch {
      return { ok: false, code: 'payment_callback_invalid', message: 'The body is not JSON' }
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return { ok: false, code: 'payment_callback_invalid', message: 'The body is not an object' }
    }
    const record = body as Record<string, unknown>
    if (typeof record.hmac !== 'string' || record.hmac === '') {
      return { ok: false, code: 'payment_callback_unsigned', message: 'The callback is not signed' }
    }
    const fields = parseFields(record)
    if (fields === undefined) {
      return {
        ok: false,
        code: 'payment_callback_invalid',
        message: 'The callback fields are missing or malformed',
      }
    }
    if (!(await verifySandboxSignature(fields, record.hmac, sandboxHmacSecret()))) {
      return { ok: false, code: 'payment_callback_forged', message: 'The signature does not match' }
    }
    return {
      ok: true,
      result: {
        paymentId: fields.payment_id,
        transactionId: fields.transaction_id,
        success: fields.success,
        amountPiastres: fields.amount_piastres,
        currency: fields.currency,
        failureReason: fields.failure_reason,
      },
    }
  },

  async verifyReturn(): Promise<CallbackVerification> {
    assertSandboxAllowed()
    // The sandbox page reports only by its signed callback; the way back carries nothing.
    return { ok: true, ignored: 'return_not_signed', paymentId: null, transactionId: null }
  },
}
