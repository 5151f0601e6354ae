import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser, grantAdmin } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// The contact form and the newsletter (20250508000000_contact_newsletter.sql, supabase/functions/
// contact and newsletter): stored, confirmed by mail, read by admins only.

for (const engine of ENGINES) {
  describe(`contact form and newsletter (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let admin: SupabaseClient
    let learner: SupabaseClient

    const call = (name: string, body: unknown, query = '') =>
      fetch(`${server.url}/functions/v1/${name}${query}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${server.anonKey}`,
          apikey: server.anonKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      })

    async function signedIn(name: string, isAdmin: boolean) {
      const email = uniqueEmail(name)
      await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name,
        userType: 'student',
      })
      if (isAdmin) await grantAdmin(seeded.database.db, email)
      return server.signedInClient(email, 'secret123')
    }

    const messagesFrom = async (email: string) =>
      (await admin.from('contact_messages').select('name, message, language').eq('email', email))
        .data

    beforeAll(async () => {
      server = seeded.backends.server
      admin = await signedIn('inbox-admin', true)
      learner = await signedIn('curious-learner', false)
    })

    it('stores a message for the admins and confirms it to the sender in their language', async () => {
      const email = uniqueEmail('visitor')
      const message = 'Do you have evening classes in Alexandria?'
      const sent = await call('contact', { name: 'Hoda', email, message, language: 'ar' })
      expect(sent.status).toBe(201)
      expect(await messagesFrom(email)).toEqual([{ name: 'Hoda', message, language: 'ar' }])
      const [mail] = await server.outbox(email)
      expect(mail?.subject).toBe('وصلتنا رسالتك')
      expect(mail?.text).toContain(message)

      // Learners and visitors read nothing and write nothing through the API.
      expect((await learner.from('contact_messages').select('id')).data).toEqual([])
      const forged = await server
        .client()
        .from('contact_messages')
        .insert({ name: 'X', email, message: 'Hello world, anyone?' })
      expect(forged.error).not.toBeNull()
    })

    it('refuses bad input, stores nothing from robots, and limits an address to three an hour', async () => {
      const email = uniqueEmail('sender')
      const form = { name: 'Ali', email, message: 'A question about my booking.' }
      expect((await call('contact', { ...form, email: 'not-an-address' })).status).toBe(400)
      expect((await call('contact', { ...form, message: 'Hi' })).status).toBe(400)
      expect((await call('contact', { ...form, name: ' ' })).status).toBe(400)
      expect((await call('contact', ['not', 'an', 'object'])).status).toBe(400)
      const robot = await call('contact', { ...form, website: 'http://spam.test' })
      expect(robot.status).toBe(201)
      expect(await messagesFrom(email)).toEqual([])
      expect(await server.outbox(email)).toEqual([])

      for (let count = 0; count < 3; count += 1) {
        expect((await call('contact', form)).status).toBe(201)
      }
      const fourth = await call('contact', form)
      expect(fourth.status).toBe(429)
      expect(await fourth.json()).toMatchObject({ code: 'contact_rate_limited' })
      expect(await messagesFrom(email)).toHaveLength(3)
    })

    it('subscribes an address once, welcomes it once, and lets the signed link take it off', async () => {
      const email = uniqueEmail('reader')
      expect((await call('newsletter', { email, language: 'en' })).status).toBe(201)
      expect((await call('newsletter', { email: email.toUpperCase() })).status).toBe(201)
      const mails = await server.outbox(email)
      expect(mails).toHaveLength(1)
      expect(mails[0]?.subject).toBe('Welcome to the Splendid newsletter')
      const subscribers = async () =>
        (
          await admin
            .from('newsletter_subscribers')
            .select('email, unsubscribed_at')
            .ilike('email', email)
        ).data
      expect(await subscribers()).toEqual([{ email, unsubscribed_at: null }])
      expect((await learner.from('newsletter_subscribers').select('email')).data).toEqual([])
      expect((await call('newsletter', { email: 'nope' })).status).toBe(400)
      expect((await call('newsletter', { email: uniqueEmail('bot'), website: 'x' })).status).toBe(
        201,
      )

      const link = mails[0]?.links.at(-1) ?? ''
      expect(link).toContain('/functions/v1/newsletter?token=')
      const page = await fetch(link)
      expect(await page.text()).toContain('Stop e-mails about the Splendid newsletter?')
      expect((await subscribers())?.[0]?.unsubscribed_at).toBeNull()
      const token = new URL(link).searchParams.get('token') ?? ''
      // One character of the middle changed to another value: the last one may only carry
      // padding bits, and in the hexadecimal signature 'a' → 'A' would be the same byte.
      const middle = Math.floor(token.length / 2)
      const altered = `${token.slice(0, middle)}${token[middle] === '0' ? '1' : '0'}${token.slice(middle + 1)}`
      const forged = await fetch(link.replace(token, altered), { method: 'POST' })
      expect(forged.status).toBe(400)
      const done = await fetch(link, { method: 'POST' })
      expect(done.status).toBe(200)
      expect((await subscribers())?.[0]?.unsubscribed_at).not.toBeNull()
    })

    it('lets admins mark a message handled, and nobody else', async () => {
      const email = uniqueEmail('handled')
      await call('contact', { name: 'Sara', email, message: 'Please call me back tomorrow.' })
      const [row] = (await admin.from('contact_messages').select('id').eq('email', email)).data as {
        id: string
      }[]
      const byLearner = await learner
        .from('contact_messages')
        .update({ handled_at: new Date().toISOString() })
        .eq('id', row?.id ?? '')
        .select('id')
      expect(byLearner.data ?? []).toEqual([])
      const byAdmin = await admin
        .from('contact_messages')
        .update({ handled_at: new Date().toISOString() })
        .eq('id', row?.id ?? '')
        .select('handled_at')
      expect(byAdmin.data?.[0]?.handled_at).not.toBeNull()
    })
  })
}
