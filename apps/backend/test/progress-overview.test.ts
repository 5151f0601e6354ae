import { XP_AWARDS } from '@splendid/domain'
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

interface Overview {
  premium: boolean
  today: string
  courses: {
    slug: string
    progress_percent: number
    lessons_total: number
    lessons_done: number
    seconds_watched: number | null
    quizzes:
      | { lesson_id: string; best_score: number | null; passed: boolean; attempts: number }[]
      | null
  }[]
  history: { xp_before: number; days: { day: string; xp: number }[] } | null
}

// The progress page's data (migration 20250301000300_progress_overview.sql).
for (const engine of ENGINES) {
  describe(`progress overview (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let conversationalId: string

    beforeAll(async () => {
      conversationalId = await courseIdOf(suite.database.db, 'conversational-english')
    })

    async function overview(learner: Learner, days?: number): Promise<Overview> {
      const { data, error } = await learner.client.rpc(
        'my_progress_overview',
        days === undefined ? {} : { days },
      )
      expect(error).toBeNull()
      return data as Overview
    }

    /** Enrols, reads one lesson, watches half the video and passes the quiz on a second try. */
    async function learn(learner: Learner): Promise<void> {
      const { db } = suite.database
      expect(
        (await learner.client.from('enrollments').insert({ course_id: conversationalId })).error,
      ).toBeNull()
      expect(
        (await learner.client.rpc('mark_lesson_read', { lesson_id: LESSONS.restaurantPhrases }))
          .error,
      ).toBeNull()
      const fail = await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: {},
      })
      expect(fail.error).toBeNull()
      const pass = await learner.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: SMALL_TALK_RIGHT_ANSWERS,
      })
      expect(pass.error).toBeNull()
      await db.query(
        `insert into public.lesson_watch_progress (user_id, lesson_id, position_seconds, watched_percent)
         values ($1, $2, 3, 50)`,
        [learner.id, LESSONS.orderingFood],
      )
    }

    it('gives a free learner their course progress and nothing of the premium parts', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'free-progress')
      await learn(learner)
      const seen = await overview(learner)
      expect(seen.premium).toBe(false)
      expect(seen.history).toBeNull()
      expect(seen.courses).toHaveLength(1)
      expect(seen.courses[0]).toMatchObject({
        slug: 'conversational-english',
        lessons_total: 4,
        lessons_done: 2,
        progress_percent: 50,
        seconds_watched: null,
        quizzes: null,
      })
      // Asking for more does not help: the database decides.
      expect((await overview(learner, 366)).history).toBeNull()
    })

    it('gives a premium learner time watched, quiz scores and the daily xp history', async () => {
      const { db } = suite.database
      const learner = await newLearner(
        suite.database.db,
        suite.backends.server,
        'premium-progress',
        {
          premiumUntil: '2999-01-01T00:00:00Z',
        },
      )
      await learn(learner)
      // 300 xp earned long ago, and 40 xp on a day inside the window (Cairo midnight counts).
      await db.query(
        `insert into public.xp_events (user_id, kind, source_id, amount, created_at) values
           ($1, 'homework_graded', 'old-1', 300, now() - interval '200 days'),
           ($1, 'homework_graded', 'recent-1', 40, now() - interval '3 days')`,
        [learner.id],
      )
      await db.query('update public.profiles set xp = xp + 340 where id = $1', [learner.id])
      const seen = await overview(learner)
      expect(seen.premium).toBe(true)
      const [course] = seen.courses
      const video = await db.query<{ duration_seconds: number }>(
        'select duration_seconds from public.lessons where id = $1',
        [LESSONS.orderingFood],
      )
      expect(course?.seconds_watched).toBe(Math.round((video.rows[0]?.duration_seconds ?? 0) / 2))
      expect(course?.quizzes).toEqual([
        {
          lesson_id: LESSONS.smallTalkQuiz,
          title_en: expect.any(String),
          title_ar: expect.any(String),
          best_score: 100,
          passed: true,
          attempts: 2,
        },
      ])
      // 80 xp of learning today also meets the daily goal.
      const earnedToday = XP_AWARDS.reading_lesson + XP_AWARDS.quiz_lesson + XP_AWARDS.daily_goal
      const history = seen.history
      expect(history?.xp_before).toBe(300)
      expect(history?.days.at(-1)).toEqual({ day: seen.today, xp: earnedToday })
      expect(history?.days).toHaveLength(2)
      expect(history?.days[0]?.xp).toBe(40)
      // A 2-day window keeps today only; what came before starts the line.
      const short = await overview(learner, 2)
      expect(short.history?.days).toEqual([{ day: seen.today, xp: earnedToday }])
      expect(short.history?.xp_before).toBe(340)
    })

    it('refuses a bad window and a visitor', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'bad-window')
      for (const days of [0, 367, -5]) {
        const { error } = await learner.client.rpc('my_progress_overview', { days })
        expect(error?.code).toBe('22023')
      }
      const anonymous = await suite.backends.server.client().rpc('my_progress_overview')
      expect(anonymous.error).not.toBeNull()
    })
  })
}
