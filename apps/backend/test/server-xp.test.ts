import { badgesForXp, XP_AWARDS } from '@splendid/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import {
  courseIdOf,
  LESSONS,
  type Learner,
  newLearner,
  SMALL_TALK_QUIZ,
  SMALL_TALK_RIGHT_ANSWERS,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

const WRONG_ANSWERS = {
  [SMALL_TALK_QUIZ.safeTopic.id]: ['a'],
  [SMALL_TALK_QUIZ.politeToWaiter.id]: ['c'],
  [SMALL_TALK_QUIZ.theBill.id]: 'x',
}

// xp and badges are earned only by the database (migration 20250301000000_server_xp.sql).
for (const engine of ENGINES) {
  describe(`server-side xp and badges (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let conversationalId: string

    async function xpOf(learner: Learner): Promise<{ xp: number; badges: string[] }> {
      const { data, error } = await learner.client
        .from('profiles')
        .select('xp, badges')
        .eq('id', learner.id)
        .single()
      expect(error).toBeNull()
      return data as { xp: number; badges: string[] }
    }

    async function eventsOf(learner: Learner) {
      const { data, error } = await learner.client
        .from('xp_events')
        .select('kind, source_id, amount')
        .order('id')
      expect(error).toBeNull()
      return data
    }

    async function enrolledLearner(name: string): Promise<Learner> {
      const learner = await newLearner(suite.database.db, suite.backends.server, name)
      const enrol = await learner.client.from('enrollments').insert({ course_id: conversationalId })
      expect(enrol.error).toBeNull()
      return learner
    }

    beforeAll(async () => {
      conversationalId = await courseIdOf(suite.database.db, 'conversational-english')
    })

    it('keeps the SQL amounts and badge rules equal to the domain tables', async () => {
      const { db } = suite.database
      for (const [kind, amount] of Object.entries(XP_AWARDS)) {
        const { rows } = await db.query<{ amount: number }>(
          'select public.xp_amount($1) as amount',
          [kind],
        )
        expect(rows[0]?.amount, kind).toBe(amount)
      }
      for (const xp of [0, 99, 100, 250, 999, 1000, 2499, 2500, 100_000]) {
        const { rows } = await db.query<{ badges: string[] }>(
          'select public.badges_for_xp($1) as badges',
          [xp],
        )
        expect(rows[0]?.badges, `${xp} xp`).toEqual(badgesForXp(xp))
      }
    })

    it('refuses every write of xp or badges by a learner, through any route', async () => {
      const learner = await enrolledLearner('forger')
      const forged = await learner.client
        .from('profiles')
        .update({ xp: 2_147_483_647 })
        .eq('id', learner.id)
        .select('xp')
      expect(forged.error?.code).toBe('42501')
      const badge = await learner.client
        .from('profiles')
        .update({ badges: ['Language Master', 'x'.repeat(5000)] })
        .eq('id', learner.id)
        .select('badges')
      expect(badge.error?.code).toBe('42501')
      const event = await learner.client
        .from('xp_events')
        .insert({ user_id: learner.id, kind: 'quiz_lesson', source_id: 'forged', amount: 10_000 })
      expect(event.error?.code).toBe('42501')
      const award = await learner.client.rpc('award_xp', {
        learner: learner.id,
        kind: 'quiz_lesson',
        source: 'forged',
      })
      expect(award.error).not.toBeNull()
      // Nor can they grade their own homework or record a passed quiz they did not take.
      const grade = await learner.client
        .from('homework_submissions')
        .update({ status: 'graded', score: 10, graded_at: new Date().toISOString() })
        .eq('user_id', learner.id)
      expect(grade.error?.code).toBe('42501')
      const attempt = await learner.client.from('quiz_attempts').insert({
        user_id: learner.id,
        lesson_id: LESSONS.smallTalkQuiz,
        answers: {},
        score: 100,
        passed: true,
      })
      expect(attempt.error?.code).toBe('42501')
      // Other profile fields stay the learner's own to edit.
      const name = await learner.client
        .from('profiles')
        .update({ full_name: 'Still Mine' })
        .eq('id', learner.id)
        .select('full_name')
      expect(name.error).toBeNull()
      expect(await xpOf(learner)).toEqual({ xp: 0, badges: [] })
      expect(await eventsOf(learner)).toEqual([])
    })

    it('awards a lesson once, by its kind, and a first-try quiz pass its bonus', async () => {
      const learner = await enrolledLearner('earner')
      const read = await learner.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(read.error).toBeNull()
      await learner.client.rpc('mark_lesson_read', { lesson_id: LESSONS.restaurantPhrases })
      const quiz = await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: SMALL_TALK_RIGHT_ANSWERS,
      })
      expect(quiz.error).toBeNull()
      expect(quiz.data).toMatchObject({ passed: true })
      await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: SMALL_TALK_RIGHT_ANSWERS,
      })
      // 30 + 20 reach the daily goal of 50 xp: its award comes once, before the quiz's 50.
      const expected =
        XP_AWARDS.reading_lesson +
        XP_AWARDS.quiz_lesson +
        XP_AWARDS.quiz_first_try +
        XP_AWARDS.daily_goal
      expect(await xpOf(learner)).toEqual({ xp: expected, badges: ['XP Level 100'] })
      expect(await eventsOf(learner)).toEqual([
        {
          kind: 'reading_lesson',
          source_id: LESSONS.restaurantPhrases,
          amount: XP_AWARDS.reading_lesson,
        },
        {
          kind: 'quiz_first_try',
          source_id: LESSONS.smallTalkQuiz,
          amount: XP_AWARDS.quiz_first_try,
        },
        { kind: 'daily_goal', source_id: expect.any(String), amount: XP_AWARDS.daily_goal },
        { kind: 'quiz_lesson', source_id: LESSONS.smallTalkQuiz, amount: XP_AWARDS.quiz_lesson },
      ])
    })

    it('gives no first-try bonus after a failed attempt, and nothing for a failed one', async () => {
      const learner = await enrolledLearner('retrier')
      await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: WRONG_ANSWERS,
      })
      expect(await xpOf(learner)).toEqual({ xp: 0, badges: [] })
      await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: SMALL_TALK_RIGHT_ANSWERS,
      })
      expect((await xpOf(learner)).xp).toBe(XP_AWARDS.quiz_lesson + XP_AWARDS.daily_goal)
    })

    it('adds nothing for a lesson of a course the learner does not follow', async () => {
      const outsider = await newLearner(suite.database.db, suite.backends.server, 'outsider')
      const read = await outsider.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(read.error).not.toBeNull()
      expect(await xpOf(outsider)).toEqual({ xp: 0, badges: [] })
    })

    it('awards once under 20 concurrent completions of the same lesson', async () => {
      const learner = await enrolledLearner('racer')
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          learner.client.rpc('mark_lesson_read', { lesson_id: LESSONS.smallTalk }),
        ),
      )
      expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(null))
      expect(answers.filter((answer) => answer.data?.newly_completed === true)).toHaveLength(1)
      expect((await xpOf(learner)).xp).toBe(XP_AWARDS.reading_lesson)
      expect(await eventsOf(learner)).toHaveLength(1)
    })

    it('awards a graded homework and an attended session once each', async () => {
      const { db } = suite.database
      const learner = await enrolledLearner('homeworker')
      const assignment = await db.query<{ id: string }>(
        `select id from public.homework_assignments where course_id = $1 limit 1`,
        [conversationalId],
      )
      const assignmentId = assignment.rows[0]?.id
      expect(assignmentId).toBeDefined()
      const submit = await learner.client
        .from('homework_submissions')
        .insert({ assignment_id: assignmentId, answer: 'I would like the fish, please.' })
      expect(submit.error).toBeNull()
      for (const score of [8, 9]) {
        await db.query(
          `update public.homework_submissions set status = 'graded', score = $3, graded_at = now()
           where assignment_id = $1 and user_id = $2`,
          [assignmentId, learner.id, score],
        )
      }
      const slot = await db.query<{ id: string }>(
        `select id from public.tutoring_slots where starts_at > now() order by starts_at limit 1`,
      )
      const booking = await learner.client.rpc('book_slot', { slot_id: slot.rows[0]?.id })
      expect(booking.error).toBeNull()
      const bookingId = (booking.data as { id: string }).id
      // A learner cannot mark their own session attended.
      const forged = await learner.client
        .from('bookings')
        .update({ status: 'attended' })
        .eq('id', bookingId)
        .select('id')
      expect(forged.error?.code).toBe('42501')
      await db.query(`update public.bookings set status = 'attended' where id = $1`, [bookingId])
      await db.query(`update public.bookings set status = 'attended' where id = $1`, [bookingId])
      expect((await xpOf(learner)).xp).toBe(
        XP_AWARDS.homework_graded + XP_AWARDS.session_attended + XP_AWARDS.daily_goal,
      )
      expect((await eventsOf(learner))?.map((event) => event.kind)).toEqual([
        'homework_graded',
        'session_attended',
        'daily_goal',
      ])
    })
  })
}
