import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import {
  courseIdOf,
  LESSONS,
  type Learner,
  newLearner,
  SMALL_TALK_QUIZ,
} from './support/course-content-fixtures.js'
import { useSeededBackends } from './support/seeded-backends.js'

const PREMIUM_ERROR = {
  code: 'P0001',
  details: 'course_premium_only',
  message: 'This course is part of Premium. Upgrade to enrol in it.',
}
const LESSON_PREMIUM_ERROR = {
  code: 'P0001',
  details: 'lesson_premium_only',
  message: 'This lesson is part of Premium. Upgrade to open it.',
}

async function contentIds(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client.from('lesson_contents').select('lesson_id')
  expect(error).toBeNull()
  return (data ?? []).map((row) => row.lesson_id as string).sort()
}

for (const engine of ENGINES) {
  describe(`course content access (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })
    let anon: SupabaseClient
    let free: Learner
    let premium: Learner
    let expired: Learner
    let owner: Learner
    let admin: Learner
    let businessId: string
    let grammarId: string

    beforeAll(async () => {
      const { db } = suite.database
      const server = suite.backends.server
      anon = server.client()
      free = await newLearner(db, server, 'free')
      premium = await newLearner(db, server, 'premium', { premiumUntil: '2999-01-01T00:00:00Z' })
      expired = await newLearner(db, server, 'expired', { premiumUntil: '2020-01-01T00:00:00Z' })
      owner = await newLearner(db, server, 'owner')
      admin = await newLearner(db, server, 'admin', { admin: true })
      businessId = await courseIdOf(db, 'business-english')
      grammarId = await courseIdOf(db, 'english-grammar-mastery')
      await db.query('update public.courses set owner_id = $1 where id = $2', [
        owner.id,
        businessId,
      ])
    })

    it('shows anyone the outline of published courses, premium lesson titles included', async () => {
      const chapters = await anon.from('course_chapters').select('course_id, position, title_ar')
      expect(chapters.error).toBeNull()
      expect(chapters.data).toHaveLength(8)
      const lessons = await anon
        .from('lessons')
        .select('slug, kind, title_en, is_free_preview, duration_seconds')
        .eq('course_id', businessId)
        .order('chapter_id')
        .order('position')
      expect(lessons.error).toBeNull()
      expect(lessons.data).toEqual([
        expect.objectContaining({ slug: 'meetings', kind: 'video', is_free_preview: true }),
        expect.objectContaining({
          slug: 'meeting-phrases',
          kind: 'reading',
          is_free_preview: false,
        }),
        expect.objectContaining({ slug: 'polite-emails', kind: 'reading' }),
        expect.objectContaining({ slug: 'business-quiz', kind: 'quiz' }),
      ])
      const all = await anon.from('lessons').select('id')
      expect(all.data).toHaveLength(17)
    })

    it('hides the outline of a draft course from everyone but its owner and admins', async () => {
      const { db } = suite.database
      await db.query('update public.courses set is_published = false where id = $1', [grammarId])
      try {
        expect((await anon.from('lessons').select('id').eq('course_id', grammarId)).data).toEqual(
          [],
        )
        expect(
          (await premium.client.from('course_chapters').select('id').eq('course_id', grammarId))
            .data,
        ).toEqual([])
        expect(
          (await admin.client.from('lessons').select('id').eq('course_id', grammarId)).data,
        ).toHaveLength(4)
      } finally {
        await db.query('update public.courses set is_published = true where id = $1', [grammarId])
      }
    })

    it('gives free courses and free previews to everyone, premium content to premium only', async () => {
      const openToAll = [
        LESSONS.greetings,
        LESSONS.introducingYourself,
        LESSONS.greetingsQuiz,
        LESSONS.numbers,
        LESSONS.askingPrices,
        LESSONS.meetings,
        LESSONS.conditionals,
        LESSONS.orderingFood,
        LESSONS.restaurantPhrases,
        LESSONS.smallTalk,
        LESSONS.smallTalkQuiz,
      ].sort()
      expect(await contentIds(anon)).toEqual(openToAll)
      expect(await contentIds(free.client)).toEqual(openToAll)
      expect(await contentIds(expired.client)).toEqual(openToAll)
      expect(await contentIds(premium.client)).toHaveLength(17)
      expect(await contentIds(admin.client)).toHaveLength(17)
      // The owner of business-english opens all of it, and only the previews of the other one.
      const ownerIds = await contentIds(owner.client)
      expect(ownerIds).toHaveLength(11 + 3)
      expect(ownerIds).toContain(LESSONS.meetingPhrases)
      const preview = await free.client
        .from('lesson_contents')
        .select('video_path, caption_en_path, caption_ar_path')
        .eq('lesson_id', LESSONS.meetings)
        .single()
      expect(preview.data).toEqual({
        video_path: 'business-english/meetings.webm',
        caption_en_path: 'business-english/meetings.en.vtt',
        caption_ar_path: 'business-english/meetings.ar.vtt',
      })
    })

    it('shows quiz questions with the same rule, and the answer key to nobody', async () => {
      const businessQuiz = (client: SupabaseClient) =>
        client
          .from('quiz_questions')
          .select('id, kind, options')
          .eq('lesson_id', LESSONS.businessQuiz)
      expect((await businessQuiz(anon)).data).toEqual([])
      expect((await businessQuiz(free.client)).data).toEqual([])
      expect((await businessQuiz(expired.client)).data).toEqual([])
      const shown = await businessQuiz(premium.client)
      expect(shown.data?.map((row) => row.kind).sort()).toEqual(['multiple', 'short', 'single'])
      expect((await businessQuiz(owner.client)).data).toHaveLength(3)
      const free3 = await free.client
        .from('quiz_questions')
        .select('id')
        .eq('lesson_id', LESSONS.smallTalkQuiz)
      expect(free3.data).toHaveLength(3)
      // Visitors have no grant; learners see no key; the course's authors read their own
      // (20250501000000_course_authoring.sql), the admin every key.
      const anonKeys = await anon.from('quiz_answer_keys').select('*')
      expect(anonKeys.error?.code).toBe('42501')
      for (const learner of [free.client, premium.client]) {
        expect((await learner.from('quiz_answer_keys').select('*')).data).toEqual([])
      }
      const ownKeys = await owner.client
        .from('quiz_answer_keys')
        .select('question_id, quiz_questions!inner(lesson_id)')
        .eq('quiz_questions.lesson_id', LESSONS.businessQuiz)
      expect(ownKeys.data).toHaveLength(3)
      expect(
        ((await admin.client.from('quiz_answer_keys').select('*')).data ?? []).length,
      ).toBeGreaterThan(3)
      for (const client of [anon, free.client, premium.client, owner.client, admin.client]) {
        const direct = await client.rpc('quiz_answer_is_right', {
          kind: 'short',
          given: 'x',
          correct_option_ids: [],
          accepted_answers: [],
        })
        expect(direct.error).not.toBeNull()
      }
    })

    it('refuses enrolling in a premium course without premium, in the database', async () => {
      for (const learner of [free, expired]) {
        const refused = await learner.client.from('enrollments').insert({ course_id: businessId })
        expect(refused.status).toBe(400)
        expect(refused.error).toMatchObject(PREMIUM_ERROR)
      }
      const freeCourse = await free.client
        .from('enrollments')
        .insert({ course_id: await courseIdOf(suite.database.db, 'conversational-english') })
      expect(freeCourse.error).toBeNull()
      for (const learner of [premium, owner, admin]) {
        const allowed = await learner.client.from('enrollments').insert({ course_id: businessId })
        expect(allowed.error).toBeNull()
      }
      const ownerOtherPremium = await owner.client
        .from('enrollments')
        .insert({ course_id: grammarId })
      expect(ownerOtherPremium.error).toMatchObject(PREMIUM_ERROR)
    })

    it('refuses a free learner every premium lesson, so the certificate stays out of reach', async () => {
      const { db } = suite.database
      // Enrolled by the service (say, while their premium ran), now free again.
      await db.query('insert into public.enrollments (user_id, course_id) values ($1, $2)', [
        free.id,
        businessId,
      ])
      for (const lesson of [LESSONS.meetingPhrases, LESSONS.politeEmails]) {
        const read = await free.client.rpc('mark_lesson_read', { lesson_id: lesson })
        expect(read.status).toBe(400)
        expect(read.error).toMatchObject(LESSON_PREMIUM_ERROR)
      }
      const quiz = await free.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.businessQuiz,
        answers: {},
      })
      expect(quiz.error).toMatchObject(LESSON_PREMIUM_ERROR)
      // The free preview counts, the rest never does.
      await db.query(
        `update public.enrollments set enrolled_at = now() - interval '1 hour'
         where user_id = $1 and course_id = $2`,
        [free.id, businessId],
      )
      const preview = await free.client.rpc('save_watch_progress', {
        lesson_id: LESSONS.meetings,
        position_seconds: 10,
        watched_from: 0,
        watched_to: 10,
      })
      expect(preview.error).toBeNull()
      expect(preview.data).toMatchObject({ completed: true, progress_percent: 25 })
      expect((await free.client.from('certificates').select('id')).data).toEqual([])
      // Premium learners open the same lessons.
      const allowed = await premium.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.meetingPhrases,
      })
      expect(allowed.error).toBeNull()
      expect(allowed.data).toMatchObject({ completed_lessons: 1, total_lessons: 4 })
      const expiredRead = await expired.client.rpc('mark_lesson_read', {
        lesson_id: LESSONS.meetingPhrases,
      })
      expect(expiredRead.error).toMatchObject(LESSON_PREMIUM_ERROR)
    })

    it('answers a quiz attempt without ever revealing the key', async () => {
      const attempt = await free.client.rpc('submit_quiz_attempt', {
        lesson_id: LESSONS.smallTalkQuiz,
        answers: { [SMALL_TALK_QUIZ.safeTopic.id]: ['a'] },
      })
      expect(attempt.error).toBeNull()
      expect(Object.keys(attempt.data as object).sort()).toEqual([
        'newly_completed',
        'pass_mark',
        'passed',
        'progress_percent',
        'results',
        'score',
      ])
      expect((attempt.data as { results: unknown }).results).toEqual({
        [SMALL_TALK_QUIZ.safeTopic.id]: false,
        [SMALL_TALK_QUIZ.politeToWaiter.id]: false,
        [SMALL_TALK_QUIZ.theBill.id]: false,
      })
      const kept = await free.client
        .from('quiz_attempts')
        .select('*')
        .eq('lesson_id', LESSONS.smallTalkQuiz)
      expect(kept.data).toHaveLength(1)
      expect(JSON.stringify(kept.data)).not.toMatch(/الحساب|correct|accepted/)
      expect((await premium.client.from('quiz_attempts').select('id')).data).toEqual([])
    })
  })
}
