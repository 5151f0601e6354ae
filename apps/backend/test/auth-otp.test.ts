import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

function codeIn(text: string | undefined): string {
  const match = /enter the code: (\d{6})/i.exec(text ?? '')
  expect(match).not.toBeNull()
  return match?.[1] ?? ''
}

function fragment(response: Response): URLSearchParams {
  return new URLSearchParams((response.headers.get('location') ?? '').split('#')[1] ?? '')
}

// Passwordless sign-in, one-time codes and their refusals, through supabase-js.
for (const engine of ENGINES) {
  describe(`passwordless and one-time codes (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: { RATE_LIMIT_OTP: '1000', RATE_LIMIT_EMAIL_INTERVAL_SECONDS: '0' },
      strict: { RATE_LIMIT_OTP: '3' },
      secure: {
        RATE_LIMIT_OTP: '1000',
        RATE_LIMIT_EMAIL_INTERVAL_SECONDS: '0',
        SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION: 'true',
      },
    })
    let server: TestBackend
    let strict: TestBackend
    let secure: TestBackend

    beforeAll(() => {
      server = suite.backends.server
      strict = suite.backends.strict
      secure = suite.backends.secure
    })

    async function confirmedUser(prefix: string): Promise<string> {
      const email = uniqueEmail(prefix)
      await createConfirmedUser(suite.database.db, {
        email,
        password: 'secret123',
        name: prefix,
        userType: 'student',
      })
      return email
    }

    it('mails a confirmed user one magic link with its code; the code signs in once', async () => {
      const email = await confirmedUser('magic')
      const supabase = server.client()
      const sent = await supabase.auth.signInWithOtp({
        email,
        options: { emailRedirectTo: 'http://localhost:5173/courses' },
      })
      expect(sent.error).toBeNull()
      expect(sent.data).toEqual({ user: null, session: null })
      const [mail] = await server.outbox(email)
      expect(mail?.kind).toBe('magiclink')
      expect(mail?.links[0]).toContain('type=magiclink')
      const code = codeIn(mail?.text)

      const wrong = await supabase.auth.verifyOtp({ email, token: '000000', type: 'email' })
      expect(wrong.error).toMatchObject({
        status: 403,
        code: 'otp_expired',
        message: 'Token has expired or is invalid',
      })
      const verified = await supabase.auth.verifyOtp({ email, token: code, type: 'email' })
      expect(verified.error).toBeNull()
      expect(verified.data.session?.user.email).toBe(email)
      const claims = JSON.parse(
        Buffer.from(
          verified.data.session?.access_token.split('.')[1] ?? '',
          'base64url',
        ).toString(),
      )
      expect(claims.amr[0].method).toBe('otp')

      const reused = await supabase.auth.verifyOtp({ email, token: code, type: 'email' })
      expect(reused.error?.code).toBe('otp_expired')
      const link = await fetch(mail?.links[0] ?? '', { redirect: 'manual' })
      expect(fragment(link).get('error_code')).toBe('otp_expired')
      expect(fragment(link).get('error')).toBe('access_denied')
      expect(fragment(link).get('error_description')).toBe('Email link is invalid or has expired')
    })

    it('follows a magic link to the redirect with a session of type magiclink', async () => {
      const email = await confirmedUser('link')
      await server.client().auth.signInWithOtp({
        email,
        options: { emailRedirectTo: 'http://localhost:5173/courses' },
      })
      const [mail] = await server.outbox(email)
      const response = await fetch(mail?.links[0] ?? '', { redirect: 'manual' })
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/courses#/)
      expect(fragment(response).get('type')).toBe('magiclink')
      expect(fragment(response).get('access_token')).toBeTruthy()
    })

    it('signs up a new address with a confirmation code, or refuses when shouldCreateUser is false', async () => {
      const email = uniqueEmail('newcomer')
      const refused = await server.client().auth.signInWithOtp({
        email,
        options: { shouldCreateUser: false },
      })
      expect(refused.error).toMatchObject({
        status: 422,
        code: 'otp_disabled',
        message: 'Signups not allowed for otp',
      })
      expect(await server.outbox(email)).toEqual([])

      const sent = await server.client().auth.signInWithOtp({
        email,
        options: { data: { name: 'Newcomer' } },
      })
      expect(sent.error).toBeNull()
      const [mail] = await server.outbox(email)
      expect(mail?.kind).toBe('confirmation')
      const verified = await server
        .client()
        .auth.verifyOtp({ email, token: codeIn(mail?.text), type: 'email' })
      expect(verified.error).toBeNull()
      expect(verified.data.user?.email_confirmed_at).toBeTruthy()
      expect(verified.data.user?.user_metadata).toMatchObject({ name: 'Newcomer' })
    })

    it("answers phone OTP and /verify's malformed requests as GoTrue does", async () => {
      const phone = await server.client().auth.signInWithOtp({ phone: '+15555550100' })
      expect(phone.error).toMatchObject({
        status: 400,
        code: 'phone_provider_disabled',
        message: 'Unsupported phone provider',
      })
      const post = async (body: unknown) => {
        const response = await fetch(`${server.url}/auth/v1/verify`, {
          method: 'POST',
          headers: {
            apikey: server.anonKey,
            'content-type': 'application/json',
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify(body),
        })
        return { status: response.status, body: await response.json() }
      }
      expect(await post({ token: '123456', email: 'a@b.co' })).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: 'Verify requires a verification type' },
      })
      expect(await post({ type: 'email', token: '1', token_hash: 'x' })).toMatchObject({
        status: 400,
        body: { message: 'Verify requires either a token or a token hash' },
      })
      expect(await post({ type: 'email', token_hash: 'x', email: 'a@b.co' })).toMatchObject({
        status: 400,
        body: { message: 'Only the token_hash and type should be provided' },
      })
      expect(await post({ type: 'email', token: '123456', email: 'nope' })).toMatchObject({
        status: 422,
        body: { code: 'validation_failed', message: 'Invalid email format' },
      })
      expect(await post({ type: 'sms', token_hash: 'x' })).toMatchObject({
        status: 400,
        body: { message: 'Invalid email verification type' },
      })
      const noToken = await fetch(`${server.url}/auth/v1/verify?type=signup`, {
        redirect: 'manual',
      })
      expect(noToken.status).toBe(400)
    })

    it('refuses an expired code and a banned user', async () => {
      const email = await confirmedUser('expired')
      await server.client().auth.signInWithOtp({ email })
      const code = codeIn((await server.outbox(email))[0]?.text)
      await suite.database.db.query(
        "update auth.users set recovery_sent_at = now() - interval '2 days' where email = $1",
        [email],
      )
      const expired = await server.client().auth.verifyOtp({ email, token: code, type: 'email' })
      expect(expired.error).toMatchObject({ status: 403, code: 'otp_expired' })

      const bannedEmail = await confirmedUser('otpbanned')
      await server.client().auth.signInWithOtp({ email: bannedEmail })
      const bannedCode = codeIn((await server.outbox(bannedEmail))[0]?.text)
      await suite.database.db.query(
        "update auth.users set banned_until = now() + interval '1 hour' where email = $1",
        [bannedEmail],
      )
      const banned = await server
        .client()
        .auth.verifyOtp({ email: bannedEmail, token: bannedCode, type: 'magiclink' })
      expect(banned.error).toMatchObject({
        status: 403,
        code: 'user_banned',
        message: 'User is banned',
      })
    })

    it('resends a sign-up confirmation; confirmed and unknown addresses get {} and no mail', async () => {
      const email = uniqueEmail('resend')
      await server.client().auth.signUp({ email, password: 'secret123' })
      const resent = await server.client().auth.resend({ type: 'signup', email })
      expect(resent.error).toBeNull()
      const mails = await server.outbox(email)
      expect(mails.map((mail) => mail.kind)).toEqual(['confirmation', 'confirmation'])
      // Only the newest code works.
      const old = await server
        .client()
        .auth.verifyOtp({ email, token: codeIn(mails[1]?.text), type: 'signup' })
      expect(old.error?.code).toBe('otp_expired')
      const current = await server
        .client()
        .auth.verifyOtp({ email, token: codeIn(mails[0]?.text), type: 'signup' })
      expect(current.error).toBeNull()

      const confirmed = await server.client().auth.resend({ type: 'signup', email })
      expect(confirmed.error).toBeNull()
      expect(await server.outbox(email)).toHaveLength(2)
      const unknown = await server.client().auth.resend({ type: 'signup', email: uniqueEmail('x') })
      expect(unknown.error).toBeNull()
      const badType = await server.client().auth.resend({ type: 'recovery' as 'signup', email })
      expect(badType.error).toMatchObject({
        status: 400,
        message: 'Missing one of these types: signup, email_change, sms, phone_change',
      })
    })

    it('limits /otp per IP and one mail per address per interval', async () => {
      const email = await confirmedUser('limited')
      const first = await strict.client().auth.signInWithOtp({ email })
      expect(first.error).toBeNull()
      const second = await strict.client().auth.signInWithOtp({ email })
      expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
      expect(second.error?.message).toMatch(
        /^For security purposes, you can only request this after \d+ seconds\.$/,
      )
      await strict.client().auth.signInWithOtp({ email })
      const fourth = await strict.client().auth.signInWithOtp({ email })
      expect(fourth.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    })

    it('changes the e-mail address only after both the current and the new address confirm', async () => {
      const email = await confirmedUser('changer')
      const user = await server.signedInClient(email, 'secret123')
      const target = uniqueEmail('changed')
      const taken = await user.auth.updateUser({ email: await confirmedUser('taken') })
      expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
      const asked = await user.auth.updateUser({ email: target })
      expect(asked.error).toBeNull()
      expect(asked.data.user?.email).toBe(email)
      expect(asked.data.user?.new_email).toBe(target)
      const [toNew] = await server.outbox(target)
      const [toCurrent] = await server.outbox(email)
      expect(toNew?.kind).toBe('email_change')
      expect(toCurrent?.kind).toBe('email_change')

      const first = await server
        .client()
        .auth.verifyOtp({ email: target, token: codeIn(toNew?.text), type: 'email_change' })
      expect(first.error).toBeNull()
      expect(first.data.session).toBeNull()
      const stillOld = await server
        .client()
        .auth.signInWithPassword({ email, password: 'secret123' })
      expect(stillOld.error).toBeNull()

      const second = await server
        .client()
        .auth.verifyOtp({ email, token: codeIn(toCurrent?.text), type: 'email_change' })
      expect(second.error).toBeNull()
      expect(second.data.user?.email).toBe(target)
      const moved = await server
        .client()
        .auth.signInWithPassword({ email: target, password: 'secret123' })
      expect(moved.error).toBeNull()
    })

    it('asks for a mailed nonce to change the password of an old session when secure password change is on', async () => {
      const email = await confirmedUser('secure')
      const user = await secure.signedInClient(email, 'secret123')
      const fresh = await user.auth.updateUser({ password: 'fresh1234' })
      expect(fresh.error).toBeNull()
      const { data } = await user.auth.getSession()
      await suite.database.db.query(
        "update auth.sessions set created_at = now() - interval '25 hours' where id = $1",
        [
          JSON.parse(
            Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
          ).session_id,
        ],
      )
      const needed = await user.auth.updateUser({ password: 'other1234' })
      expect(needed.error).toMatchObject({
        status: 400,
        code: 'reauthentication_needed',
        message: 'Password update requires reauthentication',
      })
      const sent = await user.auth.reauthenticate()
      expect(sent.error).toBeNull()
      const [mail] = await secure.outbox(email)
      expect(mail?.kind).toBe('reauthentication')
      const nonce = codeIn(mail?.text)
      const wrong = await user.auth.updateUser({ password: 'other1234', nonce: '000000' })
      expect(wrong.error).toMatchObject({
        status: 422,
        code: 'reauthentication_not_valid',
        message: 'Nonce has expired or is invalid',
      })
      const right = await user.auth.updateUser({ password: 'other1234', nonce })
      expect(right.error).toBeNull()
      const again = await user.auth.updateUser({ password: 'third1234', nonce })
      expect(again.error?.code).toBe('reauthentication_not_valid')
      const signIn = await secure.client().auth.signInWithPassword({ email, password: 'other1234' })
      expect(signIn.error).toBeNull()

      const anonymous = await fetch(`${secure.url}/auth/v1/reauthenticate`, {
        headers: { apikey: secure.anonKey, authorization: `Bearer ${secure.anonKey}` },
      })
      expect(anonymous.status).toBe(403)
      expect(await anonymous.json()).toMatchObject({ error_code: 'bad_jwt' })
    })
  })
}
