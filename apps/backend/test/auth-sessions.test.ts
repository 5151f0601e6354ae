import { beforeAll, describe, expect, it } from 'vitest'
import {
  ENGINES,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

for (const engine of ENGINES) {
  describe(`auth API through supabase-js (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: {},
      autoconfirm: { MAILER_AUTOCONFIRM: 'true' },
    })
    let database: TestDatabase
    let server: TestBackend
    let autoconfirm: TestBackend

    beforeAll(() => {
      database = suite.database
      server = suite.backends.server
      autoconfirm = suite.backends.autoconfirm
    })

    it('issues access tokens for JWT_EXPIRY seconds, on sign-in and on refresh', async () => {
      const shortLived = await startBackend(database.db, { JWT_EXPIRY: '305' })
      try {
        const supabase = shortLived.client()
        const signedIn = await supabase.auth.signInWithPassword({
          email: 'student@splendid.test',
          password: 'student123',
        })
        expect(signedIn.error).toBeNull()
        const lifetime = (token: string) => {
          const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
          return claims.exp - claims.iat
        }
        expect(signedIn.data.session?.expires_in).toBe(305)
        expect(lifetime(signedIn.data.session?.access_token ?? '')).toBe(305)
        const refreshed = await supabase.auth.refreshSession()
        expect(refreshed.error).toBeNull()
        expect(refreshed.data.session?.expires_in).toBe(305)
        expect(lifetime(refreshed.data.session?.access_token ?? '')).toBe(305)
      } finally {
        await shortLived.close()
      }
    })

    it('issues access tokens with GoTrue claims', async () => {
      const supabase = server.client()
      const { data } = await supabase.auth.signInWithPassword({
        email: 'student@splendid.test',
        password: 'student123',
      })
      const token = data.session?.access_token ?? ''
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
      expect(claims).toMatchObject({
        iss: `${server.url}/auth/v1`,
        sub: data.user?.id,
        aud: 'authenticated',
        email: 'student@splendid.test',
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
      })
      expect(claims.exp - claims.iat).toBe(3600)
      expect(claims.amr[0].method).toBe('password')
      expect(typeof claims.session_id).toBe('string')
      const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())
      // Signed with the asymmetric signing key, as Supabase's current signing keys.
      expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
      expect(typeof header.kid).toBe('string')
    })

    it('rotates refresh tokens, tolerates reuse within the interval and revokes on later reuse', async () => {
      const supabase = server.client()
      const { data } = await supabase.auth.signInWithPassword({
        email: 'teacher@splendid.test',
        password: 'teacher123',
      })
      const first = data.session?.refresh_token ?? ''
      const refreshed = await server.client().auth.refreshSession({ refresh_token: first })
      expect(refreshed.error).toBeNull()
      const second = refreshed.data.session?.refresh_token ?? ''
      expect(second).not.toBe(first)

      const reused = await server.client().auth.refreshSession({ refresh_token: first })
      expect(reused.error).toBeNull()
      expect(reused.data.session?.refresh_token).toBe(second)

      // Without a reuse interval, using the old token again ends the whole session.
      const strict = await startBackend(database.db, { REFRESH_TOKEN_REUSE_INTERVAL: '0' })
      try {
        const stolen = await strict.client().auth.refreshSession({ refresh_token: first })
        expect(stolen.error?.code).toBe('refresh_token_already_used')
        expect(stolen.error?.message).toBe('Invalid Refresh Token: Already Used')
        const afterRevoke = await strict.client().auth.refreshSession({ refresh_token: second })
        expect(afterRevoke.error?.code).toBe('refresh_token_not_found')
      } finally {
        await strict.close()
      }
      const unknown = await server.client().auth.refreshSession({ refresh_token: 'made-up' })
      expect(unknown.error?.code).toBe('refresh_token_not_found')
    })

    it('logs out locally, others and globally', async () => {
      const email = uniqueEmail('logout')
      await autoconfirm.client().auth.signUp({ email, password: 'secret123' })
      const a = server.client()
      const b = server.client()
      const c = server.client()
      for (const client of [a, b, c]) {
        const { error } = await client.auth.signInWithPassword({ email, password: 'secret123' })
        expect(error).toBeNull()
      }
      const bToken = (await b.auth.getSession()).data.session?.access_token ?? ''
      const cToken = (await c.auth.getSession()).data.session?.access_token ?? ''

      expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
      expect((await a.auth.getUser()).error).toBeNull()
      const bUser = await server.client().auth.getUser(bToken)
      expect(bUser.error?.name).toBe('AuthSessionMissingError')

      expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
      expect((await a.auth.getSession()).data.session).toBeNull()

      const d = server.client()
      await d.auth.signInWithPassword({ email, password: 'secret123' })
      expect((await d.auth.signOut()).error).toBeNull()
      expect((await server.client().auth.getUser(cToken)).error?.name).toBe(
        'AuthSessionMissingError',
      )

      const raw = await fetch(`${server.url}/auth/v1/logout`, {
        method: 'POST',
        headers: { apikey: server.anonKey },
      })
      expect(raw.status).toBe(401)
      expect(await raw.json()).toMatchObject({ code: 401, error_code: 'no_authorization' })
    })

    it('reads and updates the user: metadata merge with null deleting, password change', async () => {
      const email = uniqueEmail('update')
      const supabase = autoconfirm.client()
      await supabase.auth.signUp({
        email,
        password: 'secret123',
        options: { data: { name: 'A', city: 'Cairo' } },
      })
      const { data: read } = await supabase.auth.getUser()
      expect(read.user?.user_metadata).toMatchObject({ name: 'A', city: 'Cairo' })

      const merged = await supabase.auth.updateUser({ data: { city: null, language: 'ar' } })
      expect(merged.error).toBeNull()
      expect(merged.data.user?.user_metadata.city).toBeUndefined()
      expect(merged.data.user?.user_metadata).toMatchObject({ name: 'A', language: 'ar' })

      const same = await supabase.auth.updateUser({ password: 'secret123' })
      expect(same.error?.code).toBe('same_password')
      expect(same.error?.message).toBe('New password should be different from the old password.')
      const weak = await supabase.auth.updateUser({ password: '123' })
      expect(weak.error?.code).toBe('weak_password')

      expect((await supabase.auth.updateUser({ password: 'changed456' })).error).toBeNull()
      const oldPassword = await server
        .client()
        .auth.signInWithPassword({ email, password: 'secret123' })
      expect(oldPassword.error?.code).toBe('invalid_credentials')
      const newPassword = await server
        .client()
        .auth.signInWithPassword({ email, password: 'changed456' })
      expect(newPassword.error).toBeNull()
    })

    it('serves settings and health, and the outbox as HTML and JSON', async () => {
      const settings = await fetch(`${server.url}/auth/v1/settings`, {
        headers: { apikey: server.anonKey },
      })
      expect(await settings.json()).toMatchObject({
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: false,
      })
      const health = await fetch(`${server.url}/auth/v1/health`)
      expect(await health.json()).toMatchObject({ name: 'GoTrue' })

      const email = uniqueEmail('outbox')
      await server.client().auth.signUp({ email, password: 'secret123' })
      const html = await fetch(`${server.url}/outbox`)
      expect(html.headers.get('content-type')).toContain('text/html')
      const page = await html.text()
      expect(page).toContain(email)
      expect(page).toContain('/auth/v1/verify?token=')
      const json = await fetch(`${server.url}/outbox.json?to=${encodeURIComponent(email)}`)
      const entries = (await json.json()) as { subject: string; links: string[] }[]
      expect(entries[0]?.subject).toBe('Confirm Your Signup')
      expect(entries[0]?.links[0]).toContain('type=signup')
    })

    it('renders errors as GoTrue does, echoing the API version and exposing it to browsers', async () => {
      const versioned = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
          origin: 'http://localhost:5173',
        },
        body: JSON.stringify({ email: 'student@splendid.test', password: 'nope-nope' }),
      })
      expect(versioned.status).toBe(400)
      expect(versioned.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      expect(versioned.headers.get('access-control-expose-headers')).toContain(
        'x-supabase-api-version',
      )
      expect(await versioned.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })

      const legacy = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@splendid.test', password: 'nope-nope' }),
      })
      expect(await legacy.json()).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
      })

      const preflight = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
        },
      })
      expect(preflight.status).toBeLessThan(300)
      const allowed = preflight.headers.get('access-control-allow-headers') ?? ''
      for (const name of [
        'apikey',
        'authorization',
        'content-type',
        'prefer',
        'range',
        'x-client-info',
        'x-supabase-api-version',
        'accept-profile',
        'content-profile',
      ]) {
        expect(allowed).toContain(name)
      }

      const badJwt = await fetch(`${server.url}/auth/v1/user`, {
        headers: {
          apikey: server.anonKey,
          authorization: 'Bearer not.a.jwt',
          'x-supabase-api-version': '2024-01-01',
        },
      })
      expect(badJwt.status).toBe(403)
      expect(((await badJwt.json()) as { code: string }).code).toBe('bad_jwt')

      const noKey = await fetch(`${server.url}/auth/v1/settings`)
      expect(noKey.status).toBe(401)
      expect(((await noKey.json()) as { message: string }).message).toBe(
        'No API key found in request',
      )
    })
  })
}
