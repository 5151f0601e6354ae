import { courseLessonIds, courseWeekCount } from '@splendid/domain'
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

// Course durations as admins write them (odd ones included); the SQL mirror of the outline rule
// must read each exactly as @splendid/domain does.
const DURATIONS: readonly string[] = [
  '4 weeks',
  '1 week',
  '6 Weeks',
  '10WEEKS',
  '3\u00a0weeks',
  '2 \t weeks of practice',
  '0 weeks',
  '52 weeks',
  '99999999999999999999 weeks',
  '007 weeks',
  'Self-paced',
  '',
  '3 months',
  '8 hours over 2 weeks',
  '١٢ weeks',
]

interface LessonProgress {
  progress_percent: number
  completed_lessons: number
  total_lessons: number
  newly_completed: boolean
}

for (const engine of ENGINES) {
  describe(`lesson progress (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let aliceId: string
    let bob: SupabaseClient
    let shortCourseId: string
    let beginnersId: string

    async function progressOf(client: SupabaseClient, courseId: string): Promise<number> {
      const { data, error } = await client
        .from('enrollments')
        .select('progress_percent')
        .eq('course_id', courseId)
        .single()
      expect(error).toBeNull()
      return (data as { progress_percent: number }).progress_percent
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      service = server.client(server.serviceKey)
      const aliceEmail = uniqueEmail('alice')
      const bobEmail = uniqueEmail('bob')
      aliceId = await createConfirmedUser(database.db, {
        email: aliceEmail,
        password: 'alice123',
        name: 'Alice Samir',
        userType: 'student',
      })
      await createConfirmedUser(database.db, {
        email: bobEmail,
        password: 'bobbob123',
        name: 'Bob',
        userType: 'student',
      })
      alice = await server.signedInClient(aliceEmail, 'alice123')
      bob = await server.signedInClient(bobEmail, 'bobbob123')
      const short = await service
        .from('courses')
        .insert({
          slug: 'one-week-warm-up',
          title_en: 'One-week warm-up',
          title_ar: 'تمهيد في أسبوع',
          description_en: 'Three short lessons.',
          description_ar: 'ثلاثة دروس قصيرة.',
          instructor_name: 'Sarah Ahmed',
          difficulty: 'beginner',
          duration: '1 week',
        })
        .select('id')
        .single()
      expect(short.error).toBeNull()
      shortCourseId = (short.data as { id: string }).id
      const beginners = await service
        .from('courses')
        .select('id')
        .eq('slug', 'english-for-beginners')
        .single()
      beginnersId = (beginners.data as { id: string }).id
      for (const course of [shortCourseId, beginnersId]) {
        const enrol = await alice.from('enrollments').insert({ course_id: course })
        expect(enrol.error).toBeNull()
      }
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('counts weeks and lessons exactly as @splendid/domain does', async () => {
      for (const duration of DURATIONS) {
        const result = await database.db.query<{ weeks: number; ids: string[] }>(
          'select public.course_week_count($1) as weeks, public.course_lesson_ids($1) as ids',
          [duration],
        )
        expect({ duration, ...result.rows[0] }).toEqual({
          duration,
          weeks: courseWeekCount(duration),
          ids: courseLessonIds(duration),
        })
      }
      const ids = await database.db.query<{ ids: string[] }>(
        "select public.course_lesson_ids('2 weeks') as ids",
      )
      expect(ids.rows[0]?.ids).toEqual([
        'w1-video',
        'w1-practice',
        'w1-quiz',
        'w2-video',
        'w2-practice',
        'w2-quiz',
      ])
    })

    it('records a completion once and computes the progress', async () => {
      const first = await alice.rpc('complete_lesson', {
        course_id: beginnersId,
        lesson_id: 'w1-video',
      })
      expect(first.error).toBeNull()
      expect(first.data as LessonProgress).toEqual({
        progress_percent: 8,
        completed_lessons: 1,
        total_lessons: 12,
        newly_completed: true,
      })
      const again = await alice.rpc('complete_lesson', {
        course_id: beginnersId,
        lesson_id: 'w1-video',
      })
      expect(again.error).toBeNull()
      expect(again.data as LessonProgress).toEqual({
        progress_percent: 8,
        completed_lessons: 1,
        total_lessons: 12,
        newly_completed: false,
      })
      const second = await alice.rpc('complete_lesson', {
        course_id: beginnersId,
        lesson_id: 'w3-quiz',
      })
      expect((second.data as LessonProgress).progress_percent).toBe(17)
      expect(await progressOf(alice, beginnersId)).toBe(17)
      const rows = await alice
        .from('lesson_completions')
        .select('user_id, lesson_id, completed_at')
        .eq('course_id', beginnersId)
        .order('lesson_id')
      expect(rows.error).toBeNull()
      expect(rows.data?.map((row) => [row.user_id, row.lesson_id])).toEqual([
        [aliceId, 'w1-video'],
        [aliceId, 'w3-quiz'],
      ])
      expect(await bob.from('lesson_completions').select('lesson_id')).toMatchObject({ data: [] })
    })

    it('refuses an unknown lesson, a learner who is not enrolled and a signed-out visitor', async () => {
      for (const lesson of ['w5-video', 'w1-reading', 'w0-quiz', '']) {
        const unknown = await alice.rpc('complete_lesson', {
          course_id: beginnersId,
          lesson_id: lesson,
        })
        expect(unknown.status).toBe(400)
        expect(unknown.error).toMatchObject({
          code: 'P0001',
          details: 'lesson_unknown',
          message: 'This lesson is not part of the course.',
        })
      }
      const notEnrolled = await bob.rpc('complete_lesson', {
        course_id: beginnersId,
        lesson_id: 'w1-video',
      })
      expect(notEnrolled.status).toBe(400)
      expect(notEnrolled.error).toMatchObject({
        code: 'P0001',
        details: 'lesson_not_enrolled',
        message: 'Enrol in this course to record your progress.',
      })
      const anon = await server
        .client()
        .rpc('complete_lesson', { course_id: beginnersId, lesson_id: 'w1-video' })
      expect(anon.error?.code).toBe('42501')
      expect(await progressOf(alice, beginnersId)).toBe(17)
    })

    it('refuses a learner writing their own progress or completions', async () => {
      const update = await alice
        .from('enrollments')
        .update({ progress_percent: 100 })
        .eq('course_id', beginnersId)
      expect(update.error?.code).toBe('42501')
      const insert = await bob.from('enrollments').insert({
        course_id: beginnersId,
        progress_percent: 100,
      })
      expect(insert.error?.code).toBe('42501')
      const forged = await alice
        .from('lesson_completions')
        .insert({ user_id: aliceId, course_id: beginnersId, lesson_id: 'w2-video' })
      expect(forged.error?.code).toBe('42501')
      expect(await progressOf(alice, beginnersId)).toBe(17)
      expect(await alice.from('certificates').select('id')).toMatchObject({ data: [] })
      // Enrolling (without a progress) and leaving still work.
      const enrol = await bob.from('enrollments').insert({ course_id: shortCourseId })
      expect(enrol.error).toBeNull()
      expect(await progressOf(bob, shortCourseId)).toBe(0)
      const leave = await bob.from('enrollments').delete().eq('course_id', shortCourseId)
      expect(leave.error).toBeNull()
    })

    it('issues the certificate when the last lesson takes the course to 100 %', async () => {
      const percents: number[] = []
      for (const lesson of ['w1-video', 'w1-practice', 'w1-quiz']) {
        const { data, error } = await alice.rpc('complete_lesson', {
          course_id: shortCourseId,
          lesson_id: lesson,
        })
        expect(error).toBeNull()
        percents.push((data as LessonProgress).progress_percent)
        const certificates = await alice.from('certificates').select('course_id')
        expect(certificates.data).toEqual(
          lesson === 'w1-quiz' ? [{ course_id: shortCourseId }] : [],
        )
      }
      expect(percents).toEqual([33, 67, 100])
      expect(await progressOf(alice, shortCourseId)).toBe(100)
    })

    it('drops the lesson progress of a course the learner leaves', async () => {
      const leave = await alice.from('enrollments').delete().eq('course_id', shortCourseId)
      expect(leave.error).toBeNull()
      const rejoin = await alice.from('enrollments').insert({ course_id: shortCourseId })
      expect(rejoin.error).toBeNull()
      expect(await progressOf(alice, shortCourseId)).toBe(0)
      const rows = await alice
        .from('lesson_completions')
        .select('lesson_id')
        .eq('course_id', shortCourseId)
      expect(rows.data).toEqual([])
      const { data } = await alice.rpc('complete_lesson', {
        course_id: shortCourseId,
        lesson_id: 'w1-quiz',
      })
      expect(data as LessonProgress).toMatchObject({ progress_percent: 33, newly_completed: true })
      expect((await alice.from('certificates').select('course_id')).data).toHaveLength(1)
    })
  })
}
