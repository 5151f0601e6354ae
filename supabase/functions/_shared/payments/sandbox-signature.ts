// The sandbox callback's signature: HMAC-SHA512 (hex) over the callback's fields in a fixed
// order, joined with '|' — the shape of Paymob's callback HMAC (a documented field order), with a
// separator added so that values cannot run into each other. failure_reason comes last and is ''
// on success, so a '|' inside it cannot shift another field.

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

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    [usage],
  )
}

/** The hex HMAC-SHA512 of `fields` with `secret`. */
export async function signSandboxCallback(
  fields: SandboxCallbackFields,
  secret: string,
): Promise<string> {
  const key = await hmacKey(secret, 'sign')
  const mac = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(sandboxSignedText(fields)),
  )
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether `hmacHex` is the signature of `fields`. Web Crypto's HMAC verify compares in constant
 * time; a value that is not 128 hex digits is simply not the signature.
 */
export async function verifySandboxSignature(
  fields: SandboxCallbackFields,
  hmacHex: string,
  secret: string,
): Promise<boolean> {
  if (!/^[0-9a-fA-F]{128}$/.test(hmacHex)) return false
  const bytes = new Uint8Array(64)
  for (let index = 0; index < 64; index += 1) {
    bytes[index] = Number.parseInt(hmacHex.slice(index * 2, index * 2 + 2), 16)
  }
  const key = await hmacKey(secret, 'verify')
  return crypto.subtle.verify(
    'HMAC',
    key,
    bytes,
    new TextEncoder().encode(sandboxSignedText(fields)),
  )
}
