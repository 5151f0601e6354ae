import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser, grantAdmin } from '../src/db/seed.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'

// Seeded assignments of 'english-for-beginners' (supabase/seed.sql).
const INTRODUCE_YOURSELF = '4b000000-0000-4000-8000-000000000001'
const AT_THE_MARKET = '4b000000-0000-4000-8000-000000000002'
// Seeded assignment of 'business-english', a course nobody in these tests follows.
const CLIENT_EMAIL = '4b000000-0000-4000-8000-000000000003'

const CERTIFICATE_NUMBER = /^SPL-\d{4}-[A-HJKMNP-Z2-9]{6}$/

for (const engine of ENGINES) {
  describe(`homework and certificates (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let aliceId: string
    let aliceEmail: string
    let bob: SupabaseClient
    let bobId: string
    let admin: SupabaseClient
    let beginnersId: string
    let grammarId: string

    async function courseId(slug: string): Promise<string> {
      const { data, error } = await service.from('courses').select('id').eq('slug', slug).single()
      expect(error).toBeNull()
      return (data as { id: string }).id
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      service = server.client(server.serviceKey)
      aliceEmail = uniqueEmail('alice')
      const bobEmail = uniqueEmail('bob')
      const adminEmail = uniqueEmail('admin')
      aliceId = await createConfirmedUser(database.db, {
        email: aliceEmail,
        password: 'alice123',
        name: 'Alice Samir',
        userType: 'student',
      })
      bobId = await createConfirmedUser(database.db, {
        email: bobEmail,
        password: 'bobbob123',
        name: 'Bob',
        userType: 'student',
      })
      await createConfirmedUser(database.db, {
        email: adminEmail,
        password: 'admin123',
        name: 'Admin',
        userType: 'teacher',
      })
      await grantAdmin(database.db, adminEmail)
      alice = await server.signedInClient(aliceEmail, 'alice123')
      bob = await server.signedInClient(bobEmail, 'bobbob123')
      admin = await server.signedInClient(adminEmail, 'admin123')
      beginnersId = await courseId('english-for-beginners')
      grammarId = await courseId('english-grammar-mastery')
      const enrol = await alice.from('enrollments').insert({ course_id: beginnersId })
      expect(enrol.error).toBeNull()
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('shows an enrolled learner the assignments of their courses only', async () => {
      const { data, error } = await alice
        .from('homework_assignments')
        .select('id, title_en, title_ar, max_score, courses(slug)')
        .order('due_at')
      expect(error).toBeNull()
      expect(data).toEqual([
        {
          id: INTRODUCE_YOURSELF,
          title_en: 'Introduce yourself',
          title_ar: 'عرّف بنفسك',
          max_score: 10,
          courses: { slug: 'english-for-beginners' },
        },
        {
          id: AT_THE_MARKET,
          title_en: 'At the market',
          title_ar: 'في السوق',
          max_score: 10,
          courses: { slug: 'english-for-beginners' },
        },
      ])
    })

    it('shows a learner who follows no course no assignment, and refuses anonymous visitors', async () => {
      const own = await bob.from('homework_assignments').select('id')
      expect(own.error).toBeNull()
      expect(own.data).toEqual([])
      const anon = await server.client().from('homework_assignments').select('id')
      expect(anon.status).toBe(401)
      expect(anon.error?.code).toBe('42501')
    })

    it('lets only admins write assignments', async () => {
      const assignment = {
        course_id: beginnersId,
        title_en: 'Numbers',
        title_ar: 'الأرقام',
        instructions_en: 'Write the numbers from 1 to 20 in words.',
        instructions_ar: 'اكتب الأرقام من 1 إلى 20 بالحروف.',
        due_at: '2030-01-01T10:00:00Z',
      }
      const byLearner = await alice.from('homework_assignments').insert(assignment)
      expect(byLearner.status).toBe(403)
      expect(byLearner.error?.code).toBe('42501')
      const byAdmin = await admin
        .from('homework_assignments')
        .insert(assignment)
        .select('title_en, max_score')
        .single()
      expect(byAdmin.error).toBeNull()
      expect(byAdmin.data).toEqual({ title_en: 'Numbers', max_score: 100 })
      const removed = await admin
        .from('homework_assignments')
        .delete()
        .eq('title_en', 'Numbers')
        .select('title_en')
      expect(removed.data).toEqual([{ title_en: 'Numbers' }])
    })

    it('submits an answer and replaces it while it is not graded', async () => {
      const first = await alice.rpc('submit_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        answer: 'My name is Alice. I live in Giza.',
      })
      expect(first.error).toBeNull()
      expect(first.data).toMatchObject({
        assignment_id: INTRODUCE_YOURSELF,
        user_id: aliceId,
        answer: 'My name is Alice. I live in Giza.',
        status: 'submitted',
        score: null,
        feedback: null,
      })
      const second = await alice.rpc('submit_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        answer: 'My name is Alice. I live in Giza with my family.',
      })
      expect(second.error).toBeNull()
      expect(second.data).toMatchObject({
        answer: 'My name is Alice. I live in Giza with my family.',
        status: 'submitted',
      })
      const rows = await alice
        .from('homework_submissions')
        .select('assignment_id, answer')
        .eq('assignment_id', INTRODUCE_YOURSELF)
      expect(rows.data).toEqual([
        {
          assignment_id: INTRODUCE_YOURSELF,
          answer: 'My name is Alice. I live in Giza with my family.',
        },
      ])
    })

    it('refuses a blank answer and an assignment of a course the learner does not follow', async () => {
      const blank = await alice.rpc('submit_homework', {
        assignment_id: AT_THE_MARKET,
        answer: '  \n\t ',
      })
      expect(blank.status).toBe(400)
      expect(blank.error).toMatchObject({ code: 'P0001', details: 'homework_answer_empty' })
      const tooLong = await alice.rpc('submit_homework', {
        assignment_id: AT_THE_MARKET,
        answer: 'a'.repeat(5001),
      })
      expect(tooLong.error).toMatchObject({ code: 'P0001', details: 'homework_answer_too_long' })
      const notEnrolled = await alice.rpc('submit_homework', {
        assignment_id: CLIENT_EMAIL,
        answer: 'Dear client, we are sorry.',
      })
      expect(notEnrolled.status).toBe(400)
      expect(notEnrolled.error).toMatchObject({ code: 'P0001', details: 'homework_not_available' })
      const direct = await bob
        .from('homework_submissions')
        .insert({ assignment_id: INTRODUCE_YOURSELF, answer: 'Hello' })
      expect(direct.error?.details).toBe('homework_not_available')
    })

    it('never lets a learner grade themselves or read other learners’ answers', async () => {
      const selfGrade = await alice
        .from('homework_submissions')
        .update({ status: 'graded', score: 10 })
        .eq('assignment_id', INTRODUCE_YOURSELF)
      expect(selfGrade.status).toBe(403)
      expect(selfGrade.error?.code).toBe('42501')
      const rpcGrade = await alice.rpc('grade_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        user_id: aliceId,
        score: 10,
        feedback: 'Perfect',
      })
      expect(rpcGrade.error).toMatchObject({ code: 'P0001', details: 'homework_not_admin' })
      const others = await bob.from('homework_submissions').select('answer')
      expect(others.data).toEqual([])
      const anon = await server.client().rpc('submit_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        answer: 'Hi',
      })
      expect(anon.status).toBe(401)
    })

    it('lets an admin grade within the maximum score, after which the answer is final', async () => {
      const tooHigh = await admin.rpc('grade_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        user_id: aliceId,
        score: 11,
        feedback: 'Great',
      })
      expect(tooHigh.error).toMatchObject({ code: 'P0001', details: 'homework_score_invalid' })
      const missing = await admin.rpc('grade_homework', {
        assignment_id: AT_THE_MARKET,
        user_id: aliceId,
        score: 5,
        feedback: null,
      })
      expect(missing.error).toMatchObject({ details: 'homework_not_submitted' })
      const graded = await admin.rpc('grade_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        user_id: aliceId,
        score: 9,
        feedback: 'Well done. Add one sentence about your hobby.',
      })
      expect(graded.error).toBeNull()
      const own = await alice
        .from('homework_submissions')
        .select('status, score, feedback, graded_at')
        .eq('assignment_id', INTRODUCE_YOURSELF)
        .single()
      expect(own.data).toMatchObject({
        status: 'graded',
        score: 9,
        feedback: 'Well done. Add one sentence about your hobby.',
      })
      expect(typeof (own.data as { graded_at: unknown }).graded_at).toBe('string')

      const resubmit = await alice.rpc('submit_homework', {
        assignment_id: INTRODUCE_YOURSELF,
        answer: 'A better answer',
      })
      expect(resubmit.status).toBe(400)
      expect(resubmit.error).toMatchObject({ code: 'P0001', details: 'homework_already_graded' })
      const direct = await alice
        .from('homework_submissions')
        .update({ answer: 'A better answer' })
        .eq('assignment_id', INTRODUCE_YOURSELF)
      expect(direct.error?.details).toBe('homework_already_graded')
      const after = await alice
        .from('homework_submissions')
        .select('answer, score')
        .eq('assignment_id', INTRODUCE_YOURSELF)
        .single()
      expect(after.data).toEqual({
        answer: 'My name is Alice. I live in Giza with my family.',
        score: 9,
      })
    })

    it('issues one certificate when progress reaches 100 %, and only once', async () => {
      // Learners move progress only through the completion RPCs (mark_lesson_read,
      // save_watch_progress, submit_quiz_attempt; course-content-completion.test.ts);
      // here the service role sets it, to test the trigger on its own.
      async function setProgress(courseId: string, progress: number): Promise<void> {
        const { error } = await service
          .from('enrollments')
          .update({ progress_percent: progress })
          .eq('user_id', aliceId)
          .eq('course_id', courseId)
        expect(error).toBeNull()
      }
      const before = await alice.from('certificates').select('id')
      expect(before.data).toEqual([])
      await setProgress(beginnersId, 60)
      expect((await alice.from('certificates').select('id')).data).toEqual([])

      await setProgress(beginnersId, 100)
      const issued = await alice
        .from('certificates')
        .select('user_id, course_id, certificate_number, issued_at')
      expect(issued.error).toBeNull()
      const certificates = issued.data as { certificate_number: string; issued_at: string }[]
      expect(certificates).toHaveLength(1)
      expect(certificates[0]).toMatchObject({ user_id: aliceId, course_id: beginnersId })
      const number = certificates[0]?.certificate_number ?? ''
      expect(number).toMatch(CERTIFICATE_NUMBER)

      await setProgress(beginnersId, 90)
      await setProgress(beginnersId, 100)
      await alice.from('enrollments').delete().eq('course_id', beginnersId)
      const rejoin = await alice.from('enrollments').insert({ course_id: beginnersId })
      expect(rejoin.error).toBeNull()
      await setProgress(beginnersId, 100)
      const after = await alice.from('certificates').select('certificate_number')
      expect(after.data).toEqual([{ certificate_number: number }])

      const direct = await service
        .from('enrollments')
        .insert({ user_id: aliceId, course_id: grammarId, progress_percent: 100 })
      expect(direct.error).toBeNull()
      const two = await alice
        .from('certificates')
        .select('certificate_number, courses(slug)')
        .order('issued_at')
      expect(
        (two.data as unknown as { courses: { slug: string } }[]).map((row) => row.courses.slug),
      ).toEqual(['english-for-beginners', 'english-grammar-mastery'])
      expect(await bob.from('certificates').select('id')).toMatchObject({ data: [] })
    })

    it('lets nobody but the service role write certificates', async () => {
      const forged = {
        user_id: bobId,
        course_id: beginnersId,
        certificate_number: 'SPL-2026-ABCDEF',
      }
      const insert = await bob.from('certificates').insert(forged)
      expect(insert.status).toBe(403)
      expect(insert.error?.code).toBe('42501')
      const byAdmin = await admin.from('certificates').insert(forged)
      expect(byAdmin.error?.code).toBe('42501')
      const update = await alice
        .from('certificates')
        .update({ issued_at: '2020-01-01T00:00:00Z' })
        .eq('user_id', aliceId)
      expect(update.error?.code).toBe('42501')
      const remove = await alice.from('certificates').delete().eq('user_id', aliceId)
      expect(remove.error?.code).toBe('42501')
      const anon = await server.client().from('certificates').select('id')
      expect(anon.status).toBe(401)
      const byService = await service
        .from('certificates')
        .insert(forged)
        .select('certificate_number')
        .single()
      expect(byService.data).toEqual({ certificate_number: 'SPL-2026-ABCDEF' })
    })

    it('verifies a certificate number for anonymous visitors without revealing the e-mail', async () => {
      const own = await alice
        .from('certificates')
        .select('certificate_number, issued_at')
        .eq('course_id', beginnersId)
        .single()
      const { certificate_number: number, issued_at: issuedAt } = own.data as {
        certificate_number: string
        issued_at: string
      }
      const anon = server.client()
      const verified = await anon.rpc('verify_certificate', {
        number: ` ${number.toLowerCase()} `,
      })
      expect(verified.error).toBeNull()
      expect(verified.data).toEqual([
        {
          certificate_number: number,
          course_title_en: 'English for Beginners',
          course_title_ar: 'الإنجليزية للمبتدئين',
          issued_at: issuedAt,
          learner_name: 'Alice Samir',
        },
      ])
      const text = JSON.stringify(verified.data)
      expect(text).not.toContain(aliceEmail)
      expect(text).not.toContain(aliceId)

      const unknown = await anon.rpc('verify_certificate', { number: 'SPL-2026-ZZZZZZ' })
      expect(unknown.error).toBeNull()
      expect(unknown.data).toEqual([])
    })
  })
}
