import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { generateSigningJwk } from '../src/auth/signing-keys.js'
import { createConfirmedUser } from '../src/db/seed.js'
import { INSECURE_DEV_JWT_SECRET } from '../src/env.js'
import { ENGINES, startBackend, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by this backend')
  }
}

/** A supabase-js client whose requests are recorded (path of every request). */
function recordingClient(server: TestBackend, seen: string[]): SupabaseClient {
  return createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
    global: {
      fetch: (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        seen.push(new URL(url).pathname)
        return fetch(input, init)
      },
    },
  })
}

function tamper(token: string): string {
  const [header, payload, signature] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'))
  const forged = Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString(
    'base64url',
  )
  return `${header}.${forged}.${signature}`
}

for (const engine of ENGINES) {
  describe(`asymmetric signing keys and JWKS (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    const email = uniqueEmail('keys')
    let userId: string
    let accessToken: string

    beforeAll(async () => {
      userId = await createConfirmedUser(suite.database.db, {
        email,
        password: 'keys-pass-1',
        name: 'Keys',
        userType: 'student',
      })
      const client = await suite.backends.server.signedInClient(email, 'keys-pass-1')
      accessToken = (await client.auth.getSession()).data.session?.access_token ?? ''
    })

    it('signs access tokens with ES256 and a kid listed at the public JWKS endpoint', async () => {
      const server = suite.backends.server
      const header = decodeProtectedHeader(accessToken)
      expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
      // No apikey: the JWKS is public, as on Supabase.
      const response = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('public, max-age=600')
      const jwks = (await response.json()) as { keys: Record<string, unknown>[] }
      expect(jwks.keys).toHaveLength(1)
      expect(jwks.keys[0]).toMatchObject({
        kid: header.kid,
        kty: 'EC',
        crv: 'P-256',
        alg: 'ES256',
        use: 'sig',
        key_ops: ['verify'],
      })
      expect(jwks.keys[0]).not.toHaveProperty('d')
      // The API keys stay legacy HS256 JWTs, identical across restarts.
      expect(decodeProtectedHeader(server.anonKey).alg).toBe('HS256')
    })

    it('lets supabase.auth.getClaims() verify through the JWKS without calling /user', async () => {
      const seen: string[] = []
      const client = recordingClient(suite.backends.server, seen)
      const { data, error } = await client.auth.getClaims(accessToken)
      expect(error).toBeNull()
      expect(data?.claims).toMatchObject({ sub: userId, role: 'authenticated', aal: 'aal1' })
      expect(data?.header.alg).toBe('ES256')
      expect(seen).toEqual(['/auth/v1/.well-known/jwks.json'])
      expect(seen).not.toContain('/auth/v1/user')
    })

    it('refuses a tampered token in getClaims, /auth/v1 and /rest/v1', async () => {
      const server = suite.backends.server
      const forged = tamper(accessToken)
      const claims = await recordingClient(server, []).auth.getClaims(forged)
      expect(claims.data).toBeNull()
      expect(claims.error?.message).toBe('Invalid JWT signature')

      const user = await server.client().auth.getUser(forged)
      expect(user.error).toMatchObject({ status: 403, code: 'bad_jwt' })

      const rest = await fetch(`${server.url}/rest/v1/courses?select=id`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${forged}` },
      })
      expect(rest.status).toBe(401)
      expect(await rest.json()).toMatchObject({ code: 'PGRST301' })
    })

    it('refuses an unknown kid, an unsigned token and an HS256 token signed with the public key', async () => {
      const server = suite.backends.server
      const now = Math.floor(Date.now() / 1000)
      const claims = {
        sub: userId,
        role: 'service_role',
        aud: 'authenticated',
        iat: now,
        exp: now + 600,
      }
      const stranger = await generateSigningJwk()
      const { importJWK } = await import('jose')
      const unknownKid = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: stranger.kid ?? 'x', typ: 'JWT' })
        .sign(await importJWK({ ...stranger, key_ops: ['sign'] }, 'ES256'))
      const unsigned = new UnsecuredJWT(claims).encode()
      const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: { kid: string }[]
      }
      const published = jwks.keys[0]
      const confused = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: published?.kid ?? '', typ: 'JWT' })
        .sign(new TextEncoder().encode(JSON.stringify(published)))
      for (const token of [unknownKid, unsigned, confused]) {
        const rest = await fetch(`${server.url}/rest/v1/profiles?select=id`, {
          headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
        })
        expect(rest.status).toBe(401)
        const user = await server.client().auth.getUser(token)
        expect(user.error?.status).toBe(403)
      }
    })

    it('still accepts a legacy HS256 token of the JWT secret in /auth/v1 and /rest/v1', async () => {
      const server = suite.backends.server
      const payload = JSON.parse(
        Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString(),
      )
      const legacy = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(INSECURE_DEV_JWT_SECRET))
      const user = await server.client().auth.getUser(legacy)
      expect(user.error).toBeNull()
      expect(user.data.user?.id).toBe(userId)
      const rest = await fetch(`${server.url}/rest/v1/profiles?select=id`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${legacy}` },
      })
      expect(rest.status).toBe(200)
      expect(await rest.json()).toEqual([{ id: userId }])
      // getClaims has no key to check an HS256 token locally, so it asks /user, which accepts it.
      const seen: string[] = []
      const claims = await recordingClient(server, seen).auth.getClaims(legacy)
      expect(claims.error).toBeNull()
      expect(seen).toEqual(['/auth/v1/user'])
    })

    it('keeps the generated key across restarts and honours JWT_SIGNING_KEYS with rotation', async () => {
      const db = suite.database.db
      const restarted = await startBackend(db)
      const configuredNew = await generateSigningJwk()
      const previous = await generateSigningJwk()
      const { d: _d, ...previousPublic } = previous
      const rotated = await startBackend(db, {
        JWT_SIGNING_KEYS: JSON.stringify([
          configuredNew,
          { ...previousPublic, key_ops: ['verify'] },
        ]),
      })
      try {
        const before = decodeProtectedHeader(accessToken).kid
        const again = await restarted.signedInClient(email, 'keys-pass-1')
        const token = (await again.auth.getSession()).data.session?.access_token ?? ''
        expect(decodeProtectedHeader(token).kid).toBe(before)

        const fresh = await rotated.signedInClient(email, 'keys-pass-1')
        const rotatedToken = (await fresh.auth.getSession()).data.session?.access_token ?? ''
        expect(decodeProtectedHeader(rotatedToken).kid).toBe(configuredNew.kid)
        const jwks = (await (
          await fetch(`${rotated.url}/auth/v1/.well-known/jwks.json`)
        ).json()) as {
          keys: { kid: string }[]
        }
        expect(jwks.keys.map((key) => key.kid)).toEqual([configuredNew.kid, previous.kid])
        // A token of the previous key still verifies while it is listed.
        const { importJWK } = await import('jose')
        const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
        const oldToken = await new SignJWT(payload)
          .setProtectedHeader({ alg: 'ES256', kid: previous.kid ?? '', typ: 'JWT' })
          .sign(await importJWK({ ...previous, key_ops: ['sign'] }, 'ES256'))
        const user = await rotated.client().auth.getUser(oldToken)
        expect(user.error).toBeNull()
        // …but not on a server that does not list it.
        const elsewhere = await restarted.client().auth.getUser(oldToken)
        expect(elsewhere.error?.status).toBe(403)
      } finally {
        await restarted.close()
        await rotated.close()
      }
    })
  })
}
