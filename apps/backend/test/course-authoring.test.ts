import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { courseDraft, QUIZ } from './support/authoring-fixtures.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Course authoring (supabase/migrations/20250501000000_course_authoring.sql): who may write a
// course, its outline, content, quiz keys and media — all decided by the database.

interface Person {
  id: string
  client: SupabaseClient
}

for (const engine of ENGINES) {
  describe(`course authoring (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacherA: Person
    let teacherB: Person
    let learner: Person
    let admin: Person

    async function person(name: string, userType: 'student' | 'teacher', isAdmin = false) {
      const email = uniqueEmail(name)
      const id = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name,
        userType,
        ...(isAdmin ? { appMetadata: { role: 'admin' } } : {}),
      })
      return { id, client: await server.signedInClient(email, 'secret123') }
    }

    /** A draft of teacher A with one chapter holding a video, a reading and a quiz lesson. */
    async function outlinedCourse() {
      const slug = `authoring-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
      const created = await teacherA.client
        .from('courses')
        .insert({ ...courseDraft(slug), owner_id: teacherA.id, rating: 5 })
        .select('id, rating, is_published')
        .single()
      expect(created.error).toBeNull()
      const courseId = created.data?.id as string
      const chapter = await teacherA.client
        .from('course_chapters')
        .insert({ course_id: courseId, position: 0, title_en: 'Basics', title_ar: 'الأساسيات' })
        .select('id')
        .single()
      expect(chapter.error).toBeNull()
      const chapterId = chapter.data?.id as string
      const lessons = await teacherA.client
        .from('lessons')
        .insert(
          (['video', 'reading', 'quiz'] as const).map((kind, position) => ({
            course_id: courseId,
            chapter_id: chapterId,
            position,
            slug: `${kind}-lesson`,
            kind,
            title_en: `A ${kind}`,
            title_ar: `درس ${position + 1}`,
            duration_seconds: 60,
          })),
        )
        .select('id, kind')
      expect(lessons.error).toBeNull()
      const idOf = (kind: string) => lessons.data?.find((row) => row.kind === kind)?.id as string
      return {
        slug,
        courseId,
        chapterId,
        video: idOf('video'),
        reading: idOf('reading'),
        quiz: idOf('quiz'),
        created: created.data,
      }
    }

    async function problemCodes(client: SupabaseClient, courseId: string) {
      const { data, error } = await client.rpc('course_publish_problems', { course_id: courseId })
      expect(error).toBeNull()
      return (data as { code: string; lang: string | null }[]).map((row) =>
        row.lang === null ? row.code : `${row.code}:${row.lang}`,
      )
    }

    beforeAll(async () => {
      server = seeded.backends.server
      teacherA = await person('teacher-a', 'teacher')
      teacherB = await person('teacher-b', 'teacher')
      learner = await person('learner', 'student')
      admin = await person('admin', 'student', true)
      await seeded.database.db.query(
        `insert into storage.buckets (id, name, public, allowed_mime_types)
         values ('course-media', 'course-media', false, '{text/vtt,video/webm,video/mp4}')
         on conflict (id) do nothing`,
      )
    })

    it('lets a teacher create a draft they own, hidden from everyone else', async () => {
      const { slug, courseId, created } = await outlinedCourse()
      // The rating is not the author's to set; new courses are drafts.
      expect(created).toMatchObject({ rating: 0, is_published: false })
      for (const other of [learner, teacherB]) {
        expect((await other.client.from('courses').select('id').eq('id', courseId)).data).toEqual(
          [],
        )
      }
      expect((await server.client().from('courses').select('id').eq('slug', slug)).data).toEqual([])
      expect((await admin.client.from('courses').select('slug').eq('id', courseId)).data).toEqual([
        { slug },
      ])
    })

    it('refuses courses from learners, for someone else, or published at once', async () => {
      const byLearner = await learner.client
        .from('courses')
        .insert({ ...courseDraft(`learner-${Date.now()}`), owner_id: learner.id })
      expect(byLearner.error?.code).toBe('42501')
      const forSomeoneElse = await teacherB.client
        .from('courses')
        .insert({ ...courseDraft(`other-${Date.now()}`), owner_id: teacherA.id })
      expect(forSomeoneElse.error?.code).toBe('42501')
      const published = await teacherA.client.from('courses').insert({
        ...courseDraft(`at-once-${Date.now()}`),
        owner_id: teacherA.id,
        is_published: true,
      })
      expect(published.status).toBe(400)
      expect(published.error?.details).toBe('authoring_course_incomplete')
    })

    it("keeps another teacher out of a course's rows, content, keys and media", async () => {
      const { slug, courseId, chapterId, reading } = await outlinedCourse()
      const b = teacherB.client
      expect(
        (await b.from('courses').update({ title_en: 'Mine now' }).eq('id', courseId).select()).data,
      ).toEqual([])
      expect((await b.from('courses').delete().eq('id', courseId).select()).data).toEqual([])
      expect(
        (
          await b
            .from('course_chapters')
            .insert({ course_id: courseId, position: 5, title_en: 'x', title_ar: 'س' })
        ).error?.code,
      ).toBe('42501')
      expect(
        (await b.from('lessons').update({ title_en: 'Hijacked' }).eq('id', reading).select()).data,
      ).toEqual([])
      expect(
        (await b.from('lesson_contents').insert({ lesson_id: reading, body_en: 'x' })).error?.code,
      ).toBe('42501')
      const reorder = await b.rpc('reorder_course_chapters', {
        course_id: courseId,
        chapter_ids: [chapterId],
      })
      expect(reorder.status).toBe(403)
      const upload = await b.storage
        .from('course-media')
        .upload(`${slug}/intruder.vtt`, new Blob(['WEBVTT\n'], { type: 'text/vtt' }))
      expect(upload.error).not.toBeNull()
      const own = await teacherA.client.storage
        .from('course-media')
        .upload(`${slug}/own.vtt`, new Blob(['WEBVTT\n'], { type: 'text/vtt' }))
      expect(own.error).toBeNull()
      // The admin edits every course.
      const byAdmin = await admin.client
        .from('courses')
        .update({ title_en: 'Everyday Arabic, revised' })
        .eq('id', courseId)
        .select('title_en')
      expect(byAdmin.data).toEqual([{ title_en: 'Everyday Arabic, revised' }])
    })

    it('reorders chapters and lessons, moving lessons across chapters, and refuses bad orders', async () => {
      const { courseId, chapterId, video, reading, quiz } = await outlinedCourse()
      const a = teacherA.client
      const second = await a
        .from('course_chapters')
        .insert({ course_id: courseId, position: 1, title_en: 'More', title_ar: 'المزيد' })
        .select('id')
        .single()
      const secondId = second.data?.id as string
      expect(
        (
          await a.rpc('reorder_course_chapters', {
            course_id: courseId,
            chapter_ids: [secondId, chapterId],
          })
        ).error,
      ).toBeNull()
      expect(
        (await a.rpc('reorder_chapter_lessons', { chapter_id: secondId, lesson_ids: [quiz] }))
          .error,
      ).toBeNull()
      expect(
        (
          await a.rpc('reorder_chapter_lessons', {
            chapter_id: chapterId,
            lesson_ids: [reading, video],
          })
        ).error,
      ).toBeNull()
      const chapters = await a
        .from('course_chapters')
        .select('id, position, lessons(id, position)')
        .eq('course_id', courseId)
        .order('position')
        .order('position', { referencedTable: 'lessons' })
      expect(chapters.data).toEqual([
        { id: secondId, position: 0, lessons: [{ id: quiz, position: 0 }] },
        {
          id: chapterId,
          position: 1,
          lessons: [
            { id: reading, position: 0 },
            { id: video, position: 1 },
          ],
        },
      ])
      // Leaving out a lesson of the chapter, or repeating one, is refused.
      for (const lessonIds of [[reading], [reading, video, video]]) {
        const bad = await a.rpc('reorder_chapter_lessons', {
          chapter_id: chapterId,
          lesson_ids: lessonIds,
        })
        expect(bad.error?.details).toBe('authoring_order_invalid')
      }
      const missing = await a.rpc('reorder_course_chapters', {
        course_id: courseId,
        chapter_ids: [chapterId],
      })
      expect(missing.error?.details).toBe('authoring_order_invalid')
    })

    it('saves a quiz with its keys, readable by its author and never by learners', async () => {
      const { quiz } = await outlinedCourse()
      const a = teacherA.client
      const saved = await a.rpc('save_quiz', { lesson_id: quiz, pass_mark: 70, questions: QUIZ })
      expect(saved.error).toBeNull()
      const ids = saved.data as string[]
      expect(ids).toHaveLength(2)
      const keys = await a
        .from('quiz_answer_keys')
        .select('question_id, correct_option_ids, accepted_answers')
        .in('question_id', ids)
      expect(keys.data).toHaveLength(2)
      expect(
        (await learner.client.from('quiz_answer_keys').select('question_id').in('question_id', ids))
          .data,
      ).toEqual([])
      expect(
        (
          await teacherB.client
            .from('quiz_answer_keys')
            .select('question_id')
            .in('question_id', ids)
        ).data,
      ).toEqual([])
      // Re-saving keeps the ids of listed questions and drops the others.
      const first = { ...QUIZ[0], id: ids[0] }
      const resaved = await a.rpc('save_quiz', {
        lesson_id: quiz,
        pass_mark: 80,
        questions: [first],
      })
      expect(resaved.data).toEqual([ids[0]])
      expect((await a.from('quiz_questions').select('id').eq('lesson_id', quiz)).data).toEqual([
        { id: ids[0] },
      ])
      const invalid = [
        [{ ...QUIZ[0], correct_option_ids: ['a', 'b'] }],
        [{ ...QUIZ[0], correct_option_ids: ['z'] }],
        [{ ...QUIZ[0], options: [QUIZ[0]?.options?.[0]] }],
        [{ ...QUIZ[1], accepted_answers: ['  '] }],
        [{ ...QUIZ[1], prompt_ar: '' }],
      ]
      for (const questions of invalid) {
        const refused = await a.rpc('save_quiz', { lesson_id: quiz, pass_mark: 80, questions })
        expect(refused.error?.details).toBe('authoring_quiz_invalid')
      }
      // Nothing of a refused save was kept.
      expect((await a.from('quiz_questions').select('id').eq('lesson_id', quiz)).data).toEqual([
        { id: ids[0] },
      ])
      const byOther = await teacherB.client.rpc('save_quiz', {
        lesson_id: quiz,
        pass_mark: 0,
        questions: [],
      })
      expect(byOther.status).toBe(403)
    })

    it('publishes only a complete course, then shows it to learners', async () => {
      const { slug, courseId, video, reading, quiz } = await outlinedCourse()
      const a = teacherA.client
      expect(await problemCodes(a, courseId)).toEqual([
        'caption_missing:ar',
        'caption_missing:en',
        'video_missing',
        'reading_missing:ar',
        'reading_missing:en',
        'quiz_no_questions',
        'quiz_pass_mark_missing',
      ])
      const early = await a.from('courses').update({ is_published: true }).eq('id', courseId)
      expect(early.error?.details).toBe('authoring_course_incomplete')
      expect(early.error?.message).toContain('video_missing')
      expect(
        (await learner.client.rpc('course_publish_problems', { course_id: courseId })).status,
      ).toBe(403)

      const contents = await a.from('lesson_contents').insert([
        {
          lesson_id: video,
          video_path: `${slug}/video-lesson.webm`,
          caption_en_path: `${slug}/video-lesson.en.vtt`,
          caption_ar_path: `${slug}/video-lesson.ar.vtt`,
          transcript_en: 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello there.\n',
          transcript_ar: 'WEBVTT\n\n00:00.000 --> 00:02.000\nمرحبا.\n',
        },
        {
          lesson_id: reading,
          body_en: '# Greetings\n\nSay hello.',
          body_ar: '# التحيات\n\nقل مرحبا.',
        },
      ])
      expect(contents.error).toBeNull()
      expect(
        (await a.rpc('save_quiz', { lesson_id: quiz, pass_mark: 60, questions: QUIZ })).error,
      ).toBeNull()
      expect(await problemCodes(a, courseId)).toEqual([])

      const published = await a
        .from('courses')
        .update({ is_published: true, rating: 5 })
        .eq('id', courseId)
        .select('is_published, rating')
      expect(published.data).toEqual([{ is_published: true, rating: 0 }])
      expect((await learner.client.from('courses').select('slug').eq('id', courseId)).data).toEqual(
        [{ slug }],
      )
      const slugChange = await a
        .from('courses')
        .update({ slug: `${slug}-x` })
        .eq('id', courseId)
      expect(slugChange.error?.details).toBe('authoring_slug_fixed')

      // An enrolled learner keeps the course when it is unpublished, and it cannot be deleted.
      expect(
        (await learner.client.from('enrollments').insert({ course_id: courseId })).error,
      ).toBeNull()
      expect(
        (await a.from('courses').update({ is_published: false }).eq('id', courseId)).error,
      ).toBeNull()
      expect((await learner.client.from('courses').select('slug').eq('id', courseId)).data).toEqual(
        [{ slug }],
      )
      expect(
        (await learner.client.from('lesson_contents').select('body_en').eq('lesson_id', reading))
          .data,
      ).toEqual([{ body_en: '# Greetings\n\nSay hello.' }])
      expect((await teacherB.client.from('courses').select('id').eq('id', courseId)).data).toEqual(
        [],
      )
      const deleted = await a.from('courses').delete().eq('id', courseId)
      expect(deleted.error?.details).toBe('authoring_course_has_learners')

      // Only the course's editors may ask whether it has learners.
      expect((await a.rpc('course_has_learners', { course_id: courseId })).data).toBe(true)
      for (const other of [teacherB.client, learner.client]) {
        const asked = await other.rpc('course_has_learners', { course_id: courseId })
        expect(asked.error?.code).toBe('42501')
      }
    })

    it('lets a teacher delete a draft nobody follows, with its outline', async () => {
      const { courseId, chapterId } = await outlinedCourse()
      const deleted = await teacherA.client.from('courses').delete().eq('id', courseId).select('id')
      expect(deleted.data).toEqual([{ id: courseId }])
      const left = await seeded.database.db.query(
        'select count(*)::int as n from public.course_chapters where id = $1',
        [chapterId],
      )
      expect(left.rows).toEqual([{ n: 0 }])
    })
  })
}
