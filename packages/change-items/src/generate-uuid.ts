interface WebCrypto {
  randomUUID?: () => string
  getRandomValues<T extends Uint8Array>(array: T): T
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

/**
 * Creates a random (version 4) uuid with the platform's Web Crypto, so the package needs no
 * runtime dependency. `crypto.randomUUID` exists only in secure contexts; a preview frame served
 * over plain http from a non-localhost host is not one, so the uuid is then built from
 * `crypto.getRandomValues`, which every context has.
 *
 * @example
 * ```ts
 * generateUuid() // 'f47ac10b-58cc-4372-a567-0e02b2c3d479'
 * ```
 */
export function generateUuid(): string {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto
  if (crypto === undefined) {
    throw new Error('generateUuid needs Web Crypto (globalThis.crypto), available from Node 19')
  }
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10xx in byte 8.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => HEX[byte]).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
