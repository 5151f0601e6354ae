import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import { useRestSuite } from './support/rest-suite.js'

for (const engine of ENGINES) {
  describe(`data API through supabase-js (${engine})`, () => {
    const suite = useRestSuite(engine)
    let server: TestBackend
    let anon: SupabaseClient
    let service: SupabaseClient
    let learner: SupabaseClient
    let learnerId: string

    beforeAll(() => {
      server = suite.server
      anon = suite.anon
      service = suite.service
      learner = suite.learner
      learnerId = suite.learnerId
    })

    it('selects columns with aliases, casts and order', async () => {
      const { data, error, status } = await anon
        .from('courses')
        .select('slug, title:title_en, rating, premium:is_premium, rating_text:rating::text')
        .order('slug', { ascending: false })
      expect(error).toBeNull()
      expect(status).toBe(200)
      expect(data?.map((row) => row.title)).toEqual([
        'English Grammar Mastery',
        'English for Beginners',
        'Conversational English',
        'Business English',
      ])
      expect(data?.[0]).toEqual({
        slug: 'english-grammar-mastery',
        title: 'English Grammar Mastery',
        rating: 4.5,
        premium: true,
        rating_text: '4.5',
      })
    })

    it('serves the four featured courses with the spec card fields', async () => {
      const { data } = await anon.from('courses').select('*').order('slug')
      expect(data).toHaveLength(4)
      expect(data?.filter((row) => row.is_premium)).toHaveLength(2)
      for (const course of data ?? []) {
        expect(course.rating).toBe(4.5)
        expect(course.duration).toBe('4 weeks')
        expect(['beginner', 'intermediate', 'advanced']).toContain(course.difficulty)
        expect(course.title_ar).toBeTruthy()
        expect(course.instructor_name).toBeTruthy()
      }
    })

    it('filters with eq, neq, gt, gte, lt, lte, like, ilike, is, in, not and or', async () => {
      const slugs = async (query: PromiseLike<{ data: { slug: string }[] | null }>) =>
        ((await query).data ?? []).map((row) => row.slug).sort()
      const base = () => anon.from('courses').select('slug')
      expect(await slugs(base().eq('difficulty', 'beginner'))).toEqual(['english-for-beginners'])
      expect(await slugs(base().neq('is_premium', true))).toEqual([
        'conversational-english',
        'english-for-beginners',
      ])
      expect(await slugs(base().gt('rating', 4.4))).toHaveLength(4)
      expect(await slugs(base().gte('rating', 4.5))).toHaveLength(4)
      expect(await slugs(base().lt('rating', 4.5))).toEqual([])
      expect(await slugs(base().lte('rating', 4.5))).toHaveLength(4)
      expect(await slugs(base().like('title_en', '%Business%'))).toEqual(['business-english'])
      expect(await slugs(base().ilike('title_en', '%grammar%'))).toEqual([
        'english-grammar-mastery',
      ])
      expect(await slugs(base().is('thumbnail_url', null))).toHaveLength(4)
      expect(await slugs(base().not('thumbnail_url', 'is', null))).toEqual([])
      expect(
        await slugs(base().in('slug', ['business-english', 'conversational-english', 'x,y'])),
      ).toEqual(['business-english', 'conversational-english'])
      expect(await slugs(base().not('difficulty', 'eq', 'intermediate'))).toEqual([
        'english-for-beginners',
        'english-grammar-mastery',
      ])
      expect(await slugs(base().or('difficulty.eq.beginner,difficulty.eq.advanced'))).toEqual([
        'english-for-beginners',
        'english-grammar-mastery',
      ])
      expect(
        await slugs(
          base().or('and(is_premium.is.true,difficulty.eq.advanced),slug.eq.business-english'),
        ),
      ).toEqual(['business-english', 'english-grammar-mastery'])
    })

    it('filters arrays with cs and cd', async () => {
      await service
        .from('profiles')
        .update({ badges: ['XP Level 100', 'XP Level 200'] })
        .eq('id', learnerId)
      const contains = await service
        .from('profiles')
        .select('id')
        .contains('badges', ['XP Level 100'])
      expect(contains.data?.map((row) => row.id)).toContain(learnerId)
      const containedBy = await service
        .from('profiles')
        .select('id')
        .containedBy('badges', ['XP Level 100', 'XP Level 200', 'XP Level 300'])
        .eq('id', learnerId)
      expect(containedBy.data).toEqual([{ id: learnerId }])
    })

    it('pages with limit, offset, range and the Range header, and counts exactly', async () => {
      const page = await anon
        .from('courses')
        .select('slug', { count: 'exact' })
        .order('slug')
        .range(1, 2)
      expect(page.error).toBeNull()
      expect(page.count).toBe(4)
      expect(page.status).toBe(206)
      expect(page.data?.map((row) => row.slug)).toEqual([
        'conversational-english',
        'english-for-beginners',
      ])

      const limited = await anon.from('courses').select('slug').order('slug').limit(1)
      expect(limited.data).toEqual([{ slug: 'business-english' }])

      const head = await anon.from('courses').select('*', { count: 'exact', head: true })
      expect(head.count).toBe(4)
      expect(head.data).toBeNull()

      const raw = await fetch(`${server.url}/rest/v1/courses?select=slug&order=slug`, {
        headers: { apikey: server.anonKey, range: '2-3', prefer: 'count=exact' },
      })
      expect(raw.status).toBe(206)
      expect(raw.headers.get('content-range')).toBe('2-3/4')
      expect(((await raw.json()) as { slug: string }[]).map((row) => row.slug)).toEqual([
        'english-for-beginners',
        'english-grammar-mastery',
      ])
      const all = await fetch(`${server.url}/rest/v1/courses?select=slug`, {
        headers: { apikey: server.anonKey },
      })
      expect(all.headers.get('content-range')).toBe('0-3/*')
    })

    it('returns one object for single(), and 406 PGRST116 for zero or many rows', async () => {
      const one = await anon.from('courses').select('slug').eq('slug', 'business-english').single()
      expect(one.data).toEqual({ slug: 'business-english' })
      const none = await anon.from('courses').select('slug').eq('slug', 'nope').single()
      expect(none.status).toBe(406)
      expect(none.error).toMatchObject({
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: 'The result contains 0 rows',
      })
      const many = await anon.from('courses').select('slug').single()
      expect(many.error?.details).toBe('The result contains 4 rows')
      const maybe = await anon.from('courses').select('slug').eq('slug', 'nope').maybeSingle()
      expect(maybe.error).toBeNull()
      expect(maybe.data).toBeNull()
    })

    it('calls functions with named arguments, with filters on set results', async () => {
      const search = await anon
        .rpc('search_courses', { query: 'english' })
        .select('slug')
        .eq('is_premium', true)
        .order('slug')
      expect(search.error).toBeNull()
      expect(search.data).toEqual([
        { slug: 'business-english' },
        { slug: 'english-grammar-mastery' },
      ])
      const scalar = await learner.rpc('is_admin')
      expect(scalar.data).toBe(false)
      const missing = await anon.rpc('no_such_function', { a: 1 })
      expect(missing.status).toBe(404)
      expect(missing.error?.code).toBe('PGRST202')
    })

    it('answers bad requests with PostgREST errors', async () => {
      const table = await anon.from('no_such_table').select('*')
      expect(table.status).toBe(404)
      expect(table.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      })
      const column = await anon.from('courses').select('nope')
      expect(column.status).toBe(400)
      expect(column.error?.code).toBe('42703')
      const payload = await learner.from('enrollments').insert({ nope: 1 })
      expect(payload.status).toBe(400)
      expect(payload.error?.code).toBe('PGRST204')
      const wrongType = await anon.from('courses').select('slug').eq('rating', 'high')
      expect(wrongType.status).toBe(400)
      expect(wrongType.error?.code).toBe('22P02')
      const badOperator = await fetch(`${server.url}/rest/v1/courses?rating=bigger.3`, {
        headers: { apikey: server.anonKey },
      })
      expect(badOperator.status).toBe(400)
      expect(((await badOperator.json()) as { code: string }).code).toBe('PGRST100')
      const relation = await anon.from('courses').select('slug, nothing(*)')
      expect(relation.error?.code).toBe('PGRST200')
    })

    it('rejects invalid and expired JWTs with 401', async () => {
      const invalid = await fetch(`${server.url}/rest/v1/courses`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}x` },
      })
      expect(invalid.status).toBe(401)
      expect(((await invalid.json()) as { code: string }).code).toBe('PGRST301')
      const { JwtService } = await import('../src/auth/jwt-service.js')
      const { INSECURE_DEV_JWT_SECRET } = await import('../src/env.js')
      const expiredToken = await new JwtService(INSECURE_DEV_JWT_SECRET).sign({
        role: 'authenticated',
        sub: learnerId,
        exp: Math.floor(Date.now() / 1000) - 60,
      })
      const expired = await fetch(`${server.url}/rest/v1/courses`, {
        headers: { apikey: server.anonKey, authorization: `Bearer ${expiredToken}` },
      })
      expect(expired.status).toBe(401)
      expect(await expired.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    })
  })
}
