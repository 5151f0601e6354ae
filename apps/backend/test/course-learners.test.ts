import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { courseDraft } from './support/authoring-fixtures.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// A teacher's list of a course's learners (20250506000000_course_learners.sql).

interface Person {
  id: string
  client: SupabaseClient
}

for (const engine of ENGINES) {
  describe(`course learners (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacher: Person
    let otherTeacher: Person
    let active: Person
    let idle: Person
    let courseId = ''

    async function person(name: string, userType: 'student' | 'teacher') {
      const email = uniqueEmail(name.split(' ')[0])
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
      teacher = await person('Mona Teacher', 'teacher')
      otherTeacher = await person('Other Teacher', 'teacher')
      active = await person('Amr Active', 'student')
      idle = await person('Ilham Idle', 'student')
      const db = seeded.database.db
      const course = await db.query<{ id: string }>(
        `insert into public.courses (slug, title_en, title_ar, description_en, description_ar,
           instructor_name, difficulty, duration, owner_id, is_published)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) returning id`,
        [...Object.values(courseDraft(`learners-${Date.now()}`)), teacher.id],
      )
      courseId = course.rows[0]?.id ?? ''
      const chapter = await db.query<{ id: string }>(
        `insert into public.course_chapters (course_id, position, title_en, title_ar)
         values ($1, 0, 'Basics', 'الأساسيات') returning id`,
        [courseId],
      )
      const lesson = await db.query<{ id: string }>(
        `insert into public.lessons (course_id, chapter_id, position, slug, kind, title_en, title_ar,
           duration_seconds)
         values ($1, $2, 0, 'hello', 'reading', 'Hello', 'مرحبا', 120) returning id`,
        [courseId, chapter.rows[0]?.id],
      )
      await db.query(
        `insert into public.enrollments (user_id, course_id, enrolled_at, progress_percent)
         values ($1, $3, now() - interval '3 days', 100), ($2, $3, now() - interval '5 days', 0)`,
        [active.id, idle.id, courseId],
      )
      await db.query(
        `insert into public.lesson_completions (user_id, course_id, lesson_id, completed_at)
         values ($1, $2, $3, now() - interval '1 hour')`,
        [active.id, courseId, lesson.rows[0]?.id],
      )
    })

    it("lists the course's learners for its teacher, most recently active first", async () => {
      const { data, error } = await teacher.client.rpc('course_learners', { course_id: courseId })
      expect(error).toBeNull()
      const rows = data as Record<string, unknown>[]
      expect(rows.map((row) => row.full_name)).toEqual(['Amr Active', 'Ilham Idle'])
      expect(rows[0]).toMatchObject({
        user_id: active.id,
        progress_percent: 100,
        lessons_completed: 1,
        quizzes_passed: 0,
        homework_submitted: 0,
      })
      const lastActive = Date.parse(String(rows[0]?.last_active_at))
      expect(Math.abs(Date.now() - 3_600_000 - lastActive)).toBeLessThan(120_000)
      expect(rows[1]?.last_active_at).toBe(rows[1]?.enrolled_at)
      expect(Object.keys(rows[0] ?? {})).not.toContain('email')
    })

    it('refuses other teachers, learners and visitors', async () => {
      for (const other of [otherTeacher.client, active.client]) {
        const { error } = await other.rpc('course_learners', { course_id: courseId })
        expect(error?.code).toBe('42501')
      }
      const anonymous = await server.client().rpc('course_learners', { course_id: courseId })
      expect(anonymous.error).not.toBeNull()
    })
  })
}
