import { DAILY_GOAL_XP, XP_AWARDS } from '@splendid/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import {
  courseIdOf,
  LESSONS,
  type Learner,
  newLearner,
  SMALL_TALK_RIGHT_ANSWERS,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Streaks and the daily goal (migration 20250301000100_learning_streaks.sql).
for (const engine of ENGINES) {
  describe(`learning streaks and the daily goal (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let conversationalId: string

    /** A passed quiz attempt at `at` (UTC): one learning day in Cairo. */
    async function learnedAt(learnerId: string, at: string): Promise<void> {
      await suite.database.db.query(
        `insert into public.quiz_attempts (user_id, lesson_id, answers, score, passed, created_at)
         values ($1, $2, '{}', 100, true, $3)`,
        [learnerId, LESSONS.smallTalkQuiz, at],
      )
    }

    async function streak(learnerId: string, today: string, freezes = false) {
      const { rows } = await suite.database.db.query<{
        current_streak: number
        longest_streak: number
        active_today: boolean
      }>('select * from public.learning_streak($1, $2::date, $3)', [learnerId, today, freezes])
      return rows[0]
    }

    beforeAll(async () => {
      conversationalId = await courseIdOf(suite.database.db, 'conversational-english')
    })

    it("turns days at Cairo's midnight, in winter and in summer time", async () => {
      const { db } = suite.database
      const days = await db.query<{ winter: string; summer: string; before: string }>(
        `select public.cairo_day('2026-01-10T21:59:00Z')::text as before,
                public.cairo_day('2026-01-10T22:01:00Z')::text as winter,
                public.cairo_day('2026-07-10T21:01:00Z')::text as summer`,
      )
      // UTC+2 in January: 22:01Z is past midnight; UTC+3 (DST) in July: 21:01Z already is.
      expect(days.rows[0]).toEqual({
        before: '2026-01-10',
        winter: '2026-01-11',
        summer: '2026-07-11',
      })
    })

    it('counts consecutive learning days, and keeps the streak alive until today ends', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'steady')
      // Jan 5–7 Cairo (Mon–Wed), then Jan 9–10 after a missed Jan 8.
      for (const at of [
        '2026-01-05T08:00:00Z',
        '2026-01-06T21:30:00Z', // 23:30 in Cairo: still the 6th
        '2026-01-06T22:30:00Z', // 00:30 on the 7th
        '2026-01-09T10:00:00Z',
        '2026-01-10T10:00:00Z',
      ]) {
        await learnedAt(learner.id, at)
      }
      expect(await streak(learner.id, '2026-01-10')).toEqual({
        current_streak: 2,
        longest_streak: 3,
        active_today: true,
      })
      expect(await streak(learner.id, '2026-01-11')).toMatchObject({
        current_streak: 2,
        active_today: false,
      })
      expect(await streak(learner.id, '2026-01-12')).toMatchObject({ current_streak: 0 })
    })

    it('a premium freeze bridges one missed day a week, not two', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'frozen')
      // Mon 5, Tue 6, (Wed 7 missed), Thu 8, (Fri 9 missed), Sat 10 — one ISO week.
      for (const day of ['05', '06', '08', '10']) {
        await learnedAt(learner.id, `2026-01-${day}T09:00:00Z`)
      }
      expect(await streak(learner.id, '2026-01-10', false)).toMatchObject({
        current_streak: 1,
        longest_streak: 2,
      })
      expect(await streak(learner.id, '2026-01-10', true)).toMatchObject({
        current_streak: 1,
        longest_streak: 3,
      })
      // Missing Sunday 11 too (same ISO week, its freeze spent) ends the streak on Monday 12.
      expect(await streak(learner.id, '2026-01-12', true)).toMatchObject({ current_streak: 0 })
    })

    it('my_learning_summary: today, the daily goal (awarded once) and the streak', async () => {
      const learner: Learner = await newLearner(suite.database.db, suite.backends.server, 'goal')
      const enrol = await learner.client.from('enrollments').insert({ course_id: conversationalId })
      expect(enrol.error).toBeNull()
      const empty = await learner.client.rpc('my_learning_summary')
      expect(empty.error).toBeNull()
      expect(empty.data).toEqual({
        xp: 0,
        current_streak: 0,
        longest_streak: 0,
        active_today: false,
        today_xp: 0,
        daily_goal_xp: DAILY_GOAL_XP,
        daily_goal_met: false,
        streak_freeze: false,
      })
      await learner.client.rpc('mark_lesson_read', { lesson_id: LESSONS.restaurantPhrases })
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const quiz = await learner.client.rpc('submit_quiz_attempt', {
          lesson_id: LESSONS.smallTalkQuiz,
          answers: SMALL_TALK_RIGHT_ANSWERS,
        })
        expect(quiz.error).toBeNull()
      }
      const earned = XP_AWARDS.reading_lesson + XP_AWARDS.quiz_first_try + XP_AWARDS.quiz_lesson
      const { data } = await learner.client.rpc('my_learning_summary')
      expect(data).toMatchObject({
        xp: earned + XP_AWARDS.daily_goal,
        today_xp: earned,
        daily_goal_met: true,
        current_streak: 1,
        active_today: true,
      })
      const goals = await learner.client.from('xp_events').select('kind').eq('kind', 'daily_goal')
      expect(goals.data).toHaveLength(1)
      const anon = await suite.backends.server.client().rpc('my_learning_summary')
      expect(anon.error).not.toBeNull()
    })

    it('keeps DAILY_GOAL_XP equal to the SQL', async () => {
      const { rows } = await suite.database.db.query<{ goal: number }>(
        'select public.daily_goal_xp() as goal',
      )
      expect(rows[0]?.goal).toBe(DAILY_GOAL_XP)
    })
  })
}
