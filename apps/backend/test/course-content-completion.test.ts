import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import {
  courseIdOf,
  LESSONS,
  type Learner,
  letTimePass,
  newLearner,
  SMALL_TALK_QUIZ,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

interface WatchSaved {
  position_seconds: number
  watched_percent: number
  completed: boolean
  newly_completed: boolean
  progress_percent: number
}

interface QuizAnswer {
  score: number
  pass_mark: number
  passed: boolean
  results: Record<string, boolean>
  newly_completed: boolean
  progress_percent: number
}

// conversational-english: ordering-food (video, 9 s), restaurant-phrases (reading) | small-talk
// (reading), small-talk-quiz (pass mark 60 %).
for (const engine of ENGINES) {
  describe(`completing lessons (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let learner: Learner
    let stranger: Learner
    let conversationalId: string

    async function watch(
      client: SupabaseClient,
      position: number,
      from: number,
      to: number,
    ): Promise<WatchSaved> {
      const { data, error } = await client.rpc('save_watch_progress', {
        lesson_id: LESSONS.orderingFood,
        position_seconds: position,
        watched_from: from,
        watched_to: to,
      })
      expect(error).toBeNull()
      return data as WatchSaved
    }

    beforeAll(async () => {
      const { db } = suite.database
      const server = suite.backends.server
      learner = await newLearner(db, server, 'learner')
      stranger = await newLearner(db, server, 'stranger')
      conversationalId = await courseIdOf(db, 'conversational-english')
      const enrol = await learner.client.from('enrollments').insert({ course_id: conversationalId })
      expect(enrol.error).toBeNull()
    })

    it('completes a reading lesson once, and only a reading lesson of a followed course', async () => {
      const first = await learner.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(first.error).toBeNull()
      expect(first.data).toEqual({
        progress_percent: 25,
        completed_lessons: 1,
        total_lessons: 4,
        newly_completed: true,
      })
      const again = await learner.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(again.data).toMatchObject({ progress_percent: 25, newly_completed: false })
      const video = await learner.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.orderingFood,
      })
      expect(video.status).toBe(400)
      expect(video.error).toMatchObject({ code: 'P0001', details: 'lesson_wrong_kind' })
      const notEnrolled = await stranger.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(notEnrolled.error).toMatchObject({
        code: 'P0001',
        details: 'lesson_not_enrolled',
        message: 'Enrol in this course to record your progress.',
      })
      const unknown = await learner.client.rpc('mark_lesson_read', {
        lesson_id: '00000000-0000-4000-8000-000000000000',
      })
      expect(unknown.error).toMatchObject({ code: 'P0001', details: 'lesson_unknown' })
      const anon = await suite.backends.server
        .client()
        .rpc('mark_lesson_read', { lesson_id: LESSONS.restaurantPhrases })
      expect(anon.error?.code).toBe('42501')
      const mine = await learner.client.from('lesson_completions').select('lesson_id, course_id')
      expect(mine.data).toEqual([
        { lesson_id: LESSONS.restaurantPhrases, course_id: conversationalId },
      ])
      expect((await stranger.client.from('lesson_completions').select('lesson_id')).data).toEqual(
        [],
      )
    })

    it('clamps a forged "watched it all" report to the wall time since the last save', async () => {
      const { db } = suite.database
      await db.query('update public.enrollments set enrolled_at = now() where user_id = $1', [
        learner.id,
      ])
      const forged = await watch(learner.client, 9, 0, 9)
      expect(forged.completed).toBe(false)
      expect(forged.watched_percent).toBeLessThan(90)
      const again = await watch(learner.client, 9, 0, 9)
      expect(again.completed).toBe(false)
      const invalid = await learner.client.rpc('save_watch_progress', {
        lesson_id: LESSONS.orderingFood,
        position_seconds: 3,
        watched_from: 5,
        watched_to: 2,
      })
      expect(invalid.error).toMatchObject({ code: 'P0001', details: 'watch_progress_invalid' })
    })

    it('completes a video at 90 % watched, counting each second once and never a skip', async () => {
      const { db } = suite.database
      await db.query('delete from public.lesson_watch_progress where user_id = $1', [learner.id])
      await letTimePass(db, learner.id, 3)
      expect(await watch(learner.client, 6, 0, 6)).toMatchObject({
        watched_percent: 66,
        completed: false,
      })
      await letTimePass(db, learner.id, 3)
      // Watching the start again adds nothing; skipping to the end adds nothing either.
      expect(await watch(learner.client, 4, 0, 4)).toMatchObject({ watched_percent: 66 })
      await letTimePass(db, learner.id, 3)
      expect(await watch(learner.client, 9, 9, 9)).toMatchObject({ watched_percent: 66 })
      await letTimePass(db, learner.id, 3)
      // 8.09 of 9 s is just under 90 %, 8.1 s is exactly 90 %.
      expect(await watch(learner.client, 8.09, 6, 8.09)).toMatchObject({
        watched_percent: 89,
        completed: false,
        newly_completed: false,
        progress_percent: 25,
      })
      await letTimePass(db, learner.id, 3)
      expect(await watch(learner.client, 8.1, 8.09, 8.1)).toEqual({
        position_seconds: 8.1,
        watched_percent: 90,
        completed: true,
        newly_completed: true,
        progress_percent: 50,
      })
      await letTimePass(db, learner.id, 600)
      expect(await watch(learner.client, 500, -5, 500)).toEqual({
        position_seconds: 9,
        watched_percent: 100,
        completed: true,
        newly_completed: false,
        progress_percent: 50,
      })
    })

    it('keeps the resume position for the learner on every device, and for nobody else', async () => {
      const { db } = suite.database
      await letTimePass(db, learner.id, 5)
      await watch(learner.client, 4.5, 4, 4.5)
      const otherDevice = await suite.backends.server.signedInClient(
        learner.email,
        learner.password,
      )
      const resume = await otherDevice
        .from('lesson_watch_progress')
        .select('lesson_id, position_seconds, watched_percent')
      expect(resume.error).toBeNull()
      expect(resume.data).toEqual([
        { lesson_id: LESSONS.orderingFood, position_seconds: 4.5, watched_percent: 100 },
      ])
      expect((await stranger.client.from('lesson_watch_progress').select('*')).data).toEqual([])
      const coverage = await learner.client.from('lesson_watch_coverage').select('*')
      expect(coverage.error?.code).toBe('42501')
    })

    it('scores quizzes, keeps every attempt and completes at the pass mark', async () => {
      const submit = async (answers: Record<string, unknown>) => {
        const { data, error } = await learner.client.rpc('submit_quiz_attempt', {
          lesson_id: LESSONS.smallTalkQuiz,
          answers,
        })
        expect(error).toBeNull()
        return data as QuizAnswer
      }
      const { safeTopic, politeToWaiter, theBill } = SMALL_TALK_QUIZ
      // A single-choice question with two picks, a multiple-choice one with a wrong extra pick.
      const failed = await submit({
        [safeTopic.id]: ['a', 'b'],
        [politeToWaiter.id]: ['a', 'b', 'c'],
        [theBill.id]: 'الحساب',
      })
      expect(failed).toEqual({
        score: 33,
        pass_mark: 60,
        passed: false,
        results: { [safeTopic.id]: false, [politeToWaiter.id]: false, [theBill.id]: true },
        newly_completed: false,
        progress_percent: 50,
      })
      // Arabic typed with diacritics, another hamza/taa-marbuta form and punctuation still matches.
      const passed = await submit({
        [safeTopic.id]: 'b',
        [politeToWaiter.id]: ['b', 'a'],
        [theBill.id]: ' الفاتورهُ؟ ',
      })
      expect(passed).toMatchObject({ score: 100, passed: true, newly_completed: true })
      expect(passed.progress_percent).toBe(75)
      const wrongText = await submit({ [theBill.id]: 'the bill' })
      expect(wrongText).toMatchObject({ score: 0, passed: false, newly_completed: false })
      const attempts = await learner.client
        .from('quiz_attempts')
        .select('score, passed')
        .order('created_at')
      expect(attempts.data).toEqual([
        { score: 33, passed: false },
        { score: 100, passed: true },
        { score: 0, passed: false },
      ])
      const notObject = await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: ['a'],
      })
      expect(notObject.error).toMatchObject({ code: 'P0001', details: 'quiz_answers_invalid' })
      const beginnersShortAnswer = await suite.database.db.query<{ right: boolean }>(
        `select public.quiz_answer_is_right('short', to_jsonb('شكراً'::text), '{}', k.accepted_answers) as right
         from public.quiz_answer_keys as k
         join public.quiz_questions as q on q.id = k.question_id
         where q.lesson_id = $1 and q.kind = 'short'`,
        [LESSONS.greetingsQuiz],
      )
      expect(beginnersShortAnswer.rows).toEqual([{ right: true }])
    })

    it('issues the certificate when the last lesson completes the course', async () => {
      expect((await learner.client.from('certificates').select('id')).data).toEqual([])
      const last = await learner.client.rpc('mark_lesson_read', { lesson_id: LESSONS.smallTalk })
      expect(last.data).toEqual({
        progress_percent: 100,
        completed_lessons: 4,
        total_lessons: 4,
        newly_completed: true,
      })
      const certificates = await learner.client.from('certificates').select('course_id')
      expect(certificates.data).toEqual([{ course_id: conversationalId }])
    })
  })
}
