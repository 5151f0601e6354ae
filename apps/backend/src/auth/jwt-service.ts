import { KeyObject, sign as signBytes } from 'node:crypto'
import {
  type CryptoKey,
  errors,
  type JWK,
  type JWTHeaderParameters,
  jwtVerify,
  SignJWT,
} from 'jose'
import type { SigningKeySet } from './signing-keys.js'

/** The API roles a JWT may carry. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role'

/** The claims of an access token, as GoTrue issues them. */
export interface AccessTokenClaims {
  iss: string
  sub: string
  aud: string
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: 'authenticated'
  aal: 'aal1' | 'aal2'
  amr: { method: string; timestamp: number }[]
  session_id: string
  is_anonymous: boolean
}

/** The outcome of checking a JWT. */
export type JwtCheck =
  | { ok: true; claims: Record<string, unknown> }
  | { ok: false; reason: 'expired' | 'invalid'; message: string }

// Fixed issue and expiry times make the API keys identical on every start for a given secret,
// so apps can keep them in their .env files.
const API_KEY_ISSUED_AT = 1_735_689_600
const API_KEY_EXPIRES_AT = 2_051_222_400

/**
 * Signs and verifies the backend's JWTs, as Supabase's signing keys do: access tokens are signed
 * with the current asymmetric key (ES256 or RS256, `kid` in the header, public keys at
 * `/auth/v1/.well-known/jwks.json`); the anon / service keys stay HS256 JWTs of the legacy
 * secret, which keeps verifying everywhere. Without a key set everything is HS256.
 *
 * Every consumer of tokens (auth, rest, functions) verifies through {@link JwtService.verify}, so
 * both kinds are accepted in one place.
 *
 * @example
 * ```ts
 * const jwt = new JwtService(env.JWT_SECRET, await loadSigningKeys(db, env.JWT_SIGNING_KEYS))
 * const anonKey = await jwt.apiKey('anon')
 * const check = await jwt.verify(anonKey) // { ok: true, claims: { role: 'anon', … } }
 * ```
 */
export class JwtService {
  readonly #secret: Uint8Array
  readonly #keys: SigningKeySet | undefined
  readonly #es256Key: KeyObject | undefined

  constructor(secret: string, signingKeys?: SigningKeySet) {
    this.#secret = new TextEncoder().encode(secret)
    this.#keys = signingKeys
    const current = signingKeys?.current
    this.#es256Key =
      current?.alg === 'ES256' && current.privateKey !== undefined
        ? KeyObject.from(current.privateKey)
        : undefined
  }

  /** Signs arbitrary claims (the caller sets iat/exp) with the current signing key. */
  sign(claims: Record<string, unknown>): Promise<string> {
    const current = this.#keys?.current
    if (current?.privateKey === undefined) return this.signLegacy(claims)
    const header = { alg: current.alg, kid: current.kid, typ: 'JWT' }
    if (this.#es256Key !== undefined) {
      return Promise.resolve(signEs256(header, claims, this.#es256Key))
    }
    return new SignJWT(claims).setProtectedHeader(header).sign(current.privateKey)
  }

  /** Signs with the legacy HS256 secret (API keys, and tokens minted for older verifiers). */
  signLegacy(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.#secret)
  }

  /** The public keys, as GoTrue serves them at `/.well-known/jwks.json` (never the secret). */
  jwks(): { keys: JWK[] } {
    return { keys: (this.#keys?.all ?? []).map((key) => key.publicJwk) }
  }

  /** The anon or service-role API key: a long-lived JWT carrying only the role. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.signLegacy({
      iss: 'supabase',
      ref: 'splendid-local',
      role,
      iat: API_KEY_ISSUED_AT,
      exp: API_KEY_EXPIRES_AT,
    })
  }

  /** Verifies signature, algorithm and expiry. Never throws. */
  async verify(token: string): Promise<JwtCheck> {
    try {
      const { payload } = await jwtVerify(token, (header) => this.#verificationKey(header), {
        algorithms: ['HS256', 'ES256', 'RS256'],
      })
      return { ok: true, claims: payload as Record<string, unknown> }
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        return {
          ok: false,
          reason: 'expired',
          message: 'token has invalid claims: token is expired',
        }
      }
      return { ok: false, reason: 'invalid', message: 'unable to parse or verify signature' }
    }
  }

  // The key follows the header's algorithm and kid; jose then checks that the key's type matches
  // the algorithm, so an HS256 token can never be checked against a public key.
  #verificationKey(header: JWTHeaderParameters): Uint8Array | CryptoKey {
    if (header.alg === 'HS256') return this.#secret
    const key = this.#keys?.all.find((candidate) => candidate.kid === header.kid)
    if (key === undefined || key.alg !== header.alg) throw new errors.JWKSNoMatchingKey()
    return key.publicKey
  }
}

/**
 * A compact JWS signed with ES256 on the calling thread. An ECDSA P-256 signature takes ≈ 30 µs;
 * WebCrypto's asynchronous sign hands each one to libuv's thread pool, and that hand-off cost the
 * event loop ≈ 0.4 ms per sign-in while the password hashes kept both cores busy.
 */
function signEs256(header: object, claims: object, key: KeyObject): string {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`
  const signature = signBytes('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
  return `${input}.${signature.toString('base64url')}`
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url')
}
