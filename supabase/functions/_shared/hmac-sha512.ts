// HMAC-SHA512 as hex, with Web Crypto only (Edge Runtime and Node alike): the signature of the
// sandbox's callbacks and of Paymob's.

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    [usage],
  )
}

/** The lowercase hex HMAC-SHA512 of `text` with `secret`. */
export async function hmacSha512Hex(secret: string, text: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    new TextEncoder().encode(text),
  )
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Whether `hmacHex` (either case) is the HMAC-SHA512 of `text` with `secret`. Web Crypto's
 * verify compares in constant time; a value that is not 128 hex digits is simply not it.
 */
export async function verifyHmacSha512Hex(
  secret: string,
  text: string,
  hmacHex: string,
): Promise<boolean> {
  if (!/^[0-9a-fA-F]{128}$/.test(hmacHex)) return false
  const bytes = new Uint8Array(64)
  for (let index = 0; index < 64; index += 1) {
    bytes[index] = Number.parseInt(hmacHex.slice(index * 2, index * 2 + 2), 16)
  }
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    bytes,
    new TextEncoder().encode(text),
  )
}
