import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// What Splendid does not offer answers as GoTrue does with the feature off; anonymous sign-ins
// are off by default and, when on, give is_anonymous sessions that upgrade to permanent accounts.
for (const engine of ENGINES) {
  describe(`disabled features and anonymous sign-ins (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: {},
      anonymous: { ANONYMOUS_USERS_ENABLED: 'true', RATE_LIMIT_EMAIL_INTERVAL_SECONDS: '0' },
      anonymousAuto: { ANONYMOUS_USERS_ENABLED: 'true', MAILER_AUTOCONFIRM: 'true' },
    })
    let server: TestBackend
    let anonymous: TestBackend
    let anonymousAuto: TestBackend

    beforeAll(() => {
      server = suite.backends.server
      anonymous = suite.backends.anonymous
      anonymousAuto = suite.backends.anonymousAuto
    })

    it('answers OAuth sign-in: the URL supabase-js builds leads to "provider is not enabled"', async () => {
      const { data, error } = await server.client().auth.signInWithOAuth({
        provider: 'github',
        options: { redirectTo: 'http://localhost:5173/', skipBrowserRedirect: true },
      })
      expect(error).toBeNull()
      expect(data.url).toContain('/auth/v1/authorize?provider=github')
      const followed = await fetch(data.url ?? '', { redirect: 'manual' })
      expect(followed.status).toBe(400)
      expect(await followed.json()).toEqual({
        code: 400,
        error_code: 'validation_failed',
        msg: 'Unsupported provider: provider is not enabled',
      })
      const unknown = await fetch(`${server.url}/auth/v1/authorize?provider=myspace`)
      expect(((await unknown.json()) as { msg: string }).msg).toBe(
        'Unsupported provider: Provider myspace could not be found',
      )
    })

    it('answers ID-token, SSO, web3, PKCE and phone sign-ins with GoTrue’s disabled answers', async () => {
      const supabase = server.client()
      const google = await supabase.auth.signInWithIdToken({ provider: 'google', token: 'x.y.z' })
      expect(google.error).toMatchObject({
        status: 400,
        code: 'provider_disabled',
        message: 'Provider (issuer "https://accounts.google.com") is not enabled',
      })
      const apple = await supabase.auth.signInWithIdToken({ provider: 'apple', token: 'garbage' })
      expect(apple.error?.message).toBe('Unable to detect issuer in ID token for Apple provider')
      const noToken = await supabase.auth.signInWithIdToken({ provider: 'google', token: '' })
      expect(noToken.error).toMatchObject({ status: 400, message: 'id_token required' })

      const sso = await supabase.auth.signInWithSSO({ domain: 'splendid.test' })
      expect(sso.error).toMatchObject({
        status: 404,
        code: 'saml_provider_disabled',
        message: 'SAML 2.0 is disabled',
      })
      const metadata = await fetch(`${server.url}/auth/v1/sso/saml/metadata`)
      expect(metadata.status).toBe(404)

      const web3 = await supabase.auth.signInWithWeb3({
        chain: 'solana',
        message: 'splendid.test wants you to sign in',
        signature: new Uint8Array(64),
      })
      expect(web3.error).toMatchObject({
        status: 422,
        code: 'web3_provider_disabled',
        message: 'Web3 provider is disabled',
      })

      const pkce = await supabase.auth.exchangeCodeForSession('made-up-code')
      // No verifier is stored (no PKCE flow was started), so GoTrue's empty-verifier answer.
      expect(pkce.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'invalid request: both auth code and code verifier should be non-empty',
      })
      const rawPkce = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: 'made-up', code_verifier: 'x'.repeat(43) }),
      })
      expect(rawPkce.status).toBe(404)
      expect(await rawPkce.json()).toMatchObject({
        error_code: 'flow_state_not_found',
        msg: 'invalid flow state, no valid flow state found',
      })
      const unknownGrant = await fetch(`${server.url}/auth/v1/token?grant_type=magic`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(await unknownGrant.json()).toMatchObject({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'unsupported_grant_type',
      })

      const phoneSignUp = await supabase.auth.signUp({
        phone: '+15555550100',
        password: 'secret123',
      })
      expect(phoneSignUp.error).toMatchObject({
        status: 400,
        code: 'phone_provider_disabled',
        message: 'Phone signups are disabled',
      })
      const phoneSignIn = await supabase.auth.signInWithPassword({
        phone: '+15555550100',
        password: 'secret123',
      })
      expect(phoneSignIn.error).toMatchObject({
        status: 422,
        code: 'phone_provider_disabled',
        message: 'Phone logins are disabled',
      })
      const oauthServer = await fetch(`${server.url}/auth/v1/oauth/clients/register`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(oauthServer.status).toBe(404)
      expect(await oauthServer.json()).toMatchObject({
        error_code: 'feature_disabled',
        msg: 'OAuth server is disabled',
      })
    })

    it('refuses anonymous sign-ins by default and reports them in /settings', async () => {
      const refused = await server.client().auth.signInAnonymously()
      expect(refused.error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      })
      const off = await fetch(`${server.url}/auth/v1/settings`, {
        headers: { apikey: server.anonKey },
      })
      expect(await off.json()).toMatchObject({ external: { anonymous_users: false } })
      const on = await fetch(`${anonymous.url}/auth/v1/settings`, {
        headers: { apikey: anonymous.anonKey },
      })
      expect(await on.json()).toMatchObject({ external: { anonymous_users: true } })
    })

    it('signs in anonymously when enabled; Postgres sees is_anonymous in the JWT', async () => {
      await suite.database.db.exec(`
        create or replace function public.caller_is_anonymous() returns text
          language sql stable as $$ select auth.jwt() ->> 'is_anonymous' $$;
        grant execute on function public.caller_is_anonymous() to authenticated;`)
      await anonymous.backend.reloadSchemaCache()
      const guest = anonymous.client()
      const { data, error } = await guest.auth.signInAnonymously({
        options: { data: { lang: 'ar' } },
      })
      expect(error).toBeNull()
      expect(data.user?.is_anonymous).toBe(true)
      expect(data.user?.email).toBe('')
      expect(data.user?.user_metadata).toEqual({ lang: 'ar' })
      const claims = JSON.parse(
        Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
      )
      expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated' })
      expect(claims.amr[0].method).toBe('anonymous')
      const rpc = await guest.rpc('caller_is_anonymous')
      expect(rpc.data).toBe('true')

      const member = await anonymous.signedInClient('student@splendid.test', 'student123')
      expect((await member.rpc('caller_is_anonymous')).data).toBe('false')
    })

    it('upgrades an anonymous user: a password needs an address, the address is confirmed by mail', async () => {
      const guest = anonymous.client()
      await guest.auth.signInAnonymously()
      const passwordOnly = await guest.auth.updateUser({ password: 'secret123' })
      expect(passwordOnly.error).toMatchObject({
        status: 422,
        code: 'validation_failed',
        message: 'Updating password of an anonymous user without an email or phone is not allowed',
      })
      const email = uniqueEmail('upgraded')
      const asked = await guest.auth.updateUser({ email, password: 'secret123' })
      expect(asked.error).toBeNull()
      expect(asked.data.user?.new_email).toBe(email)
      expect(asked.data.user?.is_anonymous).toBe(true)
      const [mail] = await anonymous.outbox(email)
      expect(mail?.kind).toBe('email_change')
      const code = /enter the code: (\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
      const verified = await guest.auth.verifyOtp({ email, token: code, type: 'email_change' })
      expect(verified.error).toBeNull()
      expect(verified.data.user).toMatchObject({ email, is_anonymous: false })
      expect(verified.data.user?.app_metadata.providers).toContain('email')
      const claims = JSON.parse(
        Buffer.from(
          verified.data.session?.access_token.split('.')[1] ?? '',
          'base64url',
        ).toString(),
      )
      expect(claims.is_anonymous).toBe(false)
      const signIn = await anonymous
        .client()
        .auth.signInWithPassword({ email, password: 'secret123' })
      expect(signIn.error).toBeNull()
    })

    it('with autoconfirm, an anonymous user gets the address at once', async () => {
      const guest = anonymousAuto.client()
      await guest.auth.signInAnonymously()
      const email = uniqueEmail('instant')
      const upgraded = await guest.auth.updateUser({ email })
      expect(upgraded.error).toBeNull()
      expect(upgraded.data.user).toMatchObject({ email, is_anonymous: false })
      expect(upgraded.data.user?.email_confirmed_at).toBeTruthy()
      expect(await anonymousAuto.outbox(email)).toEqual([])
    })
  })
}
