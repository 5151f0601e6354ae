import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { FunctionsHttpError } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSECURE_DEV_JWT_SECRET } from '../src/env.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
} from './support/backend-harness.js'

// The functions runtime through supabase.functions.invoke() on fixture functions
// (test/fixtures/functions-project): what is forwarded, JWT verification, bodies, streaming,
// errors, CORS and the environment a function sees.
const FIXTURE_DIR = join(import.meta.dirname, 'fixtures', 'functions-project', 'supabase')

async function errorBody(error: unknown): Promise<{ status: number; body: unknown }> {
  expect(error).toBeInstanceOf(FunctionsHttpError)
  const response = (error as FunctionsHttpError).context as Response
  return { status: response.status, body: await response.json() }
}

for (const engine of ENGINES) {
  describe(`functions runtime (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let student: SupabaseClient
    let anon: SupabaseClient

    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/functions/v1/${path}`, init)

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db, {
        SUPABASE_DIR: FIXTURE_DIR,
        FUNCTIONS_IDLE_TIMEOUT_SECONDS: '1',
        ...(database.url === undefined ? {} : { DATABASE_URL: database.url }),
      })
      student = await server.signedInClient('student@splendid.test', 'student123')
      anon = server.client()
    })
    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('forwards JSON bodies, the method, the subpath, query and the caller’s Authorization', async () => {
      const { data, error } = await student.functions.invoke('inspect/orders/7?page=2', {
        body: { course: 'grammar', seats: 2 },
        headers: { 'x-custom': 'yes' },
        method: 'PUT',
      })
      expect(error).toBeNull()
      const token = (await student.auth.getSession()).data.session?.access_token
      expect(data).toEqual({
        method: 'PUT',
        pathname: '/inspect/orders/7',
        query: { page: '2' },
        contentType: 'application/json',
        authorization: `Bearer ${token}`,
        custom: 'yes',
        body: { course: 'grammar', seats: 2 },
      })
    })

    it('passes text and binary bodies through and answers text and blobs', async () => {
      const text = await anon.functions.invoke('inspect', { body: 'plain words' })
      expect(text.error).toBeNull()
      expect(text.data).toMatchObject({ contentType: 'text/plain', body: 'plain words' })

      const bytes = new Uint8Array([0, 1, 2, 250, 255])
      const binary = await anon.functions.invoke('inspect?reply=binary', { body: bytes.buffer })
      expect(binary.error).toBeNull()
      expect(binary.data).toBeInstanceOf(Blob)
      const answered = new Uint8Array(await (binary.data as Blob).arrayBuffer())
      expect([...answered]).toEqual([255, 250, 2, 1, 0])

      const greeting = await anon.functions.invoke('inspect?reply=text&name=Lina', {
        method: 'GET',
      })
      expect(greeting).toMatchObject({ data: 'hello Lina', error: null })

      const form = new FormData()
      form.set('name', 'homework')
      form.set('file', new File(['my answer'], 'answer.txt', { type: 'text/plain' }))
      const upload = await anon.functions.invoke('inspect', { body: form })
      expect(upload).toMatchObject({
        data: {
          name: 'homework',
          file: { name: 'answer.txt', type: 'text/plain', text: 'my answer' },
        },
        error: null,
      })
    })

    it('forwards the subpath as sent, escapes included', async () => {
      const { data } = await anon.functions.invoke('inspect/files/a%2Fb%20c?q=x%26y', {
        method: 'GET',
      })
      expect(data).toMatchObject({ pathname: '/inspect/files/a%2Fb%20c', query: { q: 'x&y' } })
    })

    it('keeps the function’s own headers, Set-Cookie included', async () => {
      const response = await call('inspect', {
        headers: { authorization: `Bearer ${server.anonKey}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('x-function')).toBe('inspect')
      expect(response.headers.getSetCookie()).toEqual(['a=1'])
    })

    it('accepts the anon and service keys as JWTs', async () => {
      const { data, error } = await server.client(server.serviceKey).functions.invoke('inspect', {
        method: 'GET',
      })
      expect(error).toBeNull()
      expect((data as { authorization: string }).authorization).toBe(`Bearer ${server.serviceKey}`)
      expect((await anon.functions.invoke('inspect', { method: 'GET' })).error).toBeNull()
    })

    it('refuses a missing, malformed, forged or expired JWT as Supabase’s gateway does', async () => {
      const missing = await call('inspect', { method: 'POST' })
      expect(missing.status).toBe(401)
      expect(missing.headers.get('sb-error-code')).toBe('UNAUTHORIZED_NO_AUTH_HEADER')
      expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' })

      const basic = await call('inspect', { headers: { authorization: 'Basic dXNlcjpwYXNz' } })
      expect(basic.status).toBe(401)
      expect(basic.headers.get('sb-error-code')).toBe('UNAUTHORIZED_INVALID_JWT_FORMAT')

      const now = Math.floor(Date.now() / 1000)
      const forged = await new SignJWT({ role: 'service_role', sub: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('a-guessed-secret-that-is-long-enough-123'))
      const expired = await new SignJWT({ role: 'authenticated', sub: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(INSECURE_DEV_JWT_SECRET))
      const unsigned = `${btoa('{"alg":"none"}').replace(/=/g, '')}.${btoa('{"role":"service_role"}').replace(/=/g, '')}.`
      for (const [token, code] of [
        [forged, 'UNAUTHORIZED_LEGACY_JWT'],
        [expired, 'UNAUTHORIZED_LEGACY_JWT'],
        [unsigned, 'UNAUTHORIZED_UNSUPPORTED_TOKEN_ALGORITHM'],
        ['not-a-jwt', 'UNAUTHORIZED_INVALID_JWT_FORMAT'],
      ] as const) {
        const { data, error } = await server.client(token).functions.invoke('inspect', { body: {} })
        expect(data).toBeNull()
        expect(await errorBody(error)).toEqual({
          status: 401,
          body: { code: 401, message: 'Invalid JWT' },
        })
        const raw = await call('inspect', { headers: { authorization: `Bearer ${token}` } })
        expect(raw.headers.get('sb-error-code')).toBe(code)
      }
    })

    it('serves a verify_jwt = false function without any key', async () => {
      const response = await call('public-echo', { method: 'POST', body: 'ping' })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ public: true, method: 'POST', authorized: false })
      const head = await call('public-echo', { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toBe('application/json')
      expect(await head.text()).toBe('')
    })

    it('answers 404 NOT_FOUND for unknown, disabled, shared and malformed names', async () => {
      for (const path of ['nope', 'hidden', '_shared', '..%2F..%2Fetc', '', 'inspect%00']) {
        const { error } = await anon.functions.invoke(path, { body: {} })
        expect(await errorBody(error)).toEqual({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'Requested function was not found' },
        })
      }
      expect((await call('nope')).headers.get('sb-error-code')).toBe('NOT_FOUND')
    })

    it('returns a function’s own error status and JSON as FunctionsHttpError', async () => {
      const { error } = await anon.functions.invoke('inspect?reply=teapot', { method: 'GET' })
      expect(await errorBody(error)).toEqual({
        status: 418,
        body: { code: 'teapot', message: 'I refuse' },
      })
    })

    it('answers 500 WORKER_ERROR when a function throws, and logs no secret', async () => {
      const { error } = await anon.functions.invoke('throws', { body: {} })
      expect(await errorBody(error)).toEqual({
        status: 500,
        body: {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        },
      })
      const logs = server.logs()
      expect(logs).toContain('could not charge with [Redacted] and [Redacted]')
      expect(logs).not.toContain(server.serviceKey)
      expect(logs).not.toContain('from-functions-dotenv-file')
    })

    it('answers 503 BOOT_ERROR when a module fails while loading', async () => {
      const { error } = await anon.functions.invoke('broken', { body: {} })
      expect(await errorBody(error)).toEqual({
        status: 503,
        body: { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' },
      })
      expect(server.logs()).toContain('missing configuration at load time')
    })

    it('streams server-sent events: the first tick arrives before the stream ends', async () => {
      const started = Date.now()
      const { data, error } = await anon.functions.invoke('ticks?count=3', { method: 'GET' })
      expect(error).toBeNull()
      const reader = (data as Response).body?.getReader()
      if (reader === undefined) throw new Error('no stream')
      const decoder = new TextDecoder()
      const first = await reader.read()
      const firstAt = Date.now() - started
      expect(decoder.decode(first.value)).toBe('event: tick\ndata: {"n":1}\n\n')
      let rest = ''
      for (;;) {
        const chunk = await reader.read()
        if (chunk.done) break
        rest += decoder.decode(chunk.value)
      }
      const endAt = Date.now() - started
      expect(rest).toBe('event: tick\ndata: {"n":2}\n\nevent: tick\ndata: {"n":3}\n\n')
      expect(endAt - firstAt).toBeGreaterThanOrEqual(500)
    })

    it('tells the function when the caller leaves a stream, and only then', async () => {
      const { data } = await anon.functions.invoke('ticks?count=50&id=left', { method: 'GET' })
      const reader = (data as Response).body?.getReader()
      await reader?.read()
      await reader?.cancel()
      await new Promise((resolve) => setTimeout(resolve, 400))
      const left = await anon.functions.invoke('ticks?report=left', { method: 'GET' })
      expect(left.data).toEqual({ aborted: true, cancelled: true })

      const whole = await anon.functions.invoke('ticks?count=1&id=whole', { method: 'GET' })
      await (whole.data as Response).text()
      const stayed = await anon.functions.invoke('ticks?report=whole', { method: 'GET' })
      expect(stayed.data).toEqual({ aborted: false, cancelled: false })
    })

    it('answers 504 IDLE_TIMEOUT when a function does not respond, and aborts its request', async () => {
      const { error } = await anon.functions.invoke('stalls', { method: 'GET' })
      expect(await errorBody(error)).toEqual({
        status: 504,
        body: {
          code: 'IDLE_TIMEOUT',
          message: 'Function did not respond within the request idle timeout',
        },
      })
      const report = await anon.functions.invoke('stalls?report', { method: 'GET' })
      expect(report.data).toEqual({ abortedCalls: 1 })
    })

    it('refuses a body over 1 MiB with 413', async () => {
      const big = 'x'.repeat(1024 * 1024 + 1)
      const { error } = await anon.functions.invoke('inspect', { body: big })
      expect(await errorBody(error)).toEqual({
        status: 413,
        body: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than 1048576 bytes' },
      })
      const chunked = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(300 * 1024))
          controller.close()
        },
      })
      const streamed = await call('inspect', {
        method: 'POST',
        headers: { authorization: `Bearer ${server.anonKey}`, 'content-type': 'text/plain' },
        body: chunked,
        duplex: 'half',
      } as RequestInit)
      expect(streamed.status).toBe(413)
    })

    it('answers browsers’ preflights for any requested header, without a JWT', async () => {
      const response = await call('inspect', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers':
            'authorization, x-client-info, apikey, content-type, x-custom',
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(response.headers.get('access-control-allow-headers')).toBe(
        'authorization, x-client-info, apikey, content-type, x-custom',
      )
      expect(response.headers.get('access-control-allow-methods')).toContain('POST')
      const actual = await call('public-echo', { headers: { origin: 'http://localhost:5173' } })
      expect(actual.headers.get('access-control-allow-origin')).toBe('*')
      const refused = await call('inspect', { headers: { origin: 'http://localhost:5173' } })
      expect(refused.status).toBe(401)
      expect(refused.headers.get('access-control-expose-headers')).toContain('sb-error-code')
    })

    it('gives the function SUPABASE_URL, the keys, SUPABASE_DB_URL and functions/.env secrets', async () => {
      const { data, error } = await anon.functions.invoke('env-report', { method: 'GET' })
      expect(error).toBeNull()
      expect(data).toEqual({
        SUPABASE_URL: server.url,
        SUPABASE_ANON_KEY: server.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: server.serviceKey,
        SUPABASE_DB_URL: database.url ?? null,
        FIXTURE_SECRET: 'from-functions-dotenv-file',
      })
    })
  })
}
