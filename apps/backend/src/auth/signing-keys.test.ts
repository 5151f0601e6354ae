import { describe, expect, it } from 'vitest'
import { generateSigningJwk, parseSigningKeys } from './signing-keys.js'

describe('parseSigningKeys', () => {
  it('signs with the first private key and publishes only public members', async () => {
    const current = await generateSigningJwk()
    const set = await parseSigningKeys(JSON.stringify({ keys: [current] }))
    expect(set.current.kid).toBe(current.kid)
    expect(set.current.alg).toBe('ES256')
    expect(set.current.publicJwk).not.toHaveProperty('d')
    expect(set.current.publicJwk.key_ops).toEqual(['verify'])
  })

  it('accepts a single JWK as `supabase gen signing-key` prints it', async () => {
    const set = await parseSigningKeys(JSON.stringify(await generateSigningJwk()))
    expect(set.all).toHaveLength(1)
  })

  it('refuses malformed JSON, keys without kid, unsupported types and a set with no private key', async () => {
    const jwk = await generateSigningJwk()
    const { d: _d, ...publicOnly } = jwk
    await expect(parseSigningKeys('{not json')).rejects.toThrow('not valid JSON')
    await expect(parseSigningKeys(JSON.stringify([{ ...jwk, kid: '' }]))).rejects.toThrow('kid')
    await expect(
      parseSigningKeys(JSON.stringify([{ kty: 'oct', k: 'c2VjcmV0', kid: 'h' }])),
    ).rejects.toThrow('only ES256')
    await expect(parseSigningKeys(JSON.stringify([publicOnly]))).rejects.toThrow('private key')
    await expect(parseSigningKeys('[42]')).rejects.toThrow('JSON Web Keys')
  })
})
