import { beforeAll, describe, expect, it } from 'vitest'
import { courseDraft, QUIZ } from './support/authoring-fixtures.js'
import { ENGINES, type TestBackend } from './support/backend-harness.js'
import { newPerson, type Person } from './support/people.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The content bank's media (20250514000000_bank_media.sql): staff upload into their own folder
// of the public bucket, describe and tag the files (staff-only rows), find them by title, and
// attach them to bank questions.

const PNG = new Blob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 0])], {
  type: 'image/png',
})

for (const engine of ENGINES) {
  describe(`content bank media (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacher: Person
    let other: Person
    let learner: Person
    let admin: Person

    beforeAll(async () => {
      server = seeded.backends.server
      const { db } = seeded.database
      await db.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ('bank-media', 'bank-media', true, 10485760, '{image/png,image/jpeg,audio/mpeg}')
         on conflict (id) do nothing`,
      )
      teacher = await newPerson(db, server, 'media-teacher', 'teacher')
      other = await newPerson(db, server, 'media-other', 'teacher')
      learner = await newPerson(db, server, 'media-learner', 'student')
      admin = await newPerson(db, server, 'media-admin', 'student', { admin: true })
    })

    const files = (who: Person) => who.client.storage.from('bank-media')

    it('lets staff upload into their own folder and describe the file; nobody else', async () => {
      const path = `${teacher.id}/market.png`
      expect((await files(teacher).upload(path, PNG)).error).toBeNull()
      expect((await files(other).upload(`${teacher.id}/x.png`, PNG)).error).not.toBeNull()
      expect((await files(learner).upload(`${learner.id}/x.png`, PNG)).error).not.toBeNull()

      const described = await teacher.client
        .from('bank_media')
        .insert({
          path,
          kind: 'image',
          title_en: 'A market in Cairo',
          title_ar: 'سوق في القاهرة',
          level: 'A2',
        })
        .select('id, created_by')
        .single()
      expect(described.error).toBeNull()
      expect(described.data?.created_by).toBe(teacher.id)
      const elsewhere = await other.client
        .from('bank_media')
        .insert({ path: `${teacher.id}/market.png`, kind: 'image', title_en: 'Not mine' })
      expect(elsewhere.error).not.toBeNull()
      const byLearner = await learner.client
        .from('bank_media')
        .insert({ path: `${learner.id}/x.png`, kind: 'image', title_en: 'Mine' })
      expect(byLearner.error).not.toBeNull()
      expect((await learner.client.from('bank_media').select('id')).data ?? []).toEqual([])

      const shown = await fetch(`${server.url}/storage/v1/object/public/bank-media/${path}`)
      expect(shown.status).toBe(200)
    })

    it('finds media by title in either language, with filters', async () => {
      await files(teacher).upload(
        `${teacher.id}/call.mp3`,
        new Blob([new Uint8Array([73, 68, 51])], { type: 'audio/mpeg' }),
      )
      await teacher.client.from('bank_media').insert({
        path: `${teacher.id}/call.mp3`,
        kind: 'audio',
        title_en: 'A phone call',
        title_ar: 'مكالمة هاتفية',
        skill: 'listening',
      })
      const search = async (args: Record<string, string>) =>
        ((await other.client.rpc('search_bank_media', args)).data as { title_en: string }[]).map(
          (m) => m.title_en,
        )
      expect(await search({ q: 'القاهره' })).toEqual(['A market in Cairo'])
      expect(await search({ q: 'phone', kind: 'audio', skill: 'listening' })).toEqual([
        'A phone call',
      ])
      expect(await search({ q: 'phone', kind: 'image' })).toEqual([])
    })

    it('attaches media to a question; unknown media is refused, deleted media lets go', async () => {
      const { data: media } = await teacher.client
        .from('bank_media')
        .select('id, path')
        .eq('kind', 'image')
        .single()
      const question = {
        kind: 'single',
        prompt_en: 'Where is this?',
        options: [
          { id: 'a', text_en: 'A market', text_ar: '' },
          { id: 'b', text_en: 'A school', text_ar: '' },
        ],
        correct_option_ids: ['a'],
      }
      const saved = await teacher.client.rpc('save_bank_question', {
        question: { ...question, media_id: media?.id },
      })
      expect(saved.error).toBeNull()
      expect(saved.data).toMatchObject({ media_id: media?.id })
      const unknown = await teacher.client.rpc('save_bank_question', {
        question: { ...question, media_id: '00000000-0000-4000-8000-000000000000' },
      })
      expect(unknown.error?.details).toBe('bank_question_invalid')
      expect(JSON.parse(String(unknown.error?.hint)).field).toBe('media')

      // Only the author or an admin removes it.
      expect(
        (await other.client.from('bank_media').delete().eq('id', media?.id).select()).data ?? [],
      ).toEqual([])
      expect((await files(other).remove([String(media?.path)])).data ?? []).toEqual([])
      const removed = await admin.client
        .from('bank_media')
        .delete()
        .eq('id', media?.id)
        .select('id')
      expect(removed.data).toEqual([{ id: media?.id }])
      const { rows } = await seeded.database.db.query(
        'select media_id from public.bank_questions where id = $1',
        [(saved.data as { id: string }).id],
      )
      expect(rows).toEqual([{ media_id: null }])
    })

    it('lets a quiz show a bank file (only a bank file), and keeps the file while a quiz shows it', async () => {
      const path = `${teacher.id}/quiz-picture.png`
      await files(teacher).upload(path, PNG)
      const media = await teacher.client
        .from('bank_media')
        .insert({ path, kind: 'image', title_en: 'Quiz picture' })
        .select('id')
        .single()
      const slug = `bank-media-quiz-${Date.now()}`
      const course = await teacher.client
        .from('courses')
        .insert({ ...courseDraft(slug), owner_id: teacher.id })
        .select('id')
        .single()
      const courseId = course.data?.id as string
      const chapter = await teacher.client
        .from('course_chapters')
        .insert({ course_id: courseId, position: 0, title_en: 'One', title_ar: 'واحد' })
        .select('id')
        .single()
      const lesson = await teacher.client
        .from('lessons')
        .insert({
          course_id: courseId,
          chapter_id: chapter.data?.id,
          position: 0,
          slug: 'quiz',
          kind: 'quiz',
          title_en: 'Quiz',
          title_ar: 'اختبار',
          duration_seconds: 60,
        })
        .select('id')
        .single()
      const lessonId = lesson.data?.id as string
      const [first, second] = QUIZ
      const elsewhere = await teacher.client.rpc('save_quiz', {
        lesson_id: lessonId,
        pass_mark: 50,
        questions: [{ ...first, media_path: `${teacher.id}/not-in-the-bank.png` }, second],
      })
      expect(elsewhere.error?.details).toBe('authoring_quiz_invalid')
      const saved = await teacher.client.rpc('save_quiz', {
        lesson_id: lessonId,
        pass_mark: 50,
        questions: [{ ...first, media_path: path }, second],
      })
      expect(saved.error).toBeNull()
      const { rows } = await seeded.database.db.query(
        'select media_path, media_alt_en, media_alt_ar from public.quiz_questions where lesson_id = $1 order by position',
        [lessonId],
      )
      expect(rows).toEqual([
        { media_path: path, media_alt_en: 'Quiz picture', media_alt_ar: 'Quiz picture' },
        { media_path: null, media_alt_en: '', media_alt_ar: '' },
      ])

      const refused = await teacher.client.from('bank_media').delete().eq('id', media.data?.id)
      expect(refused.error?.details).toBe('bank_media_in_use')
      // Taken out of the quiz, the file may go.
      await teacher.client.rpc('save_quiz', { lesson_id: lessonId, pass_mark: 50, questions: QUIZ })
      const removed = await teacher.client
        .from('bank_media')
        .delete()
        .eq('id', media.data?.id)
        .select('id')
      expect(removed.data).toEqual([{ id: media.data?.id }])
    })
  })
}
