import { describe, expect, it } from 'vitest'
import { tokenHash } from './email-otp.js'
import { checkVerifyRequest, type VerifyRequest } from './verify-otp.js'

const base: VerifyRequest = {
  method: 'POST',
  type: 'email',
  token: '',
  tokenHash: '',
  email: '',
  phone: '',
  redirectTo: '',
}

function refusal(request: Partial<VerifyRequest>): { status: number; message: string } | null {
  try {
    checkVerifyRequest({ ...base, ...request })
    return null
  } catch (error) {
    const { status, message } = error as { status: number; message: string }
    return { status, message }
  }
}

describe('checkVerifyRequest', () => {
  it("refuses malformed requests in GoTrue's order", () => {
    expect(refusal({ type: '', token: '1' })).toEqual({
      status: 400,
      message: 'Verify requires a verification type',
    })
    expect(refusal({ method: 'GET' })).toEqual({
      status: 400,
      message: 'Verify requires a token or a token hash',
    })
    expect(refusal({})?.message).toBe('Verify requires either a token or a token hash')
    expect(refusal({ token: '1', tokenHash: 'h' })?.message).toBe(
      'Verify requires either a token or a token hash',
    )
    expect(refusal({ token: '123456' })?.message).toBe(
      'Only an email address or phone number should be provided on verify',
    )
    expect(refusal({ token: '123456', email: 'bad' })).toEqual({
      status: 422,
      message: 'Invalid email format',
    })
    expect(refusal({ tokenHash: 'h', redirectTo: 'http://x' })?.message).toBe(
      'Only the token_hash and type should be provided',
    )
  })

  it('hashes an address and its code as GoTrue does (lower-cased address)', () => {
    expect(checkVerifyRequest({ ...base, token: '123456', email: 'Ana@Splendid.Test' })).toEqual({
      hash: tokenHash('ana@splendid.test', '123456'),
      byHash: false,
    })
    expect(checkVerifyRequest({ ...base, method: 'GET', token: 'abc' })).toEqual({
      hash: 'abc',
      byHash: true,
    })
  })
})
