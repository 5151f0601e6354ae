// The HMAC of Paymob's transaction processed callback (POST { type: 'TRANSACTION', obj }, with
// `?hmac=<hex>` on the URL): HMAC-SHA512 with the merchant's HMAC secret over the values of 20
// fields of `obj`, in the order Paymob documents ("HMAC Transaction Callback",
// developers.paymob.com), concatenated without separators. Booleans are written `true` /
// `false`, numbers in decimal, strings as received; a null or missing value is written as ''.
import { verifyHmacSha512Hex } from '../hmac-sha512.ts'

/** The signed fields of `obj`, as paths, in Paymob's order. */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const

function valueAt(obj: Record<string, unknown>, path: string): unknown {
  let value: unknown = obj
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

function text(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The exact text Paymob signs for a transaction `obj`. */
export function paymobSignedText(obj: Record<string, unknown>): string {
  return PAYMOB_HMAC_FIELDS.map((path) => text(valueAt(obj, path))).join('')
}

/** Whether `hmacHex` is Paymob's HMAC of `obj` (compared in constant time). */
export function verifyPaymobHmac(
  obj: Record<string, unknown>,
  hmacHex: string,
  secret: string,
): Promise<boolean> {
  return verifyHmacSha512Hex(secret, paymobSignedText(obj), hmacHex)
}
