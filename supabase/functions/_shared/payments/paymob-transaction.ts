// What a Paymob transaction reports once its HMAC checked out: a payment's result, a refund or
// void of it, or something to acknowledge without recording (a pending kiosk payment, a refund
// that failed). The same reading serves the processed callback's `obj` and the redirect's query.
import type { CallbackVerification, VerifiedPaymentResult } from './payment-provider.ts'
import { paymentIdOfReference } from './paymob-special-reference.ts'

type Refusal = Extract<CallbackVerification, { ok: false }>

/** A well-formed but unusable report. */
export const invalidTransaction = (message: string): Refusal => ({
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

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0

const isCurrency = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z]{3}$/.test(value)

/**
 * A refund or void, in either of Paymob's shapes: the refund's own transaction (a child of the
 * paid one: `has_parent_transaction`, `is_refund` / `is_void`, its amount the refund's), or the
 * paid transaction reported again with `is_refunded` / `is_voided` set (then
 * `refunded_amount_cents` is the total refunded so far; a void gives everything back).
 */
function refundOf(obj: Record<string, unknown>, transactionId: string): CallbackVerification {
  const order = obj.order as { id?: unknown } | null | undefined
  const paymentId =
    paymentIdOfReference(
      (obj.order as { merchant_order_id?: unknown } | null)?.merchant_order_id,
    ) ?? null
  if (obj.success !== true) {
    return { ok: true, ignored: 'refund_not_successful', paymentId, transactionId }
  }
  if (typeof order?.id !== 'number' && typeof order?.id !== 'string') {
    return invalidTransaction('obj.order.id is missing')
  }
  if (!isCurrency(obj.currency)) return invalidTransaction('obj.currency is not a currency code')
  if (!isPositiveInteger(obj.amount_cents)) {
    return invalidTransaction('obj.amount_cents is not a positive integer')
  }
  const child = obj.has_parent_transaction === true
  const cumulativeAmount =
    obj.is_voided === true || !isPositiveInteger(obj.refunded_amount_cents)
      ? obj.amount_cents
      : obj.refunded_amount_cents
  return {
    ok: true,
    refund: {
      providerOrderId: String(order.id),
      transactionId,
      // A child void cancels the whole parent: counted as everything back, so twice is once.
      amountPiastres: child ? obj.amount_cents : cumulativeAmount,
      cumulative: !child || obj.is_void === true,
      currency: obj.currency,
    },
  }
}

/** Reads a transaction whose HMAC checked out. */
export function readPaymobTransaction(obj: Record<string, unknown>): CallbackVerification {
  const { id, amount_cents, currency, success, pending } = obj
  const order = obj.order as { id?: unknown; merchant_order_id?: unknown } | null | undefined
  const paymentId = paymentIdOfReference(order?.merchant_order_id)
  if (typeof id !== 'number' && typeof id !== 'string')
    return invalidTransaction('obj.id is missing')
  const transactionId = String(id)
  if (pending === true) {
    return { ok: true, ignored: 'transaction_pending', paymentId: paymentId ?? null, transactionId }
  }
  const refundChild =
    obj.has_parent_transaction === true && (obj.is_refund === true || obj.is_void === true)
  if (refundChild || obj.is_refunded === true || obj.is_voided === true) {
    return refundOf(obj, transactionId)
  }
  if (paymentId === undefined) {
    return invalidTransaction('obj.order.merchant_order_id is not a Splendid payment reference')
  }
  if (typeof order?.id !== 'number' && typeof order?.id !== 'string') {
    return invalidTransaction('obj.order.id is missing')
  }
  if (typeof success !== 'boolean') return invalidTransaction('obj.success is not a boolean')
  if (typeof amount_cents !== 'number' || !Number.isSafeInteger(amount_cents)) {
    return invalidTransaction('obj.amount_cents is not an integer')
  }
  if (!isCurrency(currency)) return invalidTransaction('obj.currency is not a currency code')
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
