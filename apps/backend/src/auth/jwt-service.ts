import { errors, jwtVerify, SignJWT } from 'jose'

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
  aal: 'aal1'
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
 * Signs and verifies the HS256 JWTs of the backend: access tokens and the anon / service keys.
 *
 * @example
 * ```ts
 * const jwt = new JwtService(env.JWT_SECRET)
 * const anonKey = await jwt.apiKey('anon')
 * const check = await jwt.verify(anonKey) // { ok: true, claims: { role: 'anon', … } }
 * ```
 */
export class JwtService {
  readonly #key: Uint8Array

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret)
  }

  /** Signs arbitrary claims (the caller sets iat/exp). */
  sign(claims: Record<string, unknown>): Promise<string> {
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(this.#key)
  }

  /** The anon or service-role API key: a long-lived JWT carrying only the role. */
  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({
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
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] })
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
}
