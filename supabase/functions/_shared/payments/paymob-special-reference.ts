// Paymob's special_reference (returned in the callback as obj.order.merchant_order_id) names our
// payment. Paymob wants it unique per intention, and a resumed checkout (a double click, a second
// tab, a retry after Paymob was unreachable) reuses the pending payment — so the first intention
// of a payment carries its id alone and every later one `<payment id>_<8 random hex digits>`.
// Both map back to the payment id. Paymob does not sign merchant_order_id, so payment-callback
// also requires the signed order.id to be an order of that payment (payment_provider_orders).

const REFERENCE =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:_[0-9a-f]{8})?$/i

/** The special_reference of a new intention for `paymentId`. */
export function paymobSpecialReference(paymentId: string, firstIntention: boolean): string {
  if (firstIntention) return paymentId
  const suffix = crypto.getRandomValues(new Uint8Array(4))
  return `${paymentId}_${Array.from(suffix, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The payment id a special_reference names, else undefined. */
export function paymentIdOfReference(reference: unknown): string | undefined {
  if (typeof reference !== 'string') return undefined
  return REFERENCE.exec(reference)?.[1]?.toLowerCase()
}
