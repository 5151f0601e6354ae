import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** TOTP as GoTrue validates it (RFC 6238): 30-second steps, 6 digits, HMAC-SHA1, ±1 step. */
export const TOTP_PERIOD_SECONDS = 30
const DIGITS = 6
const SKEW_STEPS = 1
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding (what authenticator apps read from the otpauth URI). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32 (case-insensitive, padding and spaces ignored); undefined when malformed. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) return undefined
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Uint8Array.from(bytes)
}

/** A new shared secret: 20 random bytes as 32 base32 characters (GoTrue's default size). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The code of one time step (RFC 4226 dynamic truncation). */
function hotp(key: Uint8Array, counter: number): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac('sha1', key).update(message).digest()
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0')
}

/**
 * The 6-digit code of `secret` at `atMs` (milliseconds since the epoch).
 *
 * @example
 * ```ts
 * totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000) // '287082' (RFC 6238, SHA-1)
 * ```
 */
export function totpCode(secret: string, atMs: number): string {
  const key = base32Decode(secret)
  if (key === undefined) throw new Error('TOTP secret is not base32')
  return hotp(key, Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS))
}

/** Whether `code` is the code of the current step or of one step either side. */
export function verifyTotp(code: string, secret: string, atMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false
  const key = base32Decode(secret)
  if (key === undefined) return false
  const step = Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)
  let matched = false
  for (let delta = -SKEW_STEPS; delta <= SKEW_STEPS; delta++) {
    // Compare every candidate in constant time so the timing tells nothing about the code.
    if (timingSafeEqual(Buffer.from(hotp(key, step + delta)), Buffer.from(code))) matched = true
  }
  return matched
}

/** The `otpauth://` URI authenticator apps scan, shaped as GoTrue's (pquerna/otp) key URL. */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`).replace(/%3A/g, ':')
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
