import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).not.toBeNull()
  return new URLSearchParams((location ?? '').split('#')[1] ?? '')
}

function codeFrom(text: string): string {
  const match = /enter the code: (\d{6})/.exec(text)
  expect(match).not.toBeNull()
  return match?.[1] ?? ''
}

for (const engine of ENGINES) {
  describe(`auth API through supabase-js (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: {},
      autoconfirm: { MAILER_AUTOCONFIRM: 'true' },
    })
    let server: TestBackend
    let autoconfirm: TestBackend

    beforeAll(() => {
      server = suite.backends.server
      autoconfirm = suite.backends.autoconfirm
    })

    it('signs up with confirmation: bare user, mail in the outbox, link confirms, then sign-in works', async () => {
      const supabase = server.client()
      const email = uniqueEmail('confirm')
      const { data, error } = await supabase.auth.signUp({
        email,
        password: 'secret123',
        options: {
          data: { name: 'Layla Hassan', user_type: 'teacher' },
          emailRedirectTo: 'http://localhost:5173/welcome',
        },
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user?.email).toBe(email)
      expect(data.user?.user_metadata).toMatchObject({ name: 'Layla Hassan', user_type: 'teacher' })
      expect(data.user?.email_confirmed_at).toBeUndefined()

      const blocked = await supabase.auth.signInWithPassword({ email, password: 'secret123' })
      expect(blocked.error?.code).toBe('email_not_confirmed')
      expect(blocked.error?.message).toBe('Email not confirmed')
      expect(blocked.error?.status).toBe(400)

      const [mail] = await server.outbox(email)
      expect(mail?.kind).toBe('confirmation')
      const link = mail?.links[0] ?? ''
      expect(link).toContain('/auth/v1/verify?token=')
      expect(link).toContain('type=signup')

      const response = await fetch(link, { redirect: 'manual' })
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(location.startsWith('http://localhost:5173/welcome#')).toBe(true)
      const fragment = fragmentOf(location)
      expect(fragment.get('type')).toBe('signup')
      expect(fragment.get('token_type')).toBe('bearer')
      expect(fragment.get('access_token')).toBeTruthy()
      expect(fragment.get('refresh_token')).toBeTruthy()

      const again = await fetch(link, { redirect: 'manual' })
      const failed = fragmentOf(again.headers.get('location'))
      expect(failed.get('error')).toBe('access_denied')
      expect(failed.get('error_code')).toBe('otp_expired')

      const signedIn = await supabase.auth.signInWithPassword({ email, password: 'secret123' })
      expect(signedIn.error).toBeNull()
      expect(signedIn.data.session?.token_type).toBe('bearer')
      expect(signedIn.data.session?.expires_in).toBe(3600)
      expect(signedIn.data.user?.email_confirmed_at).toBeTruthy()

      const profile = await supabase
        .from('profiles')
        .select(
          'full_name, user_type, xp, badges, onboarding_completed, onboarding_step, active_subscription',
        )
        .eq('id', signedIn.data.user?.id ?? '')
        .single()
      expect(profile.error).toBeNull()
      expect(profile.data).toEqual({
        full_name: 'Layla Hassan',
        user_type: 'teacher',
        xp: 0,
        badges: [],
        onboarding_completed: false,
        onboarding_step: 1,
        active_subscription: 'free',
      })
    })

    it('confirms with POST /verify using the e-mail and the 6-digit code', async () => {
      const supabase = server.client()
      const email = uniqueEmail('otp')
      await supabase.auth.signUp({ email, password: 'secret123' })
      const [mail] = await server.outbox(email)
      const { data, error } = await supabase.auth.verifyOtp({
        email,
        token: codeFrom(mail?.text ?? ''),
        type: 'signup',
      })
      expect(error).toBeNull()
      expect(data.session?.access_token).toBeTruthy()
      expect(data.user?.email_confirmed_at).toBeTruthy()

      const wrong = await server.client().auth.verifyOtp({ token_hash: 'nope', type: 'signup' })
      expect(wrong.error?.code).toBe('otp_expired')
      expect(wrong.error?.status).toBe(403)
    })

    it('answers a sign-up for a confirmed address with a look-alike user and sends no mail', async () => {
      const supabase = server.client()
      const { data, error } = await supabase.auth.signUp({
        email: 'student@splendid.test',
        password: 'another123',
      })
      expect(error).toBeNull()
      expect(data.session).toBeNull()
      expect(data.user?.identities).toEqual([])
      expect(await server.outbox('student@splendid.test')).toEqual([])
    })

    it('returns a session at sign-up when autoconfirm is on, and user_already_exists after', async () => {
      const supabase = autoconfirm.client()
      const email = uniqueEmail('auto')
      const first = await supabase.auth.signUp({ email, password: 'secret123' })
      expect(first.error).toBeNull()
      expect(first.data.session?.access_token).toBeTruthy()
      expect(first.data.user?.email_confirmed_at).toBeTruthy()
      const second = await autoconfirm.client().auth.signUp({ email, password: 'secret123' })
      expect(second.error?.code).toBe('user_already_exists')
      expect(second.error?.message).toBe('User already registered')
      expect(second.error?.status).toBe(422)
    })

    it('refuses weak, overlong and missing credentials with GoTrue errors', async () => {
      const supabase = server.client()
      const weak = await supabase.auth.signUp({ email: uniqueEmail(), password: '12345' })
      expect(weak.error?.name).toBe('AuthWeakPasswordError')
      expect(weak.error?.code).toBe('weak_password')
      expect(weak.error?.status).toBe(422)
      expect((weak.error as unknown as { reasons: string[] }).reasons).toEqual(['length'])

      const long = await supabase.auth.signUp({ email: uniqueEmail(), password: 'x'.repeat(73) })
      expect(long.error?.code).toBe('validation_failed')

      // As GoTrue's router: no e-mail and no phone is an anonymous sign-in, off by default.
      const missing = await supabase.auth.signUp({ email: '', password: 'secret123' })
      expect(missing.error).toMatchObject({
        status: 422,
        code: 'anonymous_provider_disabled',
        message: 'Anonymous sign-ins are disabled',
      })
      const noPassword = await supabase.auth.signInWithPassword({
        email: 'student@splendid.test',
        password: '',
      })
      expect(noPassword.error?.message).toBe(
        'You must provide either an email or phone number and a password',
      )
      const badShape = await supabase.auth.signUp({ email: 'not-an-email', password: 'secret123' })
      expect(badShape.error?.code).toBe('email_address_invalid')

      const wrong = await supabase.auth.signInWithPassword({
        email: 'student@splendid.test',
        password: 'wrong-password',
      })
      expect(wrong.error?.code).toBe('invalid_credentials')
      expect(wrong.error?.message).toBe('Invalid login credentials')
      const unknown = await supabase.auth.signInWithPassword({
        email: uniqueEmail('nobody'),
        password: 'whatever1',
      })
      expect(unknown.error?.code).toBe('invalid_credentials')
    })

    it('resets a password: recover → mail → verify link → update password → sign in', async () => {
      const email = uniqueEmail('recover')
      await autoconfirm.client().auth.signUp({ email, password: 'before123' })
      const supabase = server.client()
      const sent = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: 'http://localhost:5173/reset-password',
      })
      expect(sent.error).toBeNull()
      expect(sent.data).toEqual({})

      const [mail] = await server.outbox(email)
      expect(mail?.kind).toBe('recovery')
      expect(mail?.subject).toBe('Reset Your Password')
      const link = mail?.links[0] ?? ''
      expect(link).toContain('type=recovery')
      expect(link).toContain(encodeURIComponent('http://localhost:5173/reset-password'))

      const response = await fetch(link, { redirect: 'manual' })
      expect(response.status).toBe(303)
      const location = response.headers.get('location') ?? ''
      expect(location.startsWith('http://localhost:5173/reset-password#')).toBe(true)
      const fragment = fragmentOf(location)
      expect(fragment.get('type')).toBe('recovery')

      const recovered = server.client()
      const set = await recovered.auth.setSession({
        access_token: fragment.get('access_token') ?? '',
        refresh_token: fragment.get('refresh_token') ?? '',
      })
      expect(set.error).toBeNull()
      expect((await recovered.auth.updateUser({ password: 'after456' })).error).toBeNull()
      const signedIn = await server
        .client()
        .auth.signInWithPassword({ email, password: 'after456' })
      expect(signedIn.error).toBeNull()

      const unknown = await supabase.auth.resetPasswordForEmail(uniqueEmail('ghost'))
      expect(unknown.error).toBeNull()
      expect(await server.outbox('ghost@splendid.test')).toEqual([])
    })

    it('sends redirects only to the site or allowed URLs', async () => {
      const email = uniqueEmail('redirect')
      await autoconfirm.client().auth.signUp({ email, password: 'before123' })
      await server
        .client()
        .auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' })
      const [mail] = await server.outbox(email)
      const link = new URL(mail?.links[0] ?? '')
      expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173')
    })
  })
}
