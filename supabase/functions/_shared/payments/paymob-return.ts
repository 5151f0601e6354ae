// Paymob's transaction response: when the learner leaves the checkout, Paymob sends the browser
// to our redirection URL with the transaction's fields on the query (`order` is the order id,
// nested fields are dotted: `source_data.pan`) and an `hmac` over the same fields, in the same
// order, as the processed callback's. This turns that query into the callback's `obj` shape:
// strings as received for the HMAC, then typed for reading.

const BOOLEAN_FIELDS = [
  'error_occured',
  'has_parent_transaction',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'is_refund',
  'is_void',
  'pending',
  'success',
] as const

const INTEGER_FIELDS = ['amount_cents', 'refunded_amount_cents'] as const

const PLAIN_FIELDS = ['created_at', 'currency', 'id', 'integration_id', 'owner'] as const

/** The query's transaction with every value the string Paymob signed. */
export function paymobReturnSignedObject(query: URLSearchParams): Record<string, unknown> {
  const obj: Record<string, unknown> = {}
  for (const field of [...BOOLEAN_FIELDS, ...INTEGER_FIELDS, ...PLAIN_FIELDS]) {
    const value = query.get(field)
    if (value !== null) obj[field] = value
  }
  obj.order = { id: query.get('order'), merchant_order_id: query.get('merchant_order_id') }
  obj.source_data = {
    pan: query.get('source_data.pan'),
    sub_type: query.get('source_data.sub_type'),
    type: query.get('source_data.type'),
  }
  obj.data = { message: query.get('data.message') }
  return obj
}

/** The same transaction typed as the callback's JSON (`'true'` → true, `'19900'` → 19900). */
export function typedPaymobReturn(signed: Record<string, unknown>): Record<string, unknown> {
  const typed: Record<string, unknown> = { ...signed }
  for (const field of BOOLEAN_FIELDS) {
    const value = signed[field]
    typed[field] = value === 'true' ? true : value === 'false' ? false : value
  }
  for (const field of INTEGER_FIELDS) {
    const value = signed[field]
    typed[field] = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  }
  return typed
}
