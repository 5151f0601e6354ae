import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'

for (const engine of ENGINES) {
  describe(`data API through supabase-js (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let anon: SupabaseClient
    let service: SupabaseClient
    let learner: SupabaseClient
    let learnerId: string
    let courseIds: Record<string, string>

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      anon = server.client()
      service = server.client(server.serviceKey)
      const email = uniqueEmail('rest')
      learnerId = await createConfirmedUser(database.db, {
        email,
        password: 'learner123',
        name: 'Rest Learner',
        userType: 'student',
      })
      learner = server.client()
      const { error } = await learner.auth.signInWithPassword({ email, password: 'learner123' })
      expect(error).toBeNull()
      const { data } = await anon.from('courses').select('id, slug')
      courseIds = Object.fromEntries((data ?? []).map((row) => [row.slug, row.id]))
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
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
      expect(await slugs(base().is('thumbnail_url', null))).toEqual([])
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

    it('inserts, upserts, updates and deletes rows as the signed-in user', async () => {
      const beginner = courseIds['english-for-beginners'] ?? ''
      const business = courseIds['business-english'] ?? ''
      // Learners enrol and leave; progress_percent moves only through rpc('complete_lesson')
      // (supabase/migrations/20250101000400_lesson_progress.sql), so the upsert and updates
      // below run as the service role.
      const inserted = await learner
        .from('enrollments')
        .insert({ course_id: beginner })
        .select('user_id, course_id, progress_percent')
        .single()
      expect(inserted.error).toBeNull()
      expect(inserted.status).toBe(201)
      expect(inserted.data).toEqual({
        user_id: learnerId,
        course_id: beginner,
        progress_percent: 0,
      })

      const duplicate = await learner.from('enrollments').insert({ course_id: beginner })
      expect(duplicate.status).toBe(409)
      expect(duplicate.error?.code).toBe('23505')

      const upserted = await service
        .from('enrollments')
        .upsert(
          [
            { user_id: learnerId, course_id: beginner, progress_percent: 40 },
            { user_id: learnerId, course_id: business, progress_percent: 5 },
          ],
          { onConflict: 'user_id,course_id' },
        )
        .select('course_id, progress_percent')
      expect(upserted.error).toBeNull()
      expect(upserted.data).toHaveLength(2)
      const ignored = await learner
        .from('enrollments')
        .upsert(
          { user_id: learnerId, course_id: beginner },
          {
            onConflict: 'user_id,course_id',
            ignoreDuplicates: true,
          },
        )
        .select()
      expect(ignored.data).toEqual([])

      const updated = await service
        .from('enrollments')
        .update({ progress_percent: 75 })
        .eq('user_id', learnerId)
        .eq('course_id', beginner)
        .select('progress_percent')
      expect(updated.data).toEqual([{ progress_percent: 75 }])
      const minimal = await service
        .from('enrollments')
        .update({ progress_percent: 80 })
        .eq('user_id', learnerId)
        .eq('course_id', beginner)
      expect(minimal.status).toBe(204)

      const embedded = await learner
        .from('enrollments')
        .select('progress_percent, course:courses(slug, title_en)')
        .order('progress_percent', { ascending: false })
      expect(embedded.error).toBeNull()
      expect(embedded.data).toEqual([
        {
          progress_percent: 80,
          course: { slug: 'english-for-beginners', title_en: 'English for Beginners' },
        },
        { progress_percent: 5, course: { slug: 'business-english', title_en: 'Business English' } },
      ])

      const toMany = await learner
        .from('courses')
        .select('slug, enrollments(progress_percent)')
        .eq('slug', 'english-for-beginners')
        .single()
      expect(toMany.data).toEqual({
        slug: 'english-for-beginners',
        enrollments: [{ progress_percent: 80 }],
      })

      const inner = await learner
        .from('courses')
        .select('slug, enrollments!inner(progress_percent)')
        .order('slug')
      expect(inner.data?.map((row) => row.slug)).toEqual([
        'business-english',
        'english-for-beginners',
      ])

      const deleted = await learner
        .from('enrollments')
        .delete()
        .eq('course_id', business)
        .select('course_id')
      expect(deleted.data).toEqual([{ course_id: business }])
      const left = await learner
        .from('enrollments')
        .select('course_id', { count: 'exact', head: true })
      expect(left.count).toBe(1)
    })

    it('rolls back a mutation that single() rejects', async () => {
      const before = await anon.from('courses').select('slug, rating').eq('is_premium', true)
      const result = await service
        .from('courses')
        .update({ rating: 1.0 })
        .eq('is_premium', true)
        .select('slug')
        .single()
      expect(result.status).toBe(406)
      expect(result.error?.code).toBe('PGRST116')
      const after = await anon.from('courses').select('slug, rating').eq('is_premium', true)
      expect(after.data).toEqual(before.data)
    })

    it('strips nulls on request and rolls back with Prefer: tx=rollback', async () => {
      const stripped = await fetch(
        `${server.url}/rest/v1/profiles?select=id,subscription_expires_at&id=eq.${learnerId}`,
        {
          headers: {
            apikey: server.serviceKey,
            authorization: `Bearer ${server.serviceKey}`,
            accept: 'application/vnd.pgrst.object+json;nulls=stripped',
          },
        },
      )
      expect(await stripped.json()).toEqual({ id: learnerId })
      const rolledBack = await service
        .from('courses')
        .update({ duration: '9 weeks' })
        .eq('slug', 'business-english')
        .select('duration')
        .rollback()
      expect(rolledBack.data).toEqual([{ duration: '9 weeks' }])
      const kept = await anon
        .from('courses')
        .select('duration')
        .eq('slug', 'business-english')
        .single()
      expect(kept.data).toEqual({ duration: '4 weeks' })
    })

    it('inserts in bulk and orders nulls first or last', async () => {
      const rows = ['bulk-one', 'bulk-two'].map((slug, index) => ({
        slug,
        title_en: slug,
        title_ar: slug,
        description_en: 'bulk',
        description_ar: 'bulk',
        instructor_name: 'Bulk',
        difficulty: 'beginner',
        duration: '1 week',
        ...(index === 0 ? { thumbnail_url: null } : {}),
      }))
      const inserted = await service
        .from('courses')
        .insert(rows)
        .select('slug, thumbnail_url, rating')
      expect(inserted.status).toBe(201)
      expect(inserted.data).toEqual([
        { slug: 'bulk-one', thumbnail_url: null, rating: 0 },
        { slug: 'bulk-two', thumbnail_url: null, rating: 0 },
      ])
      const nullsFirst = await anon
        .from('courses')
        .select('slug')
        .order('thumbnail_url', { ascending: true, nullsFirst: true })
        .order('slug')
        .limit(2)
      expect(nullsFirst.data).toEqual([{ slug: 'bulk-one' }, { slug: 'bulk-two' }])
      const nullsLast = await anon
        .from('courses')
        .select('slug')
        .order('thumbnail_url', { ascending: true, nullsFirst: false })
        .order('slug')
      expect(nullsLast.data?.slice(-2)).toEqual([{ slug: 'bulk-one' }, { slug: 'bulk-two' }])
      expect(nullsLast.data?.[0]).not.toEqual({ slug: 'bulk-one' })
      const removed = await service.from('courses').delete().like('slug', 'bulk-%')
      expect(removed.status).toBe(204)
      expect(
        (await anon.from('courses').select('slug', { count: 'exact', head: true })).count,
      ).toBe(4)
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
