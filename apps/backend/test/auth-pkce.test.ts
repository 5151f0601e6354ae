import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// supabase-js builds a realtime client eagerly; this backend serves none.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by this backend')
  }
}

function codeFrom(response: Response): string {
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location') ?? '')
  return location.searchParams.get('code') ?? ''
}

// The PKCE flow (`flowType: 'pkce'`, as @supabase/ssr apps use): mail links carry GoTrue's
// `pkce_` tokens, following one redirects with `?code=`, and only the client holding the code
// verifier can trade it for a session, once.
for (const engine of ENGINES) {
  describe(`PKCE flow (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: { RATE_LIMIT_OTP: '1000', RATE_LIMIT_EMAIL_INTERVAL_SECONDS: '0' },
    })
    let server: TestBackend

    beforeAll(() => {
      server = suite.backends.server
    })

    function pkceClient(): SupabaseClient {
      return createClient(server.url, server.anonKey, {
        auth: {
          flowType: 'pkce',
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
        },
        realtime: { transport: NoRealtime as never },
      })
    }

    it('confirms a sign-up: the link redirects with a code that the same client exchanges once', async () => {
      const email = uniqueEmail('pkce-signup')
      const supabase = pkceClient()
      const signedUp = await supabase.auth.signUp({
        email,
        password: 'secret123',
        options: { emailRedirectTo: 'http://localhost:5173/welcome' },
      })
      expect(signedUp.error).toBeNull()
      const [mail] = await server.outbox(email)
      expect(mail?.links[0]).toContain('token=pkce_')
      const followed = await fetch(mail?.links[0] ?? '', { redirect: 'manual' })
      expect(followed.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome\?code=/)
      const code = codeFrom(followed)

      const stranger = await pkceClient().auth.exchangeCodeForSession(code)
      expect(stranger.error?.status).toBe(400)
      const exchanged = await supabase.auth.exchangeCodeForSession(code)
      expect(exchanged.error).toBeNull()
      expect(exchanged.data.session?.user.email).toBe(email)
      expect(exchanged.data.user?.email_confirmed_at).toBeTruthy()

      const again = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      })
      expect(again.status).toBe(404)
      expect(await again.json()).toMatchObject({ error_code: 'flow_state_not_found' })
    })

    it('signs in with a magic link or its code, and recovers a password, in the PKCE flow', async () => {
      const email = uniqueEmail('pkce-magic')
      await createConfirmedUser(suite.database.db, {
        email,
        password: 'secret123',
        name: 'Pkce',
        userType: 'student',
      })
      const supabase = pkceClient()
      await supabase.auth.signInWithOtp({ email })
      const [mail] = await server.outbox(email)
      const code = codeFrom(await fetch(mail?.links[0] ?? '', { redirect: 'manual' }))
      const wrongVerifier = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(43) }),
      })
      expect(wrongVerifier.status).toBe(400)
      expect(await wrongVerifier.json()).toMatchObject({
        error_code: 'bad_code_verifier',
        msg: 'code challenge does not match previously saved code verifier',
      })
      const exchanged = await supabase.auth.exchangeCodeForSession(code)
      expect(exchanged.error).toBeNull()

      await pkceClient().auth.signInWithOtp({ email })
      const [second] = await server.outbox(email)
      const typed = /enter the code: (\d{6})/.exec(second?.text ?? '')?.[1] ?? ''
      const byCode = await pkceClient().auth.verifyOtp({ email, token: typed, type: 'email' })
      expect(byCode.error).toBeNull()

      const recovering = pkceClient()
      await recovering.auth.resetPasswordForEmail(email, {
        redirectTo: 'http://localhost:5173/reset',
      })
      const [reset] = await server.outbox(email)
      expect(reset?.kind).toBe('recovery')
      const resetCode = codeFrom(await fetch(reset?.links[0] ?? '', { redirect: 'manual' }))
      const recovered = await recovering.auth.exchangeCodeForSession(resetCode)
      expect(recovered.error).toBeNull()
      const changed = await recovering.auth.updateUser({ password: 'renewed123' })
      expect(changed.error).toBeNull()
    })

    it('refuses malformed code challenges as GoTrue does', async () => {
      const post = async (body: unknown) => {
        const response = await fetch(`${server.url}/auth/v1/otp`, {
          method: 'POST',
          headers: { apikey: server.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: response.status, body: (await response.json()) as { msg: string } }
      }
      const email = uniqueEmail('pkce-bad')
      expect((await post({ email, code_challenge: 'x'.repeat(43) })).body.msg).toBe(
        'PKCE flow requires code_challenge_method and code_challenge',
      )
      expect(
        (await post({ email, code_challenge: 'short', code_challenge_method: 's256' })).body.msg,
      ).toBe('code challenge has to be between 43 and 128 characters')
      expect(
        (await post({ email, code_challenge: `${'x'.repeat(43)}!`, code_challenge_method: 's256' }))
          .status,
      ).toBe(400)
      expect(await server.outbox(email)).toEqual([])
    })
  })
}
