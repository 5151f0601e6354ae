import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../src/http/json-depth.js'
import { MAX_URL_BYTES } from '../src/http/url-length-guard.js'
import { QUERY_LIMITS } from '../src/rest/query-limits.js'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

const nestedOr = (levels: number) => `${'or('.repeat(levels)}slug.eq.x${')'.repeat(levels)}`

// Every limit is checked before any database work and answered 400 in PostgREST's (or GoTrue's)
// shape, so the public key alone cannot stall the server or crash a parser.
for (const engine of ENGINES) {
  describe(`request limits (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let anon: SupabaseClient

    beforeAll(() => {
      server = seeded.backends.server
      anon = server.client()
    })

    async function rest(path: string, init: RequestInit = {}) {
      const response = await fetch(`${server.url}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: server.anonKey, 'content-type': 'application/json', ...init.headers },
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    }

    it('answers a 3,000-level or= with 400 PGRST100 while other reads keep flowing', async () => {
      const deep = `courses?select=slug&or=(${nestedOr(3000)})`
      const attacks = Array.from({ length: 20 }, () => rest(deep))
      const read = anon.from('courses').select('slug').order('slug')
      const [answers, courses] = await Promise.all([Promise.all(attacks), read])
      for (const answer of answers) {
        expect(answer.status).toBe(400)
        // 12 KB: the URL limit answers first.
        expect(answer.body).toMatchObject({ code: 'PGRST100', details: expect.any(String) })
      }
      expect(courses.error).toBeNull()
      expect(courses.data).toHaveLength(4)
      // Under 8 KiB, the nesting limit answers.
      const nested = await rest(`courses?select=slug&or=(${nestedOr(2000)})`)
      expect(nested.status).toBe(400)
      expect(nested.body.code).toBe('PGRST100')
      expect(nested.body.message).toContain(`${QUERY_LIMITS.logicDepth} levels`)
    })

    it('answers an arrow-heavy or= field (once exponential) with 400', async () => {
      const answer = await rest(`courses?or=(slug${'->a'.repeat(400)})`)
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('PGRST100')
    })

    it('refuses URLs over 8 KiB on both APIs before any work', async () => {
      const long = 'x'.repeat(MAX_URL_BYTES)
      const answer = await rest(`courses?slug=eq.${long}`)
      expect(answer).toMatchObject({ status: 400, body: { code: 'PGRST100', hint: null } })
      expect(answer.body.message).toContain(`${MAX_URL_BYTES} bytes`)
      const auth = await fetch(`${server.url}/auth/v1/settings?pad=${long}`, {
        headers: { apikey: server.anonKey, 'x-supabase-api-version': '2024-01-01' },
      })
      expect(auth.status).toBe(400)
      expect(((await auth.json()) as { code: string }).code).toBe('validation_failed')
    })

    it('refuses too many filters and too deep or too wide selects through supabase-js', async () => {
      const ors = Array.from({ length: QUERY_LIMITS.filters + 1 }, (_, i) => `slug.eq.s${i}`)
      const many = await anon.from('courses').select('slug').or(ors.join(','))
      expect({ status: many.status, code: many.error?.code }).toEqual({
        status: 400,
        code: 'PGRST100',
      })
      const levels = QUERY_LIMITS.embedDepth + 1
      const deep = await anon
        .from('courses')
        .select(`slug,${'courses('.repeat(levels)}slug${')'.repeat(levels)}`)
      expect({ status: deep.status, code: deep.error?.code }).toEqual({
        status: 400,
        code: 'PGRST100',
      })
      const wide = await anon
        .from('courses')
        .select(Array.from({ length: QUERY_LIMITS.selectItems + 1 }, () => 'slug').join(','))
      expect({ status: wide.status, code: wide.error?.code }).toEqual({
        status: 400,
        code: 'PGRST100',
      })
      const fine = await anon.from('courses').select('slug').or(ors.slice(0, 5).join(','))
      expect(fine.error).toBeNull()
    })

    it('refuses JSON bodies nested deeper than the limit on both APIs, changing nothing', async () => {
      const deepJson = (levels: number) =>
        `{"title_en":${'['.repeat(levels)}1${']'.repeat(levels)}}`
      const service = server.client(server.serviceKey)
      const before = await service.from('courses').select('slug, title_en').order('slug')
      const answer = await rest('courses?slug=eq.business-english', {
        method: 'PATCH',
        headers: { apikey: server.serviceKey, authorization: `Bearer ${server.serviceKey}` },
        body: deepJson(100_000),
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toMatchObject({ code: 'PGRST102' })
      expect(answer.body.message).toContain(`${MAX_JSON_DEPTH} levels`)
      const rpc = await rest('rpc/search_courses', { method: 'POST', body: deepJson(200) })
      expect(rpc.status).toBe(400)
      expect(rpc.body.code).toBe('PGRST102')
      const signUp = await fetch(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: `{"email":"deep@splendid.test","password":"secret123","data":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
      })
      expect(signUp.status).toBe(400)
      expect(((await signUp.json()) as { code: string }).code).toBe('bad_json')
      expect(await service.from('courses').select('slug, title_en').order('slug')).toEqual(before)
      expect(server.logs()).not.toContain('"request failed"')
    })
  })
}
