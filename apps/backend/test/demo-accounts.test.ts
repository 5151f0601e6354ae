import { describe, expect, it } from 'vitest'
import type { Database } from '../src/db/database.js'
import { createConfirmedUser, seed } from '../src/db/seed.js'
import { resolvePaths } from '../src/paths.js'
import { ENGINES, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The demo accounts' own data (supabase/seed.sql, issue 23): the demo student and teacher sign
// in to screens that are alive, with numbers made by the product's own rules; a fresh account
// starts empty, at onboarding.

const STUDENT = { email: 'student@splendid.test', password: 'student123' }
const TEACHER = { email: 'teacher@splendid.test', password: 'teacher123' }

async function userId(db: Database, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    email,
  ])
  const id = rows[0]?.id
  if (id === undefined) throw new Error(`no user ${email}`)
  return id
}

/** Everything the demo seed writes, to compare two runs. */
async function demoState(db: Database): Promise<Record<string, unknown[]>> {
  const tables = {
    profiles: `select id, onboarding_completed, onboarding_step, placement_level, placement_taken_at,
                 xp, badges from public.profiles order by id`,
    placement: 'select id, finished_at, result_level from public.placement_attempts order by id',
    enrollments:
      'select user_id, course_id, progress_percent from public.enrollments order by 1, 2',
    completions: 'select user_id, lesson_id from public.lesson_completions order by 1, 2',
    quizzes: 'select id from public.quiz_attempts order by id',
    watched:
      'select user_id, lesson_id, position_seconds, updated_at from public.lesson_watch_progress order by 1, 2',
    xp: 'select id, kind, source_id, amount from public.xp_events order by id',
    certificates: 'select id, certificate_number from public.certificates order by id',
    homework: `select assignment_id, user_id, status, score, submitted_at, graded_at
               from public.homework_submissions order by 1, 2`,
    bookings: 'select id, slot_id, status from public.bookings order by id',
    slots: 'select id, starts_at, seats_taken from public.tutoring_slots order by id',
    tutors: 'select id, user_id from public.tutors order by id',
    rules: 'select id from public.tutor_availability_rules order by id',
    courses: 'select id, owner_id from public.courses order by id',
    notifications: 'select id from public.notifications order by id',
  }
  const state: Record<string, unknown[]> = {}
  for (const [name, sql] of Object.entries(tables)) state[name] = (await db.query(sql)).rows
  return state
}

for (const engine of ENGINES) {
  describe(`demo accounts (${engine})`, () => {
    const suite = useSeededBackends(engine, { server: {} })

    it('the demo student has finished onboarding and has progress, a class, homework and a certificate', async () => {
      const { db } = suite.database
      const id = await userId(db, STUDENT.email)
      const student = await suite.backends.server.signedInClient(STUDENT.email, STUDENT.password)

      const profile = await student
        .from('profiles')
        .select('onboarding_completed, placement_level, xp, badges')
        .eq('id', id)
        .single()
      expect(profile.error).toBeNull()
      expect(profile.data).toMatchObject({ onboarding_completed: true, placement_level: 'B1' })
      const { xp, badges } = profile.data as { xp: number; badges: string[] }
      const finished = await db.query<{ n: number }>(
        `select count(*)::int as n from public.placement_attempts
         where user_id = $1 and result_level = 'B1'`,
        [id],
      )
      expect(finished.rows).toEqual([{ n: 1 }])

      // xp is the sum of its events; the badges are the ones the rules give for it.
      expect(xp).toBeGreaterThan(0)
      const events = await db.query<{ total: number }>(
        'select coalesce(sum(amount), 0)::int as total from public.xp_events where user_id = $1',
        [id],
      )
      expect(events.rows).toEqual([{ total: xp }])
      const held = await db.query<{ badges: string[] }>(
        'select public.badges_for_xp($1) || public.achievement_badges($2) as badges',
        [xp, id],
      )
      expect([...badges].sort()).toEqual([...(held.rows[0]?.badges ?? [])].sort())
      expect(badges).toContain('First Course Complete')

      const enrollments = await student
        .from('enrollments')
        .select('progress_percent, courses(slug)')
        .order('progress_percent')
      expect(enrollments.error).toBeNull()
      expect(enrollments.data).toEqual([
        { progress_percent: 50, courses: { slug: 'conversational-english' } },
        { progress_percent: 100, courses: { slug: 'english-for-beginners' } },
      ])
      // Progress comes from real lesson completions.
      const completed = await db.query<{ n: number }>(
        'select count(*)::int as n from public.lesson_completions where user_id = $1',
        [id],
      )
      expect(completed.rows[0]?.n).toBeGreaterThan(0)

      const certificates = await student.from('certificates').select('courses(slug)')
      expect(certificates.data).toEqual([{ courses: { slug: 'english-for-beginners' } }])

      const bookings = await student
        .from('bookings')
        .select('status, tutoring_slots(starts_at, rule_id, tutors(name))')
      expect(bookings.error).toBeNull()
      expect(bookings.data).toHaveLength(1)
      const booking = bookings.data?.[0] as unknown as {
        status: string
        tutoring_slots: { starts_at: string; rule_id: string | null; tutors: { name: string } }
      }
      expect(booking.status).toBe('booked')
      expect(Date.parse(booking.tutoring_slots.starts_at)).toBeGreaterThan(Date.now())
      expect(booking.tutoring_slots.rule_id).not.toBeNull()
      expect(booking.tutoring_slots.tutors.name).toBe('Demo Teacher')

      // One homework graded (its xp among the events), two waiting for a grade, one still to do.
      const handedIn = await student
        .from('homework_submissions')
        .select('status, score')
        .order('status')
      expect(handedIn.data).toEqual([
        { status: 'graded', score: 9 },
        { status: 'submitted', score: null },
        { status: 'submitted', score: null },
      ])
      const graded = await db.query<{ n: number }>(
        `select count(*)::int as n from public.xp_events where user_id = $1 and kind = 'homework_graded'`,
        [id],
      )
      expect(graded.rows).toEqual([{ n: 1 }])
      const assignments = await student
        .from('homework_assignments')
        .select('id, homework_submissions(status)')
      const toDo = (assignments.data ?? []).filter(
        (row) => (row.homework_submissions as unknown[]).length === 0,
      )
      expect(toDo.map((row) => row.id)).toEqual(['4b000000-0000-4000-8000-000000000008'])
      // The latest activity is Conversational English's video, watched to the end.
      const watched = await student
        .from('lesson_watch_progress')
        .select('lesson_id, watched_percent')
      expect(watched.data).toEqual([
        { lesson_id: '4d000000-0000-4000-8000-00000000000e', watched_percent: 100 },
      ])
    })

    it('the demo teacher teaches a published course with learners, from weekly hours', async () => {
      const { db } = suite.database
      const teacher = await suite.backends.server.signedInClient(TEACHER.email, TEACHER.password)
      const id = await userId(db, TEACHER.email)

      const profile = await teacher.from('profiles').select('onboarding_completed').eq('id', id)
      expect(profile.data).toEqual([{ onboarding_completed: true }])
      const courses = await teacher
        .from('courses')
        .select('id, slug, is_published')
        .eq('owner_id', id)
      expect(courses.data).toEqual([
        { id: expect.any(String), slug: 'conversational-english', is_published: true },
      ])
      const courseId = courses.data?.[0]?.id
      const learners = await teacher.rpc('course_learners', { course_id: courseId })
      expect(learners.error).toBeNull()
      expect(learners.data).toEqual([
        expect.objectContaining({ full_name: 'Demo Student', progress_percent: 50 }),
      ])

      const tutor = await teacher.from('tutors').select('id, name').eq('user_id', id).single()
      expect(tutor.data?.name).toBe('Demo Teacher')
      const rules = await teacher.from('tutor_availability_rules').select('weekday')
      expect(rules.data?.map((rule) => rule.weekday).sort()).toEqual([0, 2, 4])
      const now = new Date()
      const sessions = await teacher.rpc('tutor_sessions', {
        from_at: now.toISOString(),
        to_at: new Date(now.getTime() + 60 * 24 * 3600 * 1000).toISOString(),
      })
      expect(sessions.error).toBeNull()
      const rows = sessions.data as { attendees: { name: string; status: string }[] }[]
      expect(rows.length).toBeGreaterThan(6)
      expect(rows.flatMap((row) => row.attendees)).toEqual([
        expect.objectContaining({ name: 'Demo Student', status: 'booked' }),
      ])
    })

    it('seeding again changes nothing', async () => {
      const { db } = suite.database
      // The seeded database may be a template seeded hours ago: a seed now rolls the teacher's
      // generated slots forward (those now inside the notice period go), as the daily job does.
      await seed(db, resolvePaths().seedFile)
      const before = await demoState(db)
      await seed(db, resolvePaths().seedFile)
      await seed(db, resolvePaths().seedFile)
      expect(await demoState(db)).toEqual(before)
    })

    it('a fresh account starts empty, at onboarding', async () => {
      const { db } = suite.database
      const email = uniqueEmail('newcomer')
      const id = await createConfirmedUser(db, {
        email,
        password: 'secret123',
        name: 'Newcomer',
        userType: 'student',
      })
      const learner = await suite.backends.server.signedInClient(email, 'secret123')
      const profile = await learner
        .from('profiles')
        .select('onboarding_completed, onboarding_step, placement_level, xp, badges')
        .eq('id', id)
        .single()
      expect(profile.data).toEqual({
        onboarding_completed: false,
        onboarding_step: 1,
        placement_level: null,
        xp: 0,
        badges: [],
      })
      for (const table of ['enrollments', 'bookings', 'certificates', 'homework_submissions']) {
        const { data, error } = await learner.from(table).select('*')
        expect(error, table).toBeNull()
        expect(data, table).toEqual([])
      }
    })
  })
}
