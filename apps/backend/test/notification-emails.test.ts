import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Notification e-mails (20250507000000_notification_emails.sql, supabase/functions/
// notification-emails and notification-unsubscribe): mailed in the user's language through the
// backend's mailer unless turned off; reminders queued once; the unsubscribe link is signed.

interface Person {
  id: string
  email: string
  client: SupabaseClient
}

for (const engine of ENGINES) {
  describe(`notification e-mails (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let arabic: Person
    let english: Person

    async function person(name: string, language: 'en' | 'ar') {
      const email = uniqueEmail(name.split(' ')[0])
      const id = await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name,
        userType: 'student',
      })
      await seeded.database.db.query(
        'update public.profiles set preferred_language = $2 where id = $1',
        [id, language],
      )
      return { id, email, client: await server.signedInClient(email, 'secret123') }
    }

    async function notify(who: Person, kind: string, data: Record<string, unknown>) {
      const { rows } = await seeded.database.db.query<{ id: string; email_status: string }>(
        `insert into public.notifications (user_id, kind, data, link)
         values ($1, $2, $3, '/homework') returning id, email_status`,
        [who.id, kind, JSON.stringify(data)],
      )
      return rows[0]
    }

    const run = (key: string) =>
      fetch(`${server.url}/functions/v1/notification-emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, apikey: server.anonKey },
      })

    beforeAll(async () => {
      server = seeded.backends.server
      // The seed's demo accounts have notifications of their own (supabase/seed.sql): mailed
      // here first, so that the counts below are this test's.
      expect((await run(server.serviceKey)).status).toBe(200)
      arabic = await person('Laila Hassan', 'ar')
      english = await person('Tom Baker', 'en')
    })

    it('mails each notification once, in its recipient’s language, with a signed unsubscribe link', async () => {
      const graded = { title_en: 'My street', title_ar: 'شارعي', score: 16, max_score: 20 }
      expect((await notify(arabic, 'homework_graded', graded))?.email_status).toBe('pending')
      await notify(english, 'homework_graded', graded)
      const first = await run(server.serviceKey)
      expect(first.status).toBe(200)
      expect(await first.json()).toMatchObject({ sent: 2, failed: 0 })

      const [toArabic] = await server.outbox(arabic.email)
      expect(toArabic).toMatchObject({ kind: 'notification', subject: 'تم تصحيح واجبك' })
      expect(toArabic?.text).toContain('«شارعي»: ١٦ من ٢٠.')
      expect(toArabic?.text).toContain('مرحبًا Laila Hassan،')
      const [toEnglish] = await server.outbox(english.email)
      expect(toEnglish?.subject).toBe('Your homework was graded')
      expect(toEnglish?.text).toContain('“My street”: 16 out of 20.')
      expect(toEnglish?.links[0]).toMatch(/\/homework$/)
      expect(toEnglish?.links[1]).toContain('/functions/v1/notification-unsubscribe?token=')

      const again = await run(server.serviceKey)
      expect(await again.json()).toMatchObject({ sent: 0, failed: 0 })
      expect(await server.outbox(english.email)).toHaveLength(1)
    })

    it('turns a kind off from the mail’s link (GET asks, POST does) and refuses a forged link', async () => {
      const [mail] = await server.outbox(english.email)
      const link = mail?.links[1] ?? ''
      const page = await fetch(link)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Stop e-mails about graded homework?')
      const settings = () =>
        english.client.from('notification_settings').select('email_off').maybeSingle()
      expect((await settings()).data).toBeNull()

      const token = new URL(link).searchParams.get('token') ?? ''
      const forged = token.replace(english.id, arabic.id)
      const refused = await fetch(link.replace(token, encodeURIComponent(forged)), {
        method: 'POST',
      })
      expect(refused.status).toBe(400)
      expect(
        (await arabic.client.from('notification_settings').select('email_off').maybeSingle()).data,
      ).toBeNull()

      const done = await fetch(link, { method: 'POST' })
      expect(done.status).toBe(200)
      expect(await done.text()).toContain('you will no longer get e-mails about graded homework')
      expect((await settings()).data).toEqual({ email_off: ['homework_graded'] })

      // Turned off: the next one shows in the app but is not mailed; other kinds still are.
      expect((await notify(english, 'homework_graded', { score: 1 }))?.email_status).toBe('skipped')
      expect((await notify(english, 'new_lesson', { title_en: 'Greetings' }))?.email_status).toBe(
        'pending',
      )
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ sent: 1 })
    })

    it('lets users change only their own settings, and never the mail state', async () => {
      const mine = await arabic.client
        .from('notification_settings')
        .upsert({ user_id: arabic.id, email_off: ['new_lesson'] })
        .select('email_off')
        .single()
      expect(mine.data).toEqual({ email_off: ['new_lesson'] })
      const forSomeoneElse = await arabic.client
        .from('notification_settings')
        .insert({ user_id: english.id, email_off: [] })
      expect(forSomeoneElse.error?.code).toBe('42501')
      const unknownKind = await arabic.client
        .from('notification_settings')
        .update({ email_off: ['everything'] })
        .eq('user_id', arabic.id)
      expect(unknownKind.error?.code).toBe('23514')
      expect(
        (
          await english.client
            .from('notification_settings')
            .select('user_id')
            .eq('user_id', arabic.id)
        ).data,
      ).toEqual([])

      const [notification] = (
        await arabic.client.from('notifications').select('id, email_status').limit(1)
      ).data as { id: string; email_status: string }[]
      const forged = await arabic.client
        .from('notifications')
        .update({ email_status: 'pending' })
        .eq('id', notification?.id ?? '')
      expect(forged.error?.code).toBe('42501')
      for (const fn of ['claim_notification_emails', 'queue_booking_reminders']) {
        expect((await arabic.client.rpc(fn)).error).not.toBeNull()
      }
    })

    it('runs only with the service role key, and the mail API only takes that key', async () => {
      const { data } = await english.client.auth.getSession()
      expect((await run(data.session?.access_token ?? '')).status).toBe(403)
      expect((await run(server.anonKey)).status).toBe(403)
      const direct = await fetch(`${server.url}/mail/v1/send`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${data.session?.access_token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ to: 'a@b.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
      })
      expect(direct.status).toBe(403)
      const bad = await fetch(`${server.url}/mail/v1/send`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${server.serviceKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          to: 'not an address',
          subject: 'Hi',
          text: 'Hi',
          html: '<p>Hi</p>',
        }),
      })
      expect(bad.status).toBe(400)
    })

    it('reminds a learner once of a class starting within a day', async () => {
      const db = seeded.database.db
      const tutor = await db.query<{ id: string }>(
        `insert into public.tutors (name, subjects) values ('Nadia Farouk', '{conversation}') returning id`,
      )
      const slot = await db.query<{ id: string }>(
        `insert into public.tutoring_slots (tutor_id, subject_id, starts_at, duration_minutes, capacity)
         values ($1, 'conversation', now() + interval '3 hours', 60, 3) returning id`,
        [tutor.rows[0]?.id],
      )
      await db.query(`insert into public.bookings (slot_id, user_id) values ($1, $2)`, [
        slot.rows[0]?.id,
        english.id,
      ])
      const first = await (await run(server.serviceKey)).json()
      expect(first).toMatchObject({ reminders: 1 })
      const reminders = await english.client
        .from('notifications')
        .select('kind, data')
        .eq('kind', 'booking_reminder')
      expect(reminders.data).toHaveLength(1)
      expect(reminders.data?.[0]?.data).toMatchObject({ tutor_name: 'Nadia Farouk' })
      const subjects = (await server.outbox(english.email)).map((mail) => mail.subject)
      expect(subjects.slice(0, 2).sort()).toEqual([
        'Your class is booked',
        'Your class starts soon',
      ])
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ reminders: 0 })
    })

    it('reminds a Premium learner once, a week before it ends, and again after a renewal', async () => {
      const db = seeded.database.db
      await db.query(
        `update public.profiles set active_subscription = 'premium',
           subscription_expires_at = now() + interval '5 days' where id = $1`,
        [arabic.id],
      )
      const first = await (await run(server.serviceKey)).json()
      expect(first).toMatchObject({ renewals: 1 })
      const renewals = async () =>
        (await arabic.client.from('notifications').select('link').eq('kind', 'premium_ending')).data
      expect(await renewals()).toEqual([{ link: '/pricing' }])
      const [mail] = await server.outbox(arabic.email)
      expect(mail?.subject).toBe('ينتهي اشتراكك المميز بعد أسبوع')
      expect(mail?.links[0]).toMatch(/\/pricing$/)
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ renewals: 0 })

      // Renewed: the new end date gets its own reminder when it comes near.
      await db.query(
        `update public.profiles set subscription_expires_at = now() + interval '6 days'
         where id = $1`,
        [arabic.id],
      )
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ renewals: 1 })
      expect(await renewals()).toHaveLength(2)
      // A month away: nothing yet.
      await db.query(
        `update public.profiles set subscription_expires_at = now() + interval '30 days'
         where id = $1`,
        [english.id],
      )
      await db.query(`update public.profiles set active_subscription = 'premium' where id = $1`, [
        english.id,
      ])
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ renewals: 0 })
    })

    it('sends no renewal reminder to a learner who cancelled renewal; only they can change it', async () => {
      const db = seeded.database.db
      const learner = await person('Hoda Sami', 'en')
      await db.query(
        `update public.profiles set active_subscription = 'premium',
           subscription_expires_at = now() + interval '3 days' where id = $1`,
        [learner.id],
      )
      const cancelled = await learner.client
        .from('profiles')
        .update({ renewal_reminders: false })
        .eq('id', learner.id)
        .select('renewal_reminders')
      expect(cancelled.data).toEqual([{ renewal_reminders: false }])
      // Another user's row is out of reach, and the plan's columns are not theirs to write.
      const other = await learner.client
        .from('profiles')
        .update({ renewal_reminders: false })
        .eq('id', english.id)
        .select()
      expect(other.data ?? []).toEqual([])
      const forged = await learner.client
        .from('profiles')
        .update({ subscription_expires_at: '2099-01-01T00:00:00Z' })
        .eq('id', learner.id)
      expect(forged.error?.code).toBe('42501')

      expect(await (await run(server.serviceKey)).json()).toMatchObject({ renewals: 0 })
      const reminders = async () =>
        (await learner.client.from('notifications').select('id').eq('kind', 'premium_ending')).data
      expect(await reminders()).toEqual([])

      // Renewal reminders back on: the reminder for this end date comes.
      await learner.client.from('profiles').update({ renewal_reminders: true }).eq('id', learner.id)
      expect(await (await run(server.serviceKey)).json()).toMatchObject({ renewals: 1 })
      expect(await reminders()).toHaveLength(1)
    })
  })
}
