import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import {
  BEGINNERS_CHAPTER_2,
  courseIdOf,
  LESSONS,
  type Learner,
  newLearner,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// english-for-beginners: greetings (video), introducing-yourself (reading), greetings-quiz |
// numbers (video), asking-prices (reading) — five lessons in outline order.
for (const engine of ENGINES) {
  describe(`lesson progress (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let alice: Learner
    let bob: Learner
    let beginnersId: string
    let conversationalId: string

    async function progressOf(learner: Learner, courseId: string): Promise<number> {
      const { data, error } = await learner.client
        .from('enrollments')
        .select('progress_percent')
        .eq('course_id', courseId)
        .single()
      expect(error).toBeNull()
      return (data as { progress_percent: number }).progress_percent
    }

    beforeAll(async () => {
      const { db } = suite.database
      alice = await newLearner(db, suite.backends.server, 'alice')
      bob = await newLearner(db, suite.backends.server, 'bob')
      beginnersId = await courseIdOf(db, 'english-for-beginners')
      conversationalId = await courseIdOf(db, 'conversational-english')
      for (const learner of [alice, bob]) {
        const enrol = await learner.client.from('enrollments').insert({ course_id: beginnersId })
        expect(enrol.error).toBeNull()
      }
    })

    it('moves completions of the old duration-derived outline to the real lessons', async () => {
      const { db } = suite.database
      // w1-video → 1st lesson, w1-quiz → 3rd, w2-practice → 5th; w4-quiz (12th) has none.
      for (const old of ['w1-video', 'w1-quiz', 'w2-practice', 'w4-quiz']) {
        await db.query(
          'insert into public.lesson_completions_legacy (user_id, course_id, lesson_id) values ($1, $2, $3)',
          [alice.id, beginnersId, old],
        )
      }
      // A course without lessons keeps its old rows for a later run.
      const empty = await db.query<{ id: string }>(
        `insert into public.courses (slug, title_en, title_ar, description_en, description_ar,
           instructor_name, difficulty, duration, is_published)
         values ('no-lessons-yet', 'No lessons yet', 'لا دروس بعد', 'Soon.', 'قريبًا.', 'Sarah Ahmed',
           'beginner', '1 week', true)
         returning id`,
      )
      const emptyId = empty.rows[0]?.id
      await db.query('insert into public.enrollments (user_id, course_id) values ($1, $2)', [
        bob.id,
        emptyId,
      ])
      await db.query(
        `insert into public.lesson_completions_legacy (user_id, course_id, lesson_id)
         values ($1, $2, 'w1-video')`,
        [bob.id, emptyId],
      )
      const converted = await db.query<{ n: number }>(
        'select public.convert_legacy_lesson_completions() as n',
      )
      expect(converted.rows).toEqual([{ n: 3 }])
      const rows = await alice.client
        .from('lesson_completions')
        .select('lesson_id')
        .eq('course_id', beginnersId)
        .order('lesson_id')
      expect(rows.data?.map((row) => row.lesson_id)).toEqual([
        LESSONS.greetings,
        LESSONS.greetingsQuiz,
        LESSONS.askingPrices,
      ])
      expect(await progressOf(alice, beginnersId)).toBe(60)
      const left = await db.query<{ course_id: string }>(
        'select course_id from public.lesson_completions_legacy',
      )
      expect(left.rows).toEqual([{ course_id: emptyId }])
      const legacy = await alice.client.from('lesson_completions_legacy').select('*')
      expect(legacy.error?.code).toBe('42501')
    })

    it('refuses a learner writing their own progress or completions', async () => {
      const update = await alice.client
        .from('enrollments')
        .update({ progress_percent: 100 })
        .eq('course_id', beginnersId)
      expect(update.error?.code).toBe('42501')
      const insert = await bob.client
        .from('enrollments')
        .insert({ course_id: conversationalId, progress_percent: 100 })
      expect(insert.error?.code).toBe('42501')
      const forged = await alice.client.from('lesson_completions').insert({
        user_id: alice.id,
        course_id: beginnersId,
        lesson_id: LESSONS.introducingYourself,
      })
      expect(forged.error?.code).toBe('42501')
      const watch = await alice.client
        .from('lesson_watch_progress')
        .insert({ user_id: alice.id, lesson_id: LESSONS.numbers, watched_percent: 100 })
      expect(watch.error?.code).toBe('42501')
      expect(await progressOf(alice, beginnersId)).toBe(60)
      expect((await alice.client.from('certificates').select('id')).data).toEqual([])
    })

    it('recomputes progress when lessons are added or deleted, keeping certificates', async () => {
      const { db } = suite.database
      const read = await alice.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.introducingYourself,
      })
      expect(read.data).toMatchObject({ progress_percent: 80, completed_lessons: 4 })
      // Deleting the one lesson Alice has not done completes her course: certificate.
      await db.query('delete from public.lessons where id = $1', [LESSONS.numbers])
      expect(await progressOf(alice, beginnersId)).toBe(100)
      expect((await alice.client.from('certificates').select('course_id')).data).toEqual([
        { course_id: beginnersId },
      ])
      // A new lesson lowers it again; the certificate stays.
      await db.query(
        `insert into public.lessons (course_id, chapter_id, position, slug, kind, title_en,
           title_ar, duration_seconds)
         values ($1, $2, 9, 'days-of-the-week', 'reading', 'Days of the week', 'أيام الأسبوع', 120)`,
        [beginnersId, BEGINNERS_CHAPTER_2],
      )
      expect(await progressOf(alice, beginnersId)).toBe(80)
      // Deleting a chapter deletes its lessons and their completions: 3 of 3 left.
      await db.query('delete from public.course_chapters where id = $1', [BEGINNERS_CHAPTER_2])
      expect(await progressOf(alice, beginnersId)).toBe(100)
      expect(await progressOf(bob, beginnersId)).toBe(0)
      expect((await alice.client.from('certificates').select('course_id')).data).toHaveLength(1)
      const completions = await alice.client
        .from('lesson_completions')
        .select('lesson_id')
        .eq('course_id', beginnersId)
      expect(completions.data).toHaveLength(3)
    })

    it('drops the lesson progress of a course the learner leaves', async () => {
      const leave = await alice.client.from('enrollments').delete().eq('course_id', beginnersId)
      expect(leave.error).toBeNull()
      const rejoin = await alice.client.from('enrollments').insert({ course_id: beginnersId })
      expect(rejoin.error).toBeNull()
      expect(await progressOf(alice, beginnersId)).toBe(0)
      const rows = await alice.client
        .from('lesson_completions')
        .select('lesson_id')
        .eq('course_id', beginnersId)
      expect(rows.data).toEqual([])
      const { data } = await alice.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.introducingYourself,
      })
      expect(data).toMatchObject({ progress_percent: 33, newly_completed: true })
      expect((await alice.client.from('certificates').select('course_id')).data).toHaveLength(1)
    })
  })
}
