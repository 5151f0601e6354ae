import type { SupabaseClient } from '@supabase/supabase-js'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { INSECURE_DEV_JWT_SECRET } from '../src/env.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'

// What a user could gain by forging a request, refused on both engines: tokens that claim
// service_role without the secret, direct writes around the booking rpc, and the last seats of a
// class raced by twenty students at once.
const TUTOR = '7a000000-0000-4000-8000-000000000002'
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

for (const engine of ENGINES) {
  describe(`forged and concurrent requests (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let service: SupabaseClient
    let student: SupabaseClient
    let otherStudent: SupabaseClient

    async function newStudent(name: string): Promise<SupabaseClient> {
      const email = uniqueEmail(name)
      await createConfirmedUser(database.db, {
        email,
        password: 'student123',
        name,
        userType: 'student',
      })
      return server.signedInClient(email, 'student123')
    }

    async function newSlot(capacity: number): Promise<string> {
      const { data, error } = await service
        .from('tutoring_slots')
        .insert({
          tutor_id: TUTOR,
          subject_id: 'grammar',
          duration_minutes: 60,
          starts_at: inDays(6),
          capacity,
        })
        .select('id')
        .single()
      expect(error).toBeNull()
      return (data as { id: string }).id
    }

    async function slotRow(slotId: string) {
      const { data } = await service
        .from('tutoring_slots')
        .select('capacity, seats_taken, starts_at')
        .eq('id', slotId)
        .single()
      return data as { capacity: number; seats_taken: number; starts_at: string }
    }

    /** A data request with the anon key and a bearer token, as a forger would send it. */
    function restWith(token: string, apikey = server.anonKey) {
      return fetch(`${server.url}/rest/v1/profiles?select=id,email`, {
        headers: { apikey, authorization: `Bearer ${token}` },
      })
    }

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      service = server.client(server.serviceKey)
      student = await newStudent('forger')
      otherStudent = await newStudent('victim')
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('refuses a service_role token signed with another secret', async () => {
      const forged = await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'))
      const response = await restWith(forged)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'PGRST301' })
      const asKey = await restWith(forged, forged)
      expect(asKey.status).toBe(401)
    })

    it('refuses an unsigned (alg: none) token claiming service_role', async () => {
      const unsigned = new UnsecuredJWT({ role: 'service_role' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode()
      const response = await restWith(unsigned)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'PGRST301' })
    })

    it('refuses an expired service_role token signed with the real secret', async () => {
      const now = Math.floor(Date.now() / 1000)
      const expired = await new SignJWT({ role: 'service_role' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(new TextEncoder().encode(INSECURE_DEV_JWT_SECRET))
      const response = await restWith(expired)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    })

    it('lets a student neither create, change nor delete a tutoring slot', async () => {
      const slotId = await newSlot(2)
      const before = await slotRow(slotId)
      const created = await student.from('tutoring_slots').insert({
        tutor_id: TUTOR,
        subject_id: 'grammar',
        duration_minutes: 60,
        starts_at: inDays(7),
        capacity: 50,
      })
      expect(created.error?.code).toBe('42501')
      const changed = await student
        .from('tutoring_slots')
        .update({ capacity: 99, seats_taken: 0 })
        .eq('id', slotId)
        .select('id')
      expect(changed.status).toBe(403)
      expect(changed.error?.code).toBe('42501')
      const deleted = await student.from('tutoring_slots').delete().eq('id', slotId).select('id')
      expect(deleted.status).toBe(403)
      expect(deleted.error?.code).toBe('42501')
      expect(await slotRow(slotId)).toEqual(before)
    })

    it("lets a student neither book for, read, change nor delete another user's booking", async () => {
      const slotId = await newSlot(3)
      const booked = await otherStudent.rpc('book_slot', { slot_id: slotId })
      expect(booked.error).toBeNull()
      const bookingId = (booked.data as { id: string; user_id: string }).id
      const victimId = (booked.data as { id: string; user_id: string }).user_id
      const forgedInsert = await student
        .from('bookings')
        .insert({ slot_id: slotId, user_id: victimId, status: 'booked' })
      expect(forgedInsert.error?.code).toBe('42501')
      const read = await student.from('bookings').select('id').eq('id', bookingId)
      expect(read.data).toEqual([])
      const changed = await student
        .from('bookings')
        .update({ status: 'cancelled' })
        .eq('id', bookingId)
        .select('id')
      // Row-level security hides the row: the update matches nothing rather than failing.
      expect(changed.error).toBeNull()
      expect(changed.data).toEqual([])
      const deleted = await student.from('bookings').delete().eq('id', bookingId).select('id')
      expect(deleted.error?.code).toBe('42501')
      const { data } = await service.from('bookings').select('status').eq('id', bookingId).single()
      expect(data).toEqual({ status: 'booked' })
      expect((await slotRow(slotId)).seats_taken).toBe(1)
    })

    it('books exactly two of twenty students racing for a two-seat class', async () => {
      const slotId = await newSlot(2)
      const students = await Promise.all(
        Array.from({ length: 20 }, (_, index) => newStudent(`racer${index}`)),
      )
      const answers = await Promise.all(
        students.map((racer) => racer.rpc('book_slot', { slot_id: slotId })),
      )
      const booked = answers.filter((answer) => answer.error === null)
      const full = answers.filter((answer) => answer.error?.details === 'booking_slot_full')
      expect(booked).toHaveLength(2)
      expect(full).toHaveLength(18)
      for (const answer of full) {
        expect(answer.error?.message).toBe('This class is full. Choose another time.')
      }
      expect((await slotRow(slotId)).seats_taken).toBe(2)
      const { count } = await service
        .from('bookings')
        .select('id', { count: 'exact', head: true })
        .eq('slot_id', slotId)
        .eq('status', 'booked')
      expect(count).toBe(2)
    }, 60_000)
  })
}
