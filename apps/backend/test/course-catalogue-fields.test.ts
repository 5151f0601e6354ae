import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

for (const engine of ENGINES) {
  describe(`course catalogue fields (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let anon: SupabaseClient

    beforeAll(() => {
      server = seeded.backends.server
      anon = server.client()
    })

    it('normalises Arabic as people type it: diacritics, tatweel, hamza forms, digits', async () => {
      const pairs: [string, string][] = [
        ['إِسْتِمَاعٌ', 'استماع'],
        ['الإنجليزية', 'الانجليزيه'],
        ['مـــدرســة', 'مدرسه'],
        ['آمال', 'امال'],
        ['مؤتمر', 'موتمر'],
        ['مستشفى', 'مستشفي'],
        ['درس ١٢', 'درس 12'],
        ['  Business\t English ', 'business english'],
      ]
      for (const [typed, expected] of pairs) {
        const { data, error } = await anon.rpc('normalize_search_text', { value: typed })
        expect(error).toBeNull()
        expect(data).toBe(expected)
      }
    })

    it('gives the seeded courses subject, CEFR level and a cover in Storage', async () => {
      const { data } = await anon
        .from('courses')
        .select('slug, subject, level, cover_path, is_published')
        .order('slug')
      expect(data).toEqual([
        {
          slug: 'business-english',
          subject: 'english',
          level: 'B1',
          cover_path: 'business-english.640w.webp',
          is_published: true,
        },
        {
          slug: 'conversational-english',
          subject: 'english',
          level: 'B1',
          cover_path: 'conversational-english.640w.webp',
          is_published: true,
        },
        {
          slug: 'english-for-beginners',
          subject: 'english',
          level: 'A1',
          cover_path: 'english-for-beginners.640w.webp',
          is_published: true,
        },
        {
          slug: 'english-grammar-mastery',
          subject: 'english',
          level: 'C1',
          cover_path: 'english-grammar-mastery.640w.webp',
          is_published: true,
        },
      ])
    })

    it('shows a draft only to its owner and to admins, and refuses levels outside A1–C1', async () => {
      const service = server.client(server.serviceKey)
      const email = uniqueEmail('owner')
      const ownerId = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name: 'Draft Owner',
        userType: 'teacher',
      })
      const slug = `draft-${Date.now()}`
      const draft = {
        slug,
        title_en: 'Draft',
        title_ar: 'مسودة',
        description_en: 'Not yet out.',
        description_ar: 'لم ينشر بعد.',
        instructor_name: 'Draft Owner',
        difficulty: 'beginner',
        duration: '2 weeks',
        owner_id: ownerId,
        is_published: false,
      }
      expect((await service.from('courses').insert(draft)).error).toBeNull()
      const owner = await server.signedInClient(email, 'secret123')
      expect(
        (await owner.from('courses').select('slug, is_published').eq('slug', slug)).data,
      ).toEqual([{ slug, is_published: false }])
      expect((await anon.from('courses').select('slug').eq('slug', slug)).data).toEqual([])
      const student = await server.signedInClient('student@splendid.test', 'student123')
      expect((await student.from('courses').select('slug').eq('slug', slug)).data).toEqual([])
      const badLevel = await service.from('courses').update({ level: 'C2' }).eq('slug', slug)
      expect(badLevel.error?.code).toBe('23514')
    })
  })
}
