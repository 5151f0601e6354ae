// The sandbox callback's signature: HMAC-SHA512 (hex) over the callback's fields in a fixed
// order, joined with '|' — the shape of Paymob's callback HMAC (a documented field order), with a
// separator added so that values cannot run into each other. failure_reason comes last and is ''
// on success, so a '|' inside it cannot shift another field.
import { hmacSha512Hex, verifyHmacSha512Hex } from '../hmac-sha512.ts'

/** The signed fields, in signing order. */
export const SANDBOX_SIGNED_FIELDS = [
  'payment_id',
  'transaction_id',
  'success',
  'amount_piastres',
  'currency',
  'failure_reason',
] as const

/** The body of a sandbox callback (`hmac` aside). */
export interface SandboxCallbackFields {
  payment_id: string
  transaction_id: string
  success: boolean
  amount_piastres: number
  currency: string
  failure_reason: string | null
}

/** The exact text the HMAC is computed over. */
export function sandboxSignedText(fields: SandboxCallbackFields): string {
  return SANDBOX_SIGNED_FIELDS.map((name) => {
    const value = fields[name]
    return value === null ? '' : String(value)
  }).join('|')
}

/** The hex HMAC-SHA512 of `fields` with `secret`. */
export function signSandboxCallback(
  fields: SandboxCallbackFields,
  secret: string,
): Promise<string> {
  return hmacSha512Hex(secret, sandboxSignedText(fields))
}

/** Whether `hmacHex` is the signature of `fields` (compared in constant time). */
export function verifySandboxSignature(
  fields: SandboxCallbackFields,
  hmacHex: string,
  secret: string,
): Promise<boolean> {
  return verifyHmacSha512Hex(secret, sandboxSignedText(fields), hmacHex)
}
