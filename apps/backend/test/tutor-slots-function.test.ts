import { describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// supabase/functions/tutor-slots: the hourly roll-forward of every tutor's offer, for the
// service role only.

for (const engine of ENGINES) {
  describe(`tutor-slots function (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })

    const run = (key: string) =>
      fetch(`${seeded.backends.server.url}/functions/v1/tutor-slots`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, apikey: seeded.backends.server.anonKey },
      })

    it('fills the weeks ahead again from the weekly hours, and answers only the service role', async () => {
      const { db } = seeded.database
      const server = seeded.backends.server
      const tutor = await db.query<{ id: string }>(
        `insert into public.tutors (name, subjects, min_notice_hours, horizon_weeks)
         values ('Rolling Tutor', '{conversation}', 0, 2) returning id`,
      )
      const tutorId = tutor.rows[0]?.id
      await db.query(
        `insert into public.tutor_availability_rules (tutor_id, weekday, starts_at_local, ends_at_local, subject_id)
         values ($1, 1, '10:00', '12:00', 'conversation')`,
        [tutorId],
      )
      const count = async () =>
        (
          await db.query<{ n: number }>(
            'select count(*)::int as n from public.tutoring_slots where tutor_id = $1 and starts_at > now()',
            [tutorId],
          )
        ).rows[0]?.n ?? 0
      const offered = await count()
      expect(offered).toBeGreaterThan(0)
      // Time passes: the offer has shrunk (here, simply removed).
      await db.query('delete from public.tutoring_slots where tutor_id = $1', [tutorId])

      const email = uniqueEmail('learner')
      await createConfirmedUser(db, {
        email,
        password: 'secret123',
        name: 'L',
        userType: 'student',
      })
      const learner = await server.signedInClient(email, 'secret123')
      const { data } = await learner.auth.getSession()
      expect((await run(data.session?.access_token ?? '')).status).toBe(403)
      expect(await count()).toBe(0)

      const answer = await run(server.serviceKey)
      expect(answer.status).toBe(200)
      expect(((await answer.json()) as { slots: number }).slots).toBeGreaterThanOrEqual(offered)
      expect(await count()).toBe(offered)
    })
  })
}
