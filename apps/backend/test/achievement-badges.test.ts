import { ACHIEVEMENT_BADGES } from '@splendid/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { courseIdOf, LESSONS, type Learner, newLearner } from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Achievement badges (migration 20250301000400_achievement_badges.sql).
for (const engine of ENGINES) {
  describe(`achievement badges (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let conversationalId: string

    beforeAll(async () => {
      conversationalId = await courseIdOf(suite.database.db, 'conversational-english')
    })

    async function badgesOf(learner: Learner): Promise<string[]> {
      const { data, error } = await learner.client
        .from('profiles')
        .select('badges')
        .eq('id', learner.id)
        .single()
      expect(error).toBeNull()
      return (data as { badges: string[] }).badges
    }

    /** Passed quizzes on `days` consecutive Cairo days ending yesterday (noon in Cairo). */
    async function learnedDaysBefore(learnerId: string, days: number): Promise<void> {
      await suite.database.db.query(
        `insert into public.quiz_attempts (user_id, lesson_id, answers, score, passed, created_at)
         select $1, $2, '{}', 100, true,
                ((public.cairo_day(now()) - d)::timestamp + interval '12 hours')
                  at time zone 'Africa/Cairo'
         from generate_series(1, $3::integer) as d`,
        [learnerId, LESSONS.smallTalkQuiz, days],
      )
    }

    async function readToday(learner: Learner): Promise<void> {
      const enrol = await learner.client.from('enrollments').insert({ course_id: conversationalId })
      expect(enrol.error).toBeNull()
      const read = await learner.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.restaurantPhrases,
      })
      expect(read.error).toBeNull()
    }

    it('keeps the SQL badge names equal to the domain list', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'achiever')
      await learnedDaysBefore(learner.id, 30)
      await suite.database.db.query(
        `insert into public.certificates (user_id, course_id, certificate_number)
         values ($1, $2, 'SPL-2026-ABCDEF')`,
        [learner.id, conversationalId],
      )
      const { rows } = await suite.database.db.query<{ badges: string[] }>(
        'select public.achievement_badges($1) as badges',
        [learner.id],
      )
      expect(rows[0]?.badges).toEqual(ACHIEVEMENT_BADGES.map((badge) => badge.name))
    })

    it('awards a 7-day streak when the seventh day is learned, and not 30 days', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'streaker')
      await learnedDaysBefore(learner.id, 6)
      expect(await badgesOf(learner)).toEqual([])
      await readToday(learner)
      expect(await badgesOf(learner)).toEqual(['7-Day Streak'])
    })

    it('awards the first-course badge with the certificate, and keeps every badge held', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'graduate')
      await suite.database.db.query(
        `update public.profiles set badges = '{"Language Explorer"}' where id = $1`,
        [learner.id],
      )
      await suite.database.db.query(
        `insert into public.certificates (user_id, course_id, certificate_number)
         values ($1, $2, 'SPL-2026-GHJKMN')`,
        [learner.id, conversationalId],
      )
      expect(await badgesOf(learner)).toEqual(['Language Explorer', 'First Course Complete'])
      await readToday(learner)
      // 30 xp earns no xp badge yet; nothing is removed or repeated.
      expect(await badgesOf(learner)).toEqual(['Language Explorer', 'First Course Complete'])
    })

    it('gives nothing for a forged certificate or badge', async () => {
      const learner = await newLearner(suite.database.db, suite.backends.server, 'forger')
      const certificate = await learner.client.from('certificates').insert({
        user_id: learner.id,
        course_id: conversationalId,
        certificate_number: 'SPL-2026-PQRSTU',
      })
      expect(certificate.error).not.toBeNull()
      const badge = await learner.client
        .from('profiles')
        .update({ badges: ['First Course Complete'] })
        .eq('id', learner.id)
      expect(badge.error?.code).toBe('42501')
      expect(await badgesOf(learner)).toEqual([])
    })
  })
}
