import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../src/auth/totp.js'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

const PASSWORD = 'mfa-pass-123'

function claimsOf(token: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from((token ?? '').split('.')[1] ?? '', 'base64url').toString('utf8'))
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session?.access_token ?? ''
}

/** The current code of a factor, as an authenticator app shows it. */
const code = (secret: string) => totpCode(secret, Date.now())

for (const engine of ENGINES) {
  describe(`MFA with TOTP (${engine})`, () => {
    const suite = useSeededBackends(engine, {
      server: { RATE_LIMIT_MFA: '100000' },
      limited: { RATE_LIMIT_MFA: '2' },
    })
    const newUser = async (prefix: string, admin = false) => {
      const email = uniqueEmail(prefix)
      await createConfirmedUser(suite.database.db, {
        email,
        password: PASSWORD,
        name: prefix,
        userType: 'teacher',
        ...(admin ? { appMetadata: { role: 'admin' } } : {}),
      })
      return email
    }
    const signIn = (email: string) => suite.backends.server.signedInClient(email, PASSWORD)

    /** Enrolls and verifies a TOTP factor; returns the secret and factor id. */
    async function enrollVerified(client: SupabaseClient, name = 'Phone') {
      const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name })
      expect(enrolled.error).toBeNull()
      const factorId = enrolled.data?.id ?? ''
      const secret = enrolled.data?.totp.secret ?? ''
      const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: code(secret) })
      expect(verified.error).toBeNull()
      return { factorId, secret }
    }

    let email: string
    let client: SupabaseClient

    beforeAll(async () => {
      email = await newUser('mfa')
      client = await signIn(email)
    })

    it('enrolls a TOTP factor with a QR code, secret and otpauth URI, listed as unverified', async () => {
      const { data, error } = await client.auth.mfa.enroll({
        factorType: 'totp',
        friendlyName: 'Laptop',
        issuer: 'Splendid',
      })
      expect(error).toBeNull()
      expect(data).toMatchObject({ type: 'totp', friendly_name: 'Laptop' })
      expect(data?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true)
      expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(data?.totp.uri).toBe(
        `otpauth://totp/Splendid:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Splendid&period=30&secret=${data?.totp.secret}`,
      )
      const listed = await client.auth.mfa.listFactors()
      expect(listed.error).toBeNull()
      expect(listed.data?.all).toEqual([
        expect.objectContaining({
          id: data?.id,
          factor_type: 'totp',
          status: 'unverified',
          friendly_name: 'Laptop',
        }),
      ])
      expect(listed.data?.totp).toEqual([])
      expect(JSON.stringify(listed.data)).not.toContain(data?.totp.secret ?? '-')
    })

    it('refuses a wrong code, then upgrades the session to aal2 with totp in amr; refresh keeps it', async () => {
      const factorId = (await client.auth.mfa.listFactors()).data?.all[0]?.id ?? ''
      // The secret is shown only at enrolment; the test reads it back from the database.
      const row = await suite.database.db.query<{ secret: string }>(
        'select secret from auth.mfa_factors where id = $1',
        [factorId],
      )
      const realSecret = row.rows[0]?.secret ?? ''
      const challenge = await client.auth.mfa.challenge({ factorId })
      expect(challenge.error).toBeNull()
      expect(challenge.data).toMatchObject({ type: 'totp' })
      expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290)
      const wrongCode = code(realSecret) === '000000' ? '111111' : '000000'
      const wrong = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.data?.id ?? '',
        code: wrongCode,
      })
      expect(wrong.error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      })
      const before = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })

      const ok = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.data?.id ?? '',
        code: code(realSecret),
      })
      expect(ok.error).toBeNull()
      const claims = claimsOf(await accessToken(client))
      expect(claims.aal).toBe('aal2')
      const amr = claims.amr as { method: string; timestamp: number }[]
      expect(amr.map((entry) => entry.method)).toEqual(['totp', 'password'])
      expect(amr[0]?.timestamp).toBeGreaterThanOrEqual(amr[1]?.timestamp ?? 0)
      const level = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
      const listed = await client.auth.mfa.listFactors()
      expect(listed.data?.totp.map((factor) => factor.id)).toEqual([factorId])

      const refreshed = await client.auth.refreshSession()
      expect(refreshed.error).toBeNull()
      expect(claimsOf(refreshed.data.session?.access_token).aal).toBe('aal2')
      // getClaims verifies the upgraded token through the JWKS.
      const verifiedClaims = await client.auth.getClaims()
      expect(verifiedClaims.data?.claims.aal).toBe('aal2')
    })

    it('refuses a replayed challenge, an expired one and an unknown one', async () => {
      const factorId = (await client.auth.mfa.listFactors()).data?.totp[0]?.id ?? ''
      const secret =
        (
          await suite.database.db.query<{ secret: string }>(
            'select secret from auth.mfa_factors where id = $1',
            [factorId],
          )
        ).rows[0]?.secret ?? ''
      const challenge = await client.auth.mfa.challenge({ factorId })
      const challengeId = challenge.data?.id ?? ''
      const first = await client.auth.mfa.verify({ factorId, challengeId, code: code(secret) })
      expect(first.error).toBeNull()
      const replay = await client.auth.mfa.verify({ factorId, challengeId, code: code(secret) })
      expect(replay.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })

      const stale = await client.auth.mfa.challenge({ factorId })
      await suite.database.db.query(
        `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
        [stale.data?.id],
      )
      const expired = await client.auth.mfa.verify({
        factorId,
        challengeId: stale.data?.id ?? '',
        code: code(secret),
      })
      expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
      expect(expired.error?.message).toBe(
        `MFA challenge ${stale.data?.id} has expired, verify against another challenge or create a new challenge.`,
      )
      const unknown = await client.auth.mfa.verify({
        factorId,
        challengeId: crypto.randomUUID(),
        code: code(secret),
      })
      expect(unknown.error).toMatchObject({
        status: 422,
        code: 'mfa_factor_not_found',
        message: 'MFA factor with the provided challenge ID not found',
      })
    })

    it('signs in at aal1 with aal2 next; unenroll and a new factor need aal2; unenroll downgrades', async () => {
      const other = await signIn(email)
      const level = await other.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
      const factorId = (await other.auth.mfa.listFactors()).data?.totp[0]?.id ?? ''
      const early = await other.auth.mfa.unenroll({ factorId })
      expect(early.error).toMatchObject({
        status: 422,
        code: 'insufficient_aal',
        message: 'AAL2 required to unenroll verified factor',
      })
      const second = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' })
      expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

      const secret =
        (
          await suite.database.db.query<{ secret: string }>(
            'select secret from auth.mfa_factors where id = $1',
            [factorId],
          )
        ).rows[0]?.secret ?? ''
      expect(
        (await other.auth.mfa.challengeAndVerify({ factorId, code: code(secret) })).error,
      ).toBeNull()
      const removed = await other.auth.mfa.unenroll({ factorId })
      expect(removed.error).toBeNull()
      expect(removed.data).toEqual({ id: factorId })
      expect((await other.auth.mfa.listFactors()).data?.all).toEqual([])
      const refreshed = await other.auth.refreshSession()
      expect(claimsOf(refreshed.data.session?.access_token)).toMatchObject({ aal: 'aal1' })
      expect(
        (claimsOf(refreshed.data.session?.access_token).amr as { method: string }[]).map(
          (entry) => entry.method,
        ),
      ).toEqual(['password'])
    })

    it('ends the user’s other aal1 sessions when a factor is verified', async () => {
      const user = await newUser('mfa-sessions')
      const first = await signIn(user)
      const second = await signIn(user)
      const secondToken = await accessToken(second)
      await enrollVerified(first)
      // supabase-js reports a vanished session as AuthSessionMissingError; the wire answer is GoTrue's.
      const stale = await second.auth.getUser()
      expect(stale.error?.name).toBe('AuthSessionMissingError')
      const server = suite.backends.server
      const raw = await fetch(`${server.url}/auth/v1/user`, {
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${secondToken}`,
          'x-supabase-api-version': '2024-01-01',
        },
      })
      expect(raw.status).toBe(403)
      expect(await raw.json()).toMatchObject({ code: 'session_not_found' })
      expect((await first.auth.getUser()).error).toBeNull()
    })

    it('refuses another user’s factor id, malformed ids and missing tokens', async () => {
      const owner = await signIn(await newUser('mfa-owner'))
      const enrolled = await owner.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Mine' })
      const foreignId = enrolled.data?.id ?? ''
      const intruder = await signIn(await newUser('mfa-intruder'))
      const notFound = { status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' }
      expect((await intruder.auth.mfa.challenge({ factorId: foreignId })).error).toMatchObject(
        notFound,
      )
      const ownChallenge = await owner.auth.mfa.challenge({ factorId: foreignId })
      expect(
        (
          await intruder.auth.mfa.verify({
            factorId: foreignId,
            challengeId: ownChallenge.data?.id ?? '',
            code: '123456',
          })
        ).error,
      ).toMatchObject(notFound)
      expect((await intruder.auth.mfa.unenroll({ factorId: foreignId })).error).toMatchObject(
        notFound,
      )
      expect((await intruder.auth.mfa.challenge({ factorId: 'not-a-uuid' })).error).toMatchObject({
        status: 404,
        code: 'validation_failed',
        message: 'factor_id must be an UUID',
      })
      // The factor is untouched and still the owner's.
      expect((await owner.auth.mfa.listFactors()).data?.all.map((factor) => factor.id)).toEqual([
        foreignId,
      ])
      const server = suite.backends.server
      const anonymous = await fetch(`${server.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: server.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ factor_type: 'totp' }),
      })
      expect(anonymous.status).toBe(401)
      const withAnonKey = await fetch(`${server.url}/auth/v1/factors/${foreignId}`, {
        method: 'DELETE',
        headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
      })
      expect(withAnonKey.status).toBe(403)
    })

    it('answers enroll errors as GoTrue: name conflict, disabled factor types, bad type', async () => {
      const user = await signIn(await newUser('mfa-errors'))
      await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' })
      const conflict = await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Same' })
      expect(conflict.error).toMatchObject({
        status: 422,
        code: 'mfa_factor_name_conflict',
        message: 'A factor with the friendly name "Same" for this user already exists',
      })
      const phone = await user.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
      expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
      const bogus = await user.auth.mfa.enroll({ factorType: 'sms' } as never)
      expect(bogus.error).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'factor_type needs to be totp, phone, or webauthn',
      })
    })

    it('limits challenge and verify requests per IP', async () => {
      const limited = suite.backends.limited
      const user = await limited.signedInClient(await newUser('mfa-limit'), PASSWORD)
      const enrolled = await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'L' })
      const factorId = enrolled.data?.id ?? ''
      expect((await user.auth.mfa.challenge({ factorId })).error).toBeNull()
      expect((await user.auth.mfa.challenge({ factorId })).error).toBeNull()
      expect((await user.auth.mfa.challenge({ factorId })).error).toMatchObject({
        status: 429,
        code: 'over_request_rate_limit',
      })
    })

    it('requires aal2 for admin writes once the admin has a verified factor (RLS on auth.jwt() aal)', async () => {
      const adminEmail = await newUser('mfa-admin', true)
      const admin = await signIn(adminEmail)
      const course = (slug: string) => ({
        slug,
        title_en: 'MFA course',
        title_ar: 'دورة',
        description_en: 'd',
        description_ar: 'd',
        instructor_name: 'I',
        difficulty: 'beginner',
        duration: '4 weeks',
      })
      const suffix = Date.now().toString(36)
      // No factor yet: aal1 is enough.
      const before = await admin.from('courses').insert(course(`mfa-a-${suffix}`))
      expect(before.error).toBeNull()
      const { factorId, secret } = await enrollVerified(admin)
      expect(claimsOf(await accessToken(admin)).aal).toBe('aal2')
      const atAal2 = await admin.from('courses').insert(course(`mfa-b-${suffix}`))
      expect(atAal2.error).toBeNull()

      const freshAal1 = await signIn(adminEmail)
      expect(claimsOf(await accessToken(freshAal1)).aal).toBe('aal1')
      const refused = await freshAal1.from('courses').insert(course(`mfa-c-${suffix}`))
      expect(refused.status).toBe(403)
      expect(refused.error?.code).toBe('42501')
      const update = await freshAal1
        .from('courses')
        .update({ rating: 1 })
        .eq('slug', `mfa-b-${suffix}`)
        .select('id')
      expect(update.data).toEqual([])

      expect(
        (await freshAal1.auth.mfa.challengeAndVerify({ factorId, code: code(secret) })).error,
      ).toBeNull()
      const allowed = await freshAal1.from('courses').insert(course(`mfa-c-${suffix}`))
      expect(allowed.error).toBeNull()
    })

    it('answers a password sign-in with the user exactly as GET /user shows it, identities and factors included', async () => {
      const owner = await newUser('mfa-answer')
      await enrollVerified(await signIn(owner), 'Tablet')
      const response = await fetch(
        `${suite.backends.server.url}/auth/v1/token?grant_type=password`,
        {
          method: 'POST',
          headers: { apikey: suite.backends.server.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner, password: PASSWORD }),
        },
      )
      expect(response.status).toBe(200)
      const session = (await response.json()) as {
        access_token: string
        user: Record<string, unknown>
      }
      const current = await fetch(`${suite.backends.server.url}/auth/v1/user`, {
        headers: {
          apikey: suite.backends.server.anonKey,
          authorization: `Bearer ${session.access_token}`,
        },
      })
      const user = (await current.json()) as Record<string, unknown>
      expect(session.user).toEqual(user)
      expect(session.user.identities).toEqual([
        expect.objectContaining({ provider: 'email', created_at: expect.stringMatching(/Z$/) }),
      ])
      expect(session.user.factors).toEqual([
        expect.objectContaining({
          friendly_name: 'Tablet',
          factor_type: 'totp',
          status: 'verified',
        }),
      ])
    })
  })
}
