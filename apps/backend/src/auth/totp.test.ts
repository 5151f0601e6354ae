import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  totpCode,
  totpUri,
  verifyTotp,
} from './totp.js'

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890", last 6 digits of the 8-digit values.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'))
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1_111_111_109, '081804'],
  [1_111_111_111, '050471'],
  [1_234_567_890, '005924'],
  [2_000_000_000, '279037'],
  [20_000_000_000, '353130'],
]

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    for (const [seconds, code] of VECTORS) expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code)
  })

  it('accepts the current step and one step either side, nothing further', () => {
    const now = 1_700_000_000_000
    const secret = generateTotpSecret()
    expect(verifyTotp(totpCode(secret, now), secret, now)).toBe(true)
    expect(verifyTotp(totpCode(secret, now - 30_000), secret, now)).toBe(true)
    expect(verifyTotp(totpCode(secret, now + 30_000), secret, now)).toBe(true)
    expect(verifyTotp(totpCode(secret, now - 90_000), secret, now)).toBe(false)
    expect(verifyTotp('12345', secret, now)).toBe(false)
    expect(verifyTotp('abcdef', secret, now)).toBe(false)
  })

  it('round-trips base32 and refuses characters outside the alphabet', () => {
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Encode(base32Decode(secret) ?? new Uint8Array())).toBe(secret)
    expect(base32Decode('AB1C')).toBeUndefined()
  })

  it('builds the otpauth URI as GoTrue does', () => {
    expect(totpUri('localhost:5173', 'a@b.test', 'ABC')).toBe(
      'otpauth://totp/localhost:5173:a%40b.test?algorithm=SHA1&digits=6&issuer=localhost%3A5173&period=30&secret=ABC',
    )
  })
})
