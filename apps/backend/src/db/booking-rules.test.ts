import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from '../../test/support/backend-harness.js'
import { createConfirmedUser } from './seed.js'

// The booking rules of supabase/migrations/*_tutoring_bookings.sql, proven through supabase-js:
// capacity, future-only, premium priority, own rows only, cancellation frees the seat.
for (const engine of ENGINES) {
  describe(`live-class bookings (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let bob: SupabaseClient
    let bobId: string
    const TUTOR = '7a000000-0000-4000-8000-000000000002'

    async function signedIn(email: string, password: string): Promise<SupabaseClient> {
      const client = server.client()
      const { error } = await client.auth.signInWithPassword({ email, password })
      expect(error).toBeNull()
      return client
    }

    async function newSlot(fields: Record<string, unknown>): Promise<string> {
      const { data, error } = await service
        .from('tutoring_slots')
        .insert({ tutor_id: TUTOR, subject_id: 'ielts', duration_minutes: 60, ...fields })
        .select('id')
        .single()
      expect(error).toBeNull()
      return (data as { id: string }).id
    }

    async function seatsTaken(slotId: string): Promise<number> {
      const { data } = await service
        .from('tutoring_slots')
        .select('seats_taken')
        .eq('id', slotId)
        .single()
      return (data as { seats_taken: number }).seats_taken
    }

    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      service = server.client(server.serviceKey)
      const aliceEmail = uniqueEmail('alice')
      const bobEmail = uniqueEmail('bob')
      await createConfirmedUser(database.db, {
        email: aliceEmail,
        password: 'alice123',
        name: 'Alice',
        userType: 'student',
      })
      bobId = await createConfirmedUser(database.db, {
        email: bobEmail,
        password: 'bobbob123',
        name: 'Bob',
        userType: 'student',
      })
      alice = await signedIn(aliceEmail, 'alice123')
      bob = await signedIn(bobEmail, 'bobbob123')
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('seeds upcoming slots for every subject, readable with their tutor', async () => {
      const { data, error } = await alice
        .from('tutoring_slots')
        .select('subject_id, starts_at, tutors(name)')
        .gt('starts_at', new Date().toISOString())
      expect(error).toBeNull()
      const subjects = new Set((data ?? []).map((row) => row.subject_id))
      expect([...subjects].sort()).toEqual(['business', 'conversation', 'grammar', 'ielts'])
      const anon = await server.client().from('tutoring_slots').select('id')
      expect(anon.status).toBe(401)
    })

    it('books the last seat once and refuses the next student with booking_slot_full', async () => {
      const slotId = await newSlot({ starts_at: inDays(3), capacity: 1 })
      const first = await alice.rpc('book_slot', { slot_id: slotId })
      expect(first.error).toBeNull()
      expect(first.data).toMatchObject({ slot_id: slotId, status: 'booked' })
      const again = await alice.rpc('book_slot', { slot_id: slotId })
      expect(again.error).toMatchObject({ code: 'P0001', details: 'booking_already_booked' })
      const second = await bob.rpc('book_slot', { slot_id: slotId })
      expect(second.status).toBe(400)
      expect(second.error).toMatchObject({
        details: 'booking_slot_full',
        message: 'This class is full. Choose another time.',
      })
      expect(await seatsTaken(slotId)).toBe(1)
    })

    it('refuses past slots, unknown slots and premium-priority slots for free members', async () => {
      const past = await newSlot({ starts_at: inDays(-1), capacity: 5 })
      expect((await alice.rpc('book_slot', { slot_id: past })).error?.details).toBe(
        'booking_slot_past',
      )
      const unknown = await alice.rpc('book_slot', {
        slot_id: '00000000-0000-4000-8000-000000000000',
      })
      expect(unknown.error?.details).toBe('booking_slot_not_found')
      const priority = await newSlot({
        starts_at: inDays(4),
        capacity: 5,
        is_premium_priority: true,
      })
      expect((await bob.rpc('book_slot', { slot_id: priority })).error?.details).toBe(
        'booking_premium_only',
      )
      await service
        .from('profiles')
        .update({ active_subscription: 'premium', subscription_expires_at: inDays(30) })
        .eq('id', bobId)
      const premium = await bob.rpc('book_slot', { slot_id: priority })
      expect(premium.error).toBeNull()
    })

    it('shows a user only their own bookings, lets them cancel, and frees the seat', async () => {
      const slotId = await newSlot({ starts_at: inDays(5), capacity: 2 })
      const booked = await alice.rpc('book_slot', { slot_id: slotId })
      const bookingId = (booked.data as { id: string }).id
      expect(await seatsTaken(slotId)).toBe(1)
      const bobView = await bob.from('bookings').select('id').eq('id', bookingId)
      expect(bobView.data).toEqual([])
      const bobCancel = await bob
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', bookingId)
        .select('id')
      expect(bobCancel.data).toEqual([])
      const cancelled = await alice
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', bookingId)
        .select('id, status')
      expect(cancelled.data).toEqual([{ id: bookingId, status: 'cancelled' }])
      expect(await seatsTaken(slotId)).toBe(0)
      const sneak = await alice.from('bookings').update({ status: 'booked' }).eq('id', bookingId)
      expect(sneak.error?.code).toBe('42501')
      const rebooked = await alice.rpc('book_slot', { slot_id: slotId })
      expect(rebooked.data).toMatchObject({ id: bookingId, status: 'booked' })
      expect(await seatsTaken(slotId)).toBe(1)
    })
  })
}
