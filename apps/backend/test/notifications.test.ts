import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { courseDraft } from './support/authoring-fixtures.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// In-app notifications (supabase/migrations/20250505000000_notifications.sql): written by the
// database when something happens, read, marked and deleted by their owner only.

interface Person {
  id: string
  client: SupabaseClient
}

interface NotificationRow {
  id: string
  kind: string
  data: Record<string, unknown>
  link: string
  read_at: string | null
}

for (const engine of ENGINES) {
  describe(`notifications (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacher: Person
    let learner: Person
    let stranger: Person
    let courseId = ''
    let slotIds: string[] = []

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

    /** The caller's notifications of `kind`, newest first, through the API. */
    async function received(who: Person, kind: string): Promise<NotificationRow[]> {
      const { data, error } = await who.client
        .from('notifications')
        .select('id, kind, data, link, read_at')
        .eq('kind', kind)
        .order('created_at', { ascending: false })
      expect(error).toBeNull()
      return (data ?? []) as NotificationRow[]
    }

    beforeAll(async () => {
      server = seeded.backends.server
      teacher = await person('Nadia Teacher', 'teacher')
      learner = await person('Omar Learner', 'student')
      stranger = await person('Sara Stranger', 'student')
      const db = seeded.database.db
      const course = await db.query<{ id: string }>(
        `insert into public.courses (slug, title_en, title_ar, description_en, description_ar,
           instructor_name, difficulty, duration, owner_id, is_published)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, true) returning id`,
        [...Object.values(courseDraft(`notify-${Date.now()}`)), teacher.id],
      )
      courseId = course.rows[0]?.id ?? ''
      await db.query('insert into public.enrollments (user_id, course_id) values ($1, $2)', [
        learner.id,
        courseId,
      ])
      const tutor = await db.query<{ id: string }>(
        `insert into public.tutors (user_id, name, subjects) values ($1, 'Nadia Farouk', '{conversation}')
         returning id`,
        [teacher.id],
      )
      const slots = await db.query<{ id: string }>(
        `insert into public.tutoring_slots (tutor_id, subject_id, starts_at, duration_minutes, capacity)
         select $1, 'conversation', now() + make_interval(days => 2, hours => n), 60, 2
         from generate_series(1, 2) as n returning id`,
        [tutor.rows[0]?.id],
      )
      slotIds = slots.rows.map((row) => row.id)
    })

    it('tells a learner and the tutor of a booking, and each of the other side cancelling', async () => {
      const [first, second] = slotIds
      expect((await learner.client.rpc('book_slot', { slot_id: first })).error).toBeNull()
      const [confirmed] = await received(learner, 'booking_confirmed')
      expect(confirmed).toMatchObject({
        link: '/booking',
        read_at: null,
        data: { tutor_name: 'Nadia Farouk', subject_id: 'conversation' },
      })
      expect(Number.isNaN(Date.parse(String(confirmed?.data.starts_at)))).toBe(false)
      const [toTutor] = await received(teacher, 'booking_received')
      expect(toTutor).toMatchObject({
        link: '/teach/sessions',
        data: { learner_name: 'Omar Learner' },
      })

      // The learner cancels: the tutor hears of it, the learner is not told of their own act.
      expect(
        (await learner.client.from('bookings').update({ status: 'cancelled' }).eq('slot_id', first))
          .error,
      ).toBeNull()
      expect(await received(teacher, 'booking_cancelled')).toHaveLength(1)
      expect(await received(learner, 'session_cancelled')).toEqual([])

      // The tutor cancels a class: its learners read why.
      expect((await learner.client.rpc('book_slot', { slot_id: second })).error).toBeNull()
      const cancelled = await teacher.client.rpc('cancel_session', {
        slot_id: second,
        reason: 'I am ill, sorry.',
      })
      expect(cancelled.error).toBeNull()
      const [told] = await received(learner, 'session_cancelled')
      expect(told?.data).toMatchObject({ tutor_name: 'Nadia Farouk', reason: 'I am ill, sorry.' })
      expect(await received(teacher, 'booking_cancelled')).toHaveLength(1)
      expect(await received(stranger, 'booking_confirmed')).toEqual([])
    })

    it('tells the course’s learners of new homework, and each learner of a released grade only', async () => {
      const created = await teacher.client
        .from('homework_assignments')
        .insert({
          course_id: courseId,
          title_en: 'Describe your street',
          title_ar: 'صف شارعك',
          instructions_en: 'Five sentences.',
          instructions_ar: 'خمس جمل.',
          due_at: new Date(Date.now() + 86_400_000).toISOString(),
          max_score: 20,
        })
        .select('id')
        .single()
      expect(created.error).toBeNull()
      const assignmentId = created.data?.id as string
      const [assigned] = await received(learner, 'homework_assigned')
      expect(assigned).toMatchObject({
        link: '/homework',
        data: {
          title_en: 'Describe your street',
          title_ar: 'صف شارعك',
          course_title_en: 'Everyday Arabic',
          course_title_ar: 'العربية اليومية',
        },
      })
      expect(await received(stranger, 'homework_assigned')).toEqual([])

      expect(
        (
          await learner.client.rpc('submit_homework', {
            assignment_id: assignmentId,
            answer: 'My street is quiet and green.',
          })
        ).error,
      ).toBeNull()
      const grade = (release: boolean, score: number) =>
        teacher.client.rpc('grade_homework', {
          assignment_id: assignmentId,
          user_id: learner.id,
          score,
          feedback: 'Good sentences.',
          release,
        })
      expect((await grade(false, 15)).error).toBeNull()
      expect(await received(learner, 'homework_graded')).toEqual([])
      expect((await grade(true, 16)).error).toBeNull()
      const [graded] = await received(learner, 'homework_graded')
      expect(graded?.data).toMatchObject({
        title_en: 'Describe your street',
        score: 16,
        max_score: 20,
      })
      // Releasing the same grade again says nothing new; a corrected one does.
      expect((await grade(true, 16)).error).toBeNull()
      expect(await received(learner, 'homework_graded')).toHaveLength(1)
      expect((await grade(true, 18)).error).toBeNull()
      expect((await received(learner, 'homework_graded'))[0]?.data.score).toBe(18)
    })

    it('tells learners of a new lesson in a published course and of their certificate', async () => {
      const db = seeded.database.db
      const chapter = await db.query<{ id: string }>(
        `insert into public.course_chapters (course_id, position, title_en, title_ar)
         values ($1, 0, 'Basics', 'الأساسيات') returning id`,
        [courseId],
      )
      await db.query(
        `insert into public.lessons (course_id, chapter_id, position, slug, kind, title_en, title_ar,
           duration_seconds)
         values ($1, $2, 0, 'greetings', 'reading', 'Greetings', 'التحيات', 300)`,
        [courseId, chapter.rows[0]?.id],
      )
      const [lesson] = await received(learner, 'new_lesson')
      expect(lesson).toMatchObject({
        link: `/course/${courseId}`,
        data: { title_en: 'Greetings', course_title_ar: 'العربية اليومية' },
      })
      expect(await received(stranger, 'new_lesson')).toEqual([])

      await db.query(
        `insert into public.certificates (user_id, course_id, certificate_number)
         values ($1, $2, 'SPL-2026-ABCDEF')`,
        [learner.id, courseId],
      )
      const [certificate] = await received(learner, 'certificate_issued')
      expect(certificate).toMatchObject({
        link: '/certificates',
        data: { certificate_number: 'SPL-2026-ABCDEF', course_title_en: 'Everyday Arabic' },
      })
    })

    it('lets users read, mark and delete only their own, and write nothing else', async () => {
      const [mine] = await received(learner, 'homework_assigned')
      const id = mine?.id as string
      expect((await stranger.client.from('notifications').select('id').eq('id', id)).data).toEqual(
        [],
      )
      const anonymous = await server.client().from('notifications').select('id')
      expect(anonymous.data ?? []).toEqual([])

      const forged = await learner.client.from('notifications').insert({
        user_id: learner.id,
        kind: 'certificate_issued',
        data: { certificate_number: 'SPL-2026-FAKEEE' },
        link: '/certificates',
      })
      expect(forged.error?.code).toBe('42501')
      const rewritten = await learner.client
        .from('notifications')
        .update({ data: { score: 100 } })
        .eq('id', id)
      expect(rewritten.error?.code).toBe('42501')
      const redirected = await learner.client
        .from('notifications')
        .update({ link: '/evil' })
        .eq('id', id)
      expect(redirected.error?.code).toBe('42501')
      const noRpc = await learner.client.rpc('notify', {
        recipient: learner.id,
        kind: 'certificate_issued',
        data: {},
        link: '/certificates',
      })
      expect(noRpc.error).not.toBeNull()

      // Another user's notification is out of reach; one's own read time is the server's.
      const byStranger = await stranger.client
        .from('notifications')
        .update({ read_at: new Date().toISOString() })
        .eq('id', id)
        .select('id')
      expect(byStranger.data).toEqual([])
      const before = Date.now()
      const read = await learner.client
        .from('notifications')
        .update({ read_at: '2001-01-01T00:00:00Z' })
        .eq('id', id)
        .select('read_at')
        .single()
      expect(read.error).toBeNull()
      expect(Date.parse(String(read.data?.read_at))).toBeGreaterThan(before - 60_000)
      const unread = await learner.client
        .from('notifications')
        .update({ read_at: null })
        .eq('id', id)
        .select('read_at')
        .single()
      expect(unread.data).toEqual({ read_at: null })

      const deletedByStranger = await stranger.client
        .from('notifications')
        .delete()
        .eq('id', id)
        .select('id')
      expect(deletedByStranger.data).toEqual([])
      const deleted = await learner.client.from('notifications').delete().eq('id', id).select('id')
      expect(deleted.data).toEqual([{ id }])
    })
  })
}
