import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

async function slugs(client: SupabaseClient, args: Record<string, string>): Promise<string[]> {
  const { data, error } = await client.rpc('search_courses', args).select('slug')
  expect(error).toBeNull()
  return ((data ?? []) as unknown as { slug: string }[]).map((row) => row.slug)
}

for (const engine of ENGINES) {
  describe(`course search (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let anon: SupabaseClient

    beforeAll(() => {
      server = seeded.backends.server
      anon = server.client()
    })

    it('finds a course in Arabic however it is typed, and in English case-insensitively', async () => {
      const { data: course } = await anon
        .from('courses')
        .select('slug, title_ar, title_en')
        .eq('slug', 'english-for-beginners')
        .single()
      const titleAr = String(course?.title_ar)
      const variants = [
        titleAr,
        titleAr.replaceAll('ا', 'ا\u064E'),
        titleAr.replace(/(.)(.)/u, '$1\u0640\u0640$2'),
      ]
      for (const q of variants) expect(await slugs(anon, { q })).toContain('english-for-beginners')
      expect(await slugs(anon, { q: 'الانجليزيه' }).then((found) => found.length)).toBeGreaterThan(
        0,
      )
      expect(await slugs(anon, { q: String(course?.title_en).toUpperCase() })).toContain(
        'english-for-beginners',
      )
      expect(await slugs(anon, { q: 'zzz-no-such-course' })).toEqual([])
    })

    it('filters by subject, level and access', async () => {
      expect(await slugs(anon, { level: 'C1' })).toEqual(['english-grammar-mastery'])
      expect((await slugs(anon, { access: 'premium' })).sort()).toEqual([
        'business-english',
        'english-grammar-mastery',
      ])
      expect((await slugs(anon, { access: 'free' })).sort()).toEqual([
        'conversational-english',
        'english-for-beginners',
      ])
      expect(await slugs(anon, { subject: 'math' })).toEqual([])
      expect((await slugs(anon, { subject: 'english' })).length).toBe(4)
    })

    it('sorts by popularity, rating and newest, and pages with a total', async () => {
      const service = server.client(server.serviceKey)
      const { data: rows } = await service.from('courses').select('slug, rating, created_at')
      const all = rows ?? []
      const byRating = await slugs(anon, { sort: 'rating' })
      const ratings = byRating.map((slug) => Number(all.find((row) => row.slug === slug)?.rating))
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
      const newest = await slugs(anon, { sort: 'newest' })
      const times = newest.map((slug) =>
        Date.parse(String(all.find((r) => r.slug === slug)?.created_at)),
      )
      expect(times).toEqual([...times].sort((a, b) => b - a))

      const { data: courseIds } = await service.from('courses').select('id, slug')
      const idOf = (slug: string) => courseIds?.find((row) => row.slug === slug)?.id
      for (const [name, courseSlugs] of [
        ['pop-a', ['conversational-english', 'english-for-beginners']],
        ['pop-b', ['conversational-english']],
      ] as const) {
        const userId = await createConfirmedUser(seeded.database.db, {
          email: uniqueEmail(name),
          password: 'secret123',
          name,
          userType: 'student',
        })
        for (const slug of courseSlugs) {
          const enrol = await service
            .from('enrollments')
            .insert({ user_id: userId, course_id: idOf(slug) })
          expect(enrol.error).toBeNull()
        }
      }
      expect((await slugs(anon, { sort: 'popular' })).slice(0, 2)).toEqual([
        'conversational-english',
        'english-for-beginners',
      ])
      const { data: counts } = await service.from('enrollments').select('course_id, courses(slug)')
      const learners = new Map<string, number>()
      for (const row of (counts ?? []) as unknown as { courses: { slug: string } }[]) {
        learners.set(row.courses.slug, (learners.get(row.courses.slug) ?? 0) + 1)
      }
      const popular = await slugs(anon, { sort: 'popular' })
      const popularity = popular.map((slug) => learners.get(slug) ?? 0)
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a))

      const page = await anon
        .rpc('search_courses', { sort: 'newest' }, { count: 'exact' })
        .select('slug')
        .range(1, 2)
      expect(page.error).toBeNull()
      expect(page.count).toBe(4)
      expect((page.data as unknown as { slug: string }[]).map((row) => row.slug)).toEqual(
        newest.slice(1, 3),
      )
    })

    it('never finds a draft, not even for its owner', async () => {
      const service = server.client(server.serviceKey)
      const email = uniqueEmail('search-owner')
      const ownerId = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name: 'Search Owner',
        userType: 'teacher',
      })
      const slug = `draft-search-${Date.now()}`
      const insert = await service.from('courses').insert({
        slug,
        title_en: 'Secret Draft Course',
        title_ar: 'دورة سرية',
        description_en: 'Not yet out.',
        description_ar: 'لم ينشر بعد.',
        instructor_name: 'Search Owner',
        difficulty: 'beginner',
        duration: '2 weeks',
        owner_id: ownerId,
        is_published: false,
      })
      expect(insert.error).toBeNull()
      expect(await slugs(anon, { q: 'secret draft' })).toEqual([])
      const student = await server.signedInClient('student@splendid.test', 'student123')
      expect(await slugs(student, { q: 'دورة سرية' })).toEqual([])
      const owner = await server.signedInClient(email, 'secret123')
      expect(await slugs(owner, { q: 'secret draft' })).toEqual([])
    })

    it('answers bad parameters with a clear 400', async () => {
      for (const args of [
        { sort: 'cheapest' },
        { access: 'gratis' },
        { level: 'C2' },
        { q: 'x'.repeat(201) },
      ]) {
        const { error, status } = await anon.rpc('search_courses', args)
        expect(status).toBe(400)
        expect(error?.code).toBe('22023')
      }
    })
  })
}
