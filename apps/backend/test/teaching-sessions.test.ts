import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Live classes from the teacher's side (supabase/migrations/20250502000000_teaching_sessions.sql):
// tutor profiles on accounts, weekly availability → generated slots across DST, sessions,
// meeting links, attendance and cancellation — every rule decided by the database.

interface Person {
  id: string
  client: SupabaseClient
}

for (const engine of ENGINES) {
  describe(`teaching sessions (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let teacher: Person
    let otherTeacher: Person
    let learner: Person
    let otherLearner: Person
    let tutorId = ''
    let bookedIds: string[] = []

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

    /** Tomorrow's weekday (0 = Sunday) in Cairo. */
    async function tomorrowWeekday(): Promise<number> {
      const { rows } = await seeded.database.db.query<{ dow: number }>(
        `select extract(dow from (now() at time zone 'Africa/Cairo')::date + 1)::int as dow`,
      )
      return rows[0]?.dow ?? 0
    }

    async function generatedSlots() {
      const { rows } = await seeded.database.db.query<{ id: string; local: string; seats: number }>(
        `select id, to_char(starts_at at time zone 'Africa/Cairo', 'HH24:MI') as local,
                seats_taken as seats
         from public.tutoring_slots where tutor_id = $1 and starts_at > now() order by starts_at`,
        [tutorId],
      )
      return rows
    }

    beforeAll(async () => {
      server = seeded.backends.server
      teacher = await person('tutor', 'teacher')
      otherTeacher = await person('other-tutor', 'teacher')
      learner = await person('booker', 'student')
      otherLearner = await person('onlooker', 'student')
    })

    it('gives teachers, and only them, a tutor profile of their own', async () => {
      const byLearner = await learner.client
        .from('tutors')
        .insert({ user_id: learner.id, name: 'Not a tutor' })
      expect(byLearner.error?.code).toBe('42501')
      const forSomeoneElse = await otherTeacher.client
        .from('tutors')
        .insert({ user_id: teacher.id, name: 'Impostor' })
      expect(forSomeoneElse.error?.code).toBe('42501')
      const badZone = await teacher.client
        .from('tutors')
        .insert({ user_id: teacher.id, name: 'Nadia', time_zone: 'Mars/Olympus' })
      expect(badZone.error?.code).toBe('23514')
      const created = await teacher.client
        .from('tutors')
        .insert({
          user_id: teacher.id,
          name: 'Nadia Farouk',
          bio_en: 'Conversation coach.',
          bio_ar: 'مدربة محادثة.',
          subjects: ['conversation'],
          languages: ['ar', 'en'],
          min_notice_hours: 0,
          horizon_weeks: 1,
        })
        .select('id, time_zone')
        .single()
      expect(created.error).toBeNull()
      expect(created.data?.time_zone).toBe('Africa/Cairo')
      tutorId = created.data?.id as string
      const hijack = await otherTeacher.client
        .from('tutors')
        .update({ bio_en: 'Hijacked' })
        .eq('id', tutorId)
        .select()
      expect(hijack.data).toEqual([])
    })

    it("turns a weekly rule into local times across Cairo's and London's DST changes", async () => {
      const times = async (tz: string, weekday: number, from: string, to: string) => {
        const { data, error } = await teacher.client.rpc('tutor_rule_times', {
          weekday,
          starts_at_local: '10:00',
          ends_at_local: '11:00',
          session_minutes: 60,
          buffer_minutes: 0,
          tz,
          from_day: from,
          to_day: to,
        })
        expect(error).toBeNull()
        return (data as string[]).map((at) => new Date(at).toISOString())
      }
      // Egypt moves to summer time on the last Friday of April (30 April 2027).
      expect(await times('Africa/Cairo', 4, '2027-04-22', '2027-05-07')).toEqual([
        '2027-04-22T08:00:00.000Z',
        '2027-04-29T08:00:00.000Z',
        '2027-05-06T07:00:00.000Z',
      ])
      // The UK on the last Sunday of March (28 March 2027).
      expect(await times('Europe/London', 1, '2027-03-20', '2027-04-06')).toEqual([
        '2027-03-22T10:00:00.000Z',
        '2027-03-29T09:00:00.000Z',
        '2027-04-05T09:00:00.000Z',
      ])
    })

    it('generates the slots of a rule, refuses overlaps, and follows time off', async () => {
      const weekday = await tomorrowWeekday()
      const rule = await teacher.client
        .from('tutor_availability_rules')
        .insert({
          tutor_id: tutorId,
          weekday,
          starts_at_local: '09:00',
          ends_at_local: '12:00',
          subject_id: 'conversation',
          session_minutes: 60,
          buffer_minutes: 30,
          capacity: 3,
        })
        .select('id')
        .single()
      expect(rule.error).toBeNull()
      expect((await generatedSlots()).map((slot) => slot.local)).toEqual(['09:00', '10:30'])

      const overlap = await teacher.client.from('tutor_availability_rules').insert({
        tutor_id: tutorId,
        weekday,
        starts_at_local: '11:30',
        ends_at_local: '13:00',
        subject_id: 'grammar',
      })
      expect(overlap.error?.details).toBe('teaching_availability_overlap')
      const intruder = await otherTeacher.client.from('tutor_availability_rules').insert({
        tutor_id: tutorId,
        weekday,
        starts_at_local: '15:00',
        ends_at_local: '16:00',
        subject_id: 'grammar',
      })
      expect(intruder.error?.code).toBe('42501')

      const { rows } = await seeded.database.db.query<{ day: string }>(
        `select ((now() at time zone 'Africa/Cairo')::date + 1)::text as day`,
      )
      const tomorrow = rows[0]?.day ?? ''
      const off = await teacher.client
        .from('tutor_time_off')
        .insert({ tutor_id: tutorId, starts_on: tomorrow, ends_on: tomorrow, reason: 'Holiday' })
        .select('id')
        .single()
      expect(off.error).toBeNull()
      expect(await generatedSlots()).toEqual([])
      await teacher.client.from('tutor_time_off').delete().eq('id', off.data?.id)
      expect((await generatedSlots()).map((slot) => slot.local)).toEqual(['09:00', '10:30'])
    })

    it('shows the tutor who booked, the link only to them, and keeps booked slots', async () => {
      const [first, second] = await generatedSlots()
      bookedIds = [first?.id ?? '', second?.id ?? '']
      expect((await learner.client.rpc('book_slot', { slot_id: first?.id })).error).toBeNull()
      expect((await learner.client.rpc('book_slot', { slot_id: second?.id })).error).toBeNull()

      const sessions = await teacher.client.rpc('tutor_sessions', {
        from_at: new Date().toISOString(),
        to_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      })
      expect(sessions.error).toBeNull()
      const rows = sessions.data as { slot_id: string; meeting_url: string; attendees: unknown[] }[]
      expect(rows.map((row) => row.slot_id)).toEqual([first?.id, second?.id])
      expect(rows[0]?.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/splendid-[0-9a-f]{32}$/)
      expect(rows[0]?.attendees).toEqual([
        expect.objectContaining({ name: 'booker', status: 'booked' }),
      ])
      const notTutor = await learner.client.rpc('tutor_sessions', {
        from_at: new Date().toISOString(),
        to_at: new Date(Date.now() + 86_400_000).toISOString(),
      })
      expect(notTutor.error?.details).toBe('teaching_not_tutor')

      expect((await learner.client.rpc('session_meeting_url', { slot_id: first?.id })).data).toBe(
        rows[0]?.meeting_url,
      )
      expect(
        (await otherLearner.client.rpc('session_meeting_url', { slot_id: first?.id })).data,
      ).toBeNull()
      const direct = await otherLearner.client
        .from('tutoring_slots')
        .select('meeting_url')
        .eq('id', first?.id)
      expect(direct.error?.code).toBe('42501')

      // Deleting the rule removes unbooked slots only: both are booked, so both stay.
      await teacher.client.from('tutor_availability_rules').delete().eq('tutor_id', tutorId)
      expect((await generatedSlots()).map((slot) => slot.id)).toEqual([first?.id, second?.id])
    })

    it('takes attendance once a session has started, from its tutor only; attended earns xp', async () => {
      const first = { id: bookedIds[0] }
      const { data: booking } = await learner.client
        .from('bookings')
        .select('id')
        .eq('slot_id', first?.id)
        .single()
      const early = await teacher.client.rpc('mark_attendance', {
        booking_id: booking?.id,
        attended: true,
      })
      expect(early.error?.details).toBe('teaching_session_not_started')
      await seeded.database.db.query(
        `update public.tutoring_slots set starts_at = now() - interval '1 hour' where id = $1`,
        [first?.id],
      )
      const stranger = await otherTeacher.client.rpc('mark_attendance', {
        booking_id: booking?.id,
        attended: true,
      })
      expect(stranger.error?.details).toBe('teaching_session_not_found')
      const xpBefore = (await learner.client.from('profiles').select('xp').single()).data?.xp ?? 0
      const marked = await teacher.client.rpc('mark_attendance', {
        booking_id: booking?.id,
        attended: true,
      })
      expect(marked.data).toBe('attended')
      const xpAfter = (await learner.client.from('profiles').select('xp').single()).data?.xp ?? 0
      expect(xpAfter - xpBefore).toBeGreaterThanOrEqual(60)
      // A learner cannot mark themselves.
      const self = await learner.client.rpc('mark_attendance', {
        booking_id: booking?.id,
        attended: true,
      })
      expect(self.error?.details).toBe('teaching_session_not_found')
    })

    it('cancels a future session with a reason the learner reads, and refuses new bookings', async () => {
      const second = { id: bookedIds[1] }
      const noReason = await teacher.client.rpc('cancel_session', {
        slot_id: second?.id,
        reason: '  ',
      })
      expect(noReason.error?.details).toBe('teaching_attendance_invalid')
      const byOther = await otherTeacher.client.rpc('cancel_session', {
        slot_id: second?.id,
        reason: 'Mine now',
      })
      expect(byOther.error?.details).toBe('teaching_session_not_found')
      expect(
        (await teacher.client.rpc('cancel_session', { slot_id: second?.id, reason: 'I am ill.' }))
          .error,
      ).toBeNull()
      const mine = await learner.client
        .from('bookings')
        .select('status, cancel_reason')
        .eq('slot_id', second?.id)
        .single()
      expect(mine.data).toEqual({ status: 'cancelled', cancel_reason: 'I am ill.' })
      const again = await otherLearner.client.rpc('book_slot', { slot_id: second?.id })
      expect(again.error?.details).toBe('booking_slot_not_found')
      const slot = await learner.client
        .from('tutoring_slots')
        .select('seats_taken, cancelled_at')
        .eq('id', second?.id)
        .single()
      expect(slot.data?.seats_taken).toBe(0)
      expect(slot.data?.cancelled_at).not.toBeNull()
    })
  })
}
