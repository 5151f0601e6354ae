import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.js'
import { openPgliteDatabase } from '../src/db/pglite-database.js'
import { openPostgresDatabase } from '../src/db/postgres-database.js'
import { resolvePaths } from '../src/paths.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'
import { decodeQuotedPrintable, startFakeSmtpServer } from './support/fake-smtp-server.js'

for (const engine of ENGINES) {
  describe(`bad input, rate limits, mail and logs (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    async function courseRatings(): Promise<string> {
      const response = await fetch(`${server.url}/rest/v1/courses?select=slug,rating&order=slug`, {
        headers: { apikey: server.serviceKey },
      })
      return response.text()
    }

    it('answers malformed JSON, wrong shapes and oversized bodies with 4xx JSON and changes nothing', async () => {
      const before = await courseRatings()
      const headers = {
        apikey: server.serviceKey,
        authorization: `Bearer ${server.serviceKey}`,
        'content-type': 'application/json',
      }
      const cases: { path: string; method: string; body: string; status: number; code: string }[] =
        [
          {
            path: '/rest/v1/courses',
            method: 'POST',
            body: '{"slug": ',
            status: 400,
            code: 'PGRST102',
          },
          {
            path: '/rest/v1/courses?slug=eq.business-english',
            method: 'PATCH',
            body: '[1,2]',
            status: 400,
            code: 'PGRST102',
          },
          { path: '/rest/v1/courses', method: 'POST', body: '42', status: 400, code: 'PGRST102' },
          {
            path: '/rest/v1/courses?slug=eq.business-english',
            method: 'PATCH',
            body: '{"rating": "five"}',
            status: 400,
            code: '22P02',
          },
          {
            path: '/rest/v1/courses?slug=eq.business-english',
            method: 'PATCH',
            body: '{"rating": 9}',
            status: 400,
            code: '23514',
          },
          {
            path: '/rest/v1/courses?slug=eq.business-english',
            method: 'PATCH',
            body: '{"difficulty": "expert"}',
            status: 400,
            code: '22P02',
          },
          {
            path: '/rest/v1/courses?select=slug;drop table courses',
            method: 'GET',
            body: '',
            status: 400,
            code: '42703',
          },
          {
            path: '/rest/v1/courses?order=slug;delete',
            method: 'GET',
            body: '',
            status: 400,
            code: '42703',
          },
          {
            path: '/rest/v1/courses?"slug"%20=%20eq.x',
            method: 'GET',
            body: '',
            status: 400,
            code: 'PGRST100',
          },
          {
            path: '/rest/v1/courses%22;drop%20table%20courses;--',
            method: 'GET',
            body: '',
            status: 404,
            code: 'PGRST205',
          },
          {
            path: '/rest/v1/courses?rating=eq.1%27%20or%20%271%27=%271',
            method: 'GET',
            body: '',
            status: 400,
            code: '22P02',
          },
          {
            path: '/rest/v1/courses',
            method: 'POST',
            body: JSON.stringify({ title_en: 'x'.repeat(1_100_000) }),
            status: 413,
            code: 'PGRST413',
          },
        ]
      for (const item of cases) {
        const response = await fetch(`${server.url}${item.path}`, {
          method: item.method,
          headers,
          ...(item.body === '' ? {} : { body: item.body }),
        })
        expect({ path: item.path, status: response.status }).toEqual({
          path: item.path,
          status: item.status,
        })
        expect(response.headers.get('content-type')).toContain('application/json')
        const body = (await response.json()) as { code: string; message: string }
        expect({ path: item.path, code: body.code }).toEqual({ path: item.path, code: item.code })
        expect(typeof body.message).toBe('string')
      }
      const auth = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: '{"email": "a@b.c", "password": ',
      })
      expect(auth.status).toBe(400)
      expect(((await auth.json()) as { code: string }).code).toBe('bad_json')
      const wrongType = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email: 42, password: ['x'] }),
      })
      expect(wrongType.status).toBe(400)
      expect(await courseRatings()).toBe(before)
      const health = await fetch(`${server.url}/auth/v1/health`)
      expect(health.status).toBe(200)
    })

    it('limits requests per IP like GoTrue and one mail per address per interval', async () => {
      const limited = await startBackend(database.db, {
        RATE_LIMIT_TOKEN: '3',
        RATE_LIMIT_SIGNUP: '2',
        RATE_LIMIT_RECOVER: '100',
      })
      try {
        const codes: (string | undefined)[] = []
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const { error } = await limited
            .client()
            .auth.signInWithPassword({ email: 'student@splendid.test', password: 'wrong-one' })
          codes.push(error?.code)
        }
        expect(codes).toEqual([
          'invalid_credentials',
          'invalid_credentials',
          'invalid_credentials',
          'over_request_rate_limit',
        ])
        const statuses: number[] = []
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const { error } = await limited
            .client()
            .auth.signUp({ email: uniqueEmail('rl'), password: 'secret123' })
          statuses.push(error?.status ?? 200)
        }
        expect(statuses).toEqual([200, 200, 429])

        const email = uniqueEmail('mail-limit')
        await server.client().auth.signUp({ email, password: 'secret123' })
        const again = await server.client().auth.signUp({ email, password: 'secret123' })
        expect(again.error?.code).toBe('over_email_send_rate_limit')
        expect(again.error?.status).toBe(429)
        expect(again.error?.message).toMatch(
          /^For security purposes, you can only request this after \d+ seconds\.$/,
        )
        const recover = await server.client().auth.resetPasswordForEmail('teacher@splendid.test')
        expect(recover.error).toBeNull()
        const recoverAgain = await server
          .client()
          .auth.resetPasswordForEmail('teacher@splendid.test')
        expect(recoverAgain.error?.code).toBe('over_email_send_rate_limit')
      } finally {
        await limited.close()
      }
    })

    it('sends the confirmation mail over SMTP instead of the outbox, and its link works', async () => {
      const smtp = await startFakeSmtpServer()
      const mailing = await startBackend(database.db, {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_SENDER: 'Splendid <no-reply@splendid.test>',
      })
      try {
        const email = uniqueEmail('smtp')
        const { error } = await mailing.client().auth.signUp({ email, password: 'secret123' })
        expect(error).toBeNull()
        expect(await mailing.outbox(email)).toEqual([])
        const mail = smtp.mails.find((candidate) => candidate.to.some((to) => to.includes(email)))
        expect(mail?.from).toContain('no-reply@splendid.test')
        const message = decodeQuotedPrintable(mail?.data ?? '')
        expect(message).toContain('Subject: Confirm Your Signup')
        const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(message)?.[1] ?? ''
        const response = await fetch(link.replaceAll('&amp;', '&'), { redirect: 'manual' })
        expect(response.status).toBe(303)
        expect(response.headers.get('location')).toContain('type=signup')
        const signedIn = await mailing
          .client()
          .auth.signInWithPassword({ email, password: 'secret123' })
        expect(signedIn.error).toBeNull()
      } finally {
        await mailing.close()
        await smtp.close()
      }
    })

    it('fails the sign-up and creates no user when the SMTP server is unreachable', async () => {
      const broken = await startBackend(database.db, { SMTP_URL: 'smtp://127.0.0.1:9' })
      try {
        const email = uniqueEmail('smtp-down')
        const { error } = await broken.client().auth.signUp({ email, password: 'secret123' })
        expect(error?.status).toBe(500)
        // supabase-js 2.109 reports a 500 as a retryable fetch error without reading the body,
        // so the body GoTrue clients show is checked on the wire.
        const response = await fetch(`${broken.url}/auth/v1/signup`, {
          method: 'POST',
          headers: {
            apikey: broken.anonKey,
            'content-type': 'application/json',
            'x-supabase-api-version': '2024-01-01',
          },
          body: JSON.stringify({ email: uniqueEmail('smtp-down-raw'), password: 'secret123' }),
        })
        expect(response.status).toBe(500)
        expect(await response.json()).toMatchObject({
          code: 'unexpected_failure',
          message: 'Error sending confirmation email',
        })
        const users = await database.db.query('select 1 from auth.users where email = $1', [email])
        expect(users.rows).toEqual([])
      } finally {
        await broken.close()
      }
    })

    it('never writes passwords or tokens to the logs', async () => {
      const email = uniqueEmail('logs')
      const password = 'log-secret-123'
      const client = server.client()
      await client.auth.signUp({ email, password })
      const [mail] = await server.outbox(email)
      const link = mail?.links[0] ?? ''
      await fetch(link, { redirect: 'manual' })
      const { data } = await client.auth.signInWithPassword({ email, password })
      await client
        .from('profiles')
        .select('xp')
        .eq('id', data.user?.id ?? '')
      await client.auth.refreshSession()
      const token = new URL(link).searchParams.get('token') ?? ''
      const logs = server.logs()
      expect(logs).toContain('"url":"/auth/v1/token?grant_type=password"')
      expect(logs).toContain('[Redacted]')
      for (const secret of [
        password,
        token,
        data.session?.access_token ?? '',
        data.session?.refresh_token ?? '',
        server.anonKey,
      ]) {
        expect(secret.length).toBeGreaterThan(5)
        expect(logs.includes(secret)).toBe(false)
      }
    })
  })
}

describe('data survives a restart', () => {
  it('keeps users and rows on PGlite in a data directory', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'splendid-pglite-'))
    try {
      const first = await openPgliteDatabase(dir)
      await migrate(first, resolvePaths().migrationsDir)
      const server = await startBackend(first, { MAILER_AUTOCONFIRM: 'true' })
      const email = uniqueEmail('persist')
      const { data } = await server.client().auth.signUp({ email, password: 'persist123' })
      await server.close()
      await first.close()

      const second = await openPgliteDatabase(dir)
      expect(await migrate(second, resolvePaths().migrationsDir)).toEqual([])
      const restarted = await startBackend(second)
      const client = restarted.client()
      const signedIn = await client.auth.signInWithPassword({ email, password: 'persist123' })
      expect(signedIn.error).toBeNull()
      expect(signedIn.data.user?.id).toBe(data.user?.id)
      const profile = await client
        .from('profiles')
        .select('id')
        .eq('id', data.user?.id ?? '')
        .single()
      expect(profile.data).toEqual({ id: data.user?.id })
      await restarted.close()
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps users and rows on PostgreSQL across a reconnect', async () => {
    const database = await createTestDatabase('postgres')
    try {
      await prepareDatabase(database.db)
      const server = await startBackend(database.db, { MAILER_AUTOCONFIRM: 'true' })
      const email = uniqueEmail('persist-pg')
      const { data } = await server.client().auth.signUp({ email, password: 'persist123' })
      await server.close()

      const reopened = await openPostgresDatabase(database.url ?? '', 2)
      await prepareDatabase(reopened)
      const restarted = await startBackend(reopened)
      const signedIn = await restarted
        .client()
        .auth.signInWithPassword({ email, password: 'persist123' })
      expect(signedIn.data.user?.id).toBe(data.user?.id)
      await restarted.close()
      await reopened.close()
    } finally {
      await database.drop()
    }
  })
})
