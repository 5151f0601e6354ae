import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { courseDraft } from './support/authoring-fixtures.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Homework from the teacher's side (supabase/migrations/20250503000000_homework_teaching.sql):
// the course's teacher sets and grades it, learners attach files, drafts stay private.

interface Person {
  id: string
  client: SupabaseClient
}

const PDF = new Blob(['%PDF-1.4 essay'], { type: 'application/pdf' })

for (const engine of ENGINES) {
  describe(`homework from the teacher's side (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacher: Person
    let otherTeacher: Person
    let learner: Person
    let stranger: Person
    let courseId = ''
    let assignmentId = ''

    async function person(name: string, userType: 'student' | 'teacher') {
      const email = uniqueEmail(name)
      const id = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name,
        userType,
      })
      return { id, client: await server.signedInClient(email, 'secret123') }
    }

    beforeAll(async () => {
      server = seeded.backends.server
      teacher = await person('hw-teacher', 'teacher')
      otherTeacher = await person('hw-other-teacher', 'teacher')
      learner = await person('hw-learner', 'student')
      stranger = await person('hw-stranger', 'student')
      const { rows } = await seeded.database.db.query<{ id: string }>(
        `insert into public.courses (slug, title_en, title_ar, description_en, description_ar,
           instructor_name, difficulty, duration, owner_id, is_published)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) returning id`,
        [...Object.values(courseDraft(`homework-${Date.now()}`)), teacher.id],
      )
      courseId = rows[0]?.id ?? ''
      await seeded.database.db.query(
        'insert into public.enrollments (user_id, course_id) values ($1, $2)',
        [learner.id, courseId],
      )
      await seeded.database.db.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
         values ('homework-files', 'homework-files', false, 10485760, '{application/pdf,image/png}')
         on conflict (id) do nothing`,
      )
    })

    it("lets the course's teacher set homework, and nobody else", async () => {
      const homework = {
        course_id: courseId,
        title_en: 'Describe your street',
        title_ar: 'صف شارعك',
        instructions_en: 'Five sentences.',
        instructions_ar: 'خمس جمل.',
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
        max_score: 20,
      }
      expect(
        (await otherTeacher.client.from('homework_assignments').insert(homework)).error?.code,
      ).toBe('42501')
      expect((await learner.client.from('homework_assignments').insert(homework)).error?.code).toBe(
        '42501',
      )
      const created = await teacher.client
        .from('homework_assignments')
        .insert(homework)
        .select('id')
        .single()
      expect(created.error).toBeNull()
      assignmentId = created.data?.id as string
      expect(
        (await learner.client.from('homework_assignments').select('id').eq('id', assignmentId))
          .data,
      ).toEqual([{ id: assignmentId }])
    })

    it('takes files only in the learner’s own folder and checks the paths of an answer', async () => {
      const own = `${assignmentId}/${learner.id}/essay.pdf`
      expect(
        (await learner.client.storage.from('homework-files').upload(own, PDF)).error,
      ).toBeNull()
      const elsewhere = `${assignmentId}/${stranger.id}/essay.pdf`
      expect(
        (await learner.client.storage.from('homework-files').upload(elsewhere, PDF)).error,
      ).not.toBeNull()
      const notEnrolled = `${assignmentId}/${stranger.id}/mine.pdf`
      expect(
        (await stranger.client.storage.from('homework-files').upload(notEnrolled, PDF)).error,
      ).not.toBeNull()

      const bad = await learner.client.rpc('submit_homework', {
        assignment_id: assignmentId,
        answer: 'My street is quiet.',
        attachment_paths: [elsewhere],
      })
      expect(bad.error?.details).toBe('homework_attachments_invalid')
      const good = await learner.client.rpc('submit_homework', {
        assignment_id: assignmentId,
        answer: 'My street is quiet.',
        attachment_paths: [own],
      })
      expect(good.error).toBeNull()
      // The course's teacher reads the file; another teacher does not.
      expect((await teacher.client.storage.from('homework-files').download(own)).error).toBeNull()
      expect(
        (await otherTeacher.client.storage.from('homework-files').download(own)).error,
      ).not.toBeNull()
    })

    it('queues the answers for the teacher only, and keeps a drafted grade from the learner', async () => {
      const queue = await teacher.client.rpc('homework_queue', { course_id: courseId })
      expect(queue.error).toBeNull()
      expect(queue.data).toEqual([
        expect.objectContaining({
          assignment_id: assignmentId,
          learner_name: 'hw-learner',
          late: false,
          status: 'submitted',
          attachment_paths: [`${assignmentId}/${learner.id}/essay.pdf`],
        }),
      ])
      for (const outsider of [otherTeacher, learner]) {
        const refused = await outsider.client.rpc('homework_queue', { course_id: courseId })
        expect(refused.error?.details).toBe('homework_not_admin')
      }

      const grade = { assignment_id: assignmentId, user_id: learner.id }
      const tooHigh = await teacher.client.rpc('grade_homework', {
        ...grade,
        score: 21,
        feedback: '',
      })
      expect(tooHigh.error?.details).toBe('homework_score_invalid')
      const byOther = await otherTeacher.client.rpc('grade_homework', {
        ...grade,
        score: 10,
        feedback: 'Mine',
      })
      expect(byOther.error?.details).toBe('homework_not_admin')
      const draft = await teacher.client.rpc('grade_homework', {
        ...grade,
        score: 15,
        feedback: 'Good start.',
        release: false,
      })
      expect(draft.error).toBeNull()
      const seen = await learner.client
        .from('homework_submissions')
        .select('status, score, feedback')
        .eq('assignment_id', assignmentId)
        .single()
      expect(seen.data).toEqual({ status: 'submitted', score: null, feedback: null })
      const peek = await learner.client.from('homework_grade_drafts').select('score')
      expect(peek.error?.code).toBe('42501')
      const queued = await teacher.client.rpc('homework_queue', { course_id: courseId })
      expect(queued.data).toEqual([
        expect.objectContaining({ draft_score: 15, draft_feedback: 'Good start.' }),
      ])

      const xpBefore = (await learner.client.from('profiles').select('xp').single()).data?.xp ?? 0
      const released = await teacher.client.rpc('grade_homework', {
        ...grade,
        score: 18,
        feedback: 'Vivid details.',
      })
      expect(released.error).toBeNull()
      const graded = await learner.client
        .from('homework_submissions')
        .select('status, score, feedback')
        .eq('assignment_id', assignmentId)
        .single()
      expect(graded.data).toEqual({ status: 'graded', score: 18, feedback: 'Vivid details.' })
      const xpAfter = (await learner.client.from('profiles').select('xp').single()).data?.xp ?? 0
      expect(xpAfter - xpBefore).toBeGreaterThanOrEqual(40)
      // Graded: the learner can no longer change the answer or its files.
      const late = await learner.client.rpc('submit_homework', {
        assignment_id: assignmentId,
        answer: 'Changed',
      })
      expect(late.error?.details).toBe('homework_already_graded')
    })
  })
}
