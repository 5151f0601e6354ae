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
    let courseIds: Record<string, string>

    beforeAll(() => {
      server = suite.server
      anon = suite.anon
      service = suite.service
      learner = suite.learner
      learnerId = suite.learnerId
      courseIds = suite.courseIds
    })

    it('inserts, upserts, updates and deletes rows as the signed-in user', async () => {
      const beginner = courseIds['english-for-beginners'] ?? ''
      const business = courseIds['business-english'] ?? ''
      // Learners enrol and leave; progress_percent moves only through the completion RPCs
      // (supabase/migrations/20250201000200_lesson_completion.sql), so the upsert and updates
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
        is_published: true,
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
      // The seeded courses have a cover and the new ones none.
      const mixed = ['bulk-one', 'bulk-two', 'business-english', 'english-for-beginners']
      const nullsFirst = await anon
        .from('courses')
        .select('slug')
        .in('slug', mixed)
        .order('cover_path', { ascending: true, nullsFirst: true })
        .order('slug')
        .limit(2)
      expect(nullsFirst.data).toEqual([{ slug: 'bulk-one' }, { slug: 'bulk-two' }])
      const nullsLast = await anon
        .from('courses')
        .select('slug')
        .in('slug', mixed)
        .order('cover_path', { ascending: true, nullsFirst: false })
        .order('slug')
      expect(nullsLast.data?.slice(-2)).toEqual([{ slug: 'bulk-one' }, { slug: 'bulk-two' }])
      expect(nullsLast.data?.[0]).not.toEqual({ slug: 'bulk-one' })
      const removed = await service.from('courses').delete().like('slug', 'bulk-%')
      expect(removed.status).toBe(204)
      expect(
        (await anon.from('courses').select('slug', { count: 'exact', head: true })).count,
      ).toBe(4)
    })
  })
}
