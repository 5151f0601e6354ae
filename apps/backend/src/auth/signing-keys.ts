import { randomUUID } from 'node:crypto'
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'
import type { Database } from '../db/database.js'

/** The asymmetric algorithms a signing key may use (Supabase offers ES256 and RS256). */
export type SigningAlgorithm = 'ES256' | 'RS256'

/** One key of the set: the private half signs (only the current key), the public half verifies. */
export interface SigningKey {
  kid: string
  alg: SigningAlgorithm
  /** Present for the key that signs new tokens. */
  privateKey: CryptoKey | undefined
  publicKey: CryptoKey
  /** The public JWK as `/.well-known/jwks.json` lists it. */
  publicJwk: JWK
}

/** The asymmetric keys of the backend: one that signs, any number that still verify. */
export interface SigningKeySet {
  current: SigningKey
  all: readonly SigningKey[]
}

/** Raised when `JWT_SIGNING_KEYS` cannot be used. */
export class SigningKeyError extends Error {
  readonly code = 'invalid_signing_keys'
  constructor(message: string) {
    super(message)
    this.name = 'SigningKeyError'
  }
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth']

function algorithmOf(jwk: JWK): SigningAlgorithm {
  if (jwk.alg === 'ES256' || (jwk.alg === undefined && jwk.kty === 'EC' && jwk.crv === 'P-256')) {
    return 'ES256'
  }
  if (jwk.alg === 'RS256' || (jwk.alg === undefined && jwk.kty === 'RSA')) return 'RS256'
  throw new SigningKeyError(
    `signing key ${jwk.kid ?? '(no kid)'}: only ES256 (EC P-256) and RS256 (RSA) keys are supported`,
  )
}

function publicJwkOf(jwk: JWK, kid: string, alg: SigningAlgorithm): JWK {
  const pub: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(jwk)) {
    if (!PRIVATE_MEMBERS.includes(name) && name !== 'key_ops' && name !== 'ext') {
      pub[name] = value
    }
  }
  // As GoTrue publishes them: only 'verify' for public keys, always with use and kid.
  return { ...pub, kid, alg, use: 'sig', key_ops: ['verify'], ext: true } as JWK
}

async function importKey(jwk: JWK): Promise<SigningKey> {
  if (typeof jwk.kid !== 'string' || jwk.kid === '') {
    throw new SigningKeyError('every signing key needs a "kid"')
  }
  const alg = algorithmOf(jwk)
  const publicJwk = publicJwkOf(jwk, jwk.kid, alg)
  const canSign = typeof jwk.d === 'string' && (jwk.key_ops?.includes('sign') ?? true)
  try {
    const { key_ops: _ops, ext: _ext, ...importable } = publicJwk
    const publicKey = (await importJWK(importable, alg)) as CryptoKey
    const privateKey = canSign
      ? ((await importJWK({ ...jwk, key_ops: ['sign'], alg }, alg)) as CryptoKey)
      : undefined
    return { kid: jwk.kid, alg, privateKey, publicKey, publicJwk }
  } catch (error) {
    throw new SigningKeyError(
      `signing key ${jwk.kid}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/**
 * Reads a key set from JWKs (a JSON array, `{ "keys": [...] }` or one JWK — the format of
 * `supabase gen signing-key`). The first private key whose `key_ops` allow `sign` signs new
 * tokens; the others only verify (rotation: keep the previous key listed after the new one).
 *
 * @throws {SigningKeyError} on malformed JSON, unsupported key types or no private key.
 */
export async function parseSigningKeys(json: string): Promise<SigningKeySet> {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new SigningKeyError('JWT_SIGNING_KEYS is not valid JSON')
  }
  const list = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' &&
        parsed !== null &&
        Array.isArray((parsed as { keys?: unknown }).keys)
      ? (parsed as { keys: unknown[] }).keys
      : [parsed]
  const keys: SigningKey[] = []
  for (const item of list) {
    if (typeof item !== 'object' || item === null) {
      throw new SigningKeyError('JWT_SIGNING_KEYS must hold JSON Web Keys')
    }
    keys.push(await importKey(item as JWK))
  }
  const current = keys.find((key) => key.privateKey !== undefined)
  if (current === undefined) {
    throw new SigningKeyError('JWT_SIGNING_KEYS needs one private key (with "d") to sign with')
  }
  return { current, all: keys }
}

/** A new ES256 private JWK in the shape `supabase gen signing-key` prints. */
export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const jwk = await exportJWK(privateKey)
  return { ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] }
}

/**
 * The key set the server signs with: `JWT_SIGNING_KEYS` when set; otherwise a key pair kept in
 * the database (generated on the first start), so tokens survive restarts and every instance on
 * the same database signs with the same key. The local table is never deployed: a hosted project
 * has its own signing keys.
 */
export async function loadSigningKeys(
  db: Database,
  configured: string | undefined,
): Promise<SigningKeySet> {
  if (configured !== undefined) return parseSigningKeys(configured)
  const read = async () =>
    (
      await db.query<{ jwk: JWK }>(
        'select private_jwk as jwk from auth.local_signing_keys where id = 1',
      )
    ).rows[0]?.jwk
  let jwk = await read()
  if (jwk === undefined) {
    // Two instances starting together may both generate; the single row keeps the first one.
    await db.query(
      'insert into auth.local_signing_keys (id, private_jwk) values (1, $1::jsonb) on conflict do nothing',
      [JSON.stringify(await generateSigningJwk())],
    )
    jwk = await read()
  }
  if (jwk === undefined) throw new SigningKeyError('the local signing key could not be stored')
  return parseSigningKeys(JSON.stringify([jwk]))
}
