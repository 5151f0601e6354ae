import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser, grantAdmin } from '../src/db/seed.js'
import {
  createTestDatabase,
  ENGINES,
  prepareDatabase,
  startBackend,
  type TestBackend,
  type TestDatabase,
  uniqueEmail,
} from './support/backend-harness.js'

for (const engine of ENGINES) {
  describe(`row-level security and trust (${engine})`, () => {
    let database: TestDatabase
    let server: TestBackend
    let service: SupabaseClient
    let alice: SupabaseClient
    let aliceId: string
    let bob: SupabaseClient
    let bobId: string

    beforeAll(async () => {
      database = await createTestDatabase(engine)
      await prepareDatabase(database.db)
      server = await startBackend(database.db)
      service = server.client(server.serviceKey)
      const aliceEmail = uniqueEmail('alice')
      const bobEmail = uniqueEmail('bob')
      aliceId = await createConfirmedUser(database.db, {
        email: aliceEmail,
        password: 'alice123',
        name: 'Alice',
        userType: 'student',
      })
      bobId = await createConfirmedUser(database.db, {
        email: bobEmail,
        password: 'bobbob123',
        name: 'Bob',
        userType: 'teacher',
      })
      alice = await server.signedInClient(aliceEmail, 'alice123')
      bob = await server.signedInClient(bobEmail, 'bobbob123')
    })

    afterAll(async () => {
      await server?.close()
      await database?.drop()
    })

    it('lets a user read their own profile only', async () => {
      const own = await alice.from('profiles').select('id, full_name').eq('id', aliceId).single()
      expect(own.data).toEqual({ id: aliceId, full_name: 'Alice' })
      const other = await alice.from('profiles').select('id').eq('id', bobId).single()
      expect(other.status).toBe(406)
      expect(other.error?.code).toBe('PGRST116')
      const all = await alice.from('profiles').select('id')
      expect(all.data).toEqual([{ id: aliceId }])
    })

    it('does not let a user update another user profile', async () => {
      const attempt = await alice
        .from('profiles')
        .update({ full_name: 'Taken Over' })
        .eq('id', bobId)
        .select()
      expect(attempt.error).toBeNull()
      expect(attempt.data).toEqual([])
      const bobProfile = await service.from('profiles').select('full_name').eq('id', bobId).single()
      expect(bobProfile.data).not.toEqual({ full_name: 'Taken Over' })
    })

    it('refuses profiles to anonymous visitors with 401', async () => {
      const anon = await server.client().from('profiles').select('*')
      expect(anon.status).toBe(401)
      expect(anon.error).toMatchObject({
        code: '42501',
        message: 'permission denied for table profiles',
      })
    })

    it('never lets a user write their own subscription', async () => {
      const raise = await alice
        .from('profiles')
        .update({ active_subscription: 'premium', subscription_expires_at: '2099-01-01T00:00:00Z' })
        .eq('id', aliceId)
      expect(raise.status).toBe(403)
      expect(raise.error?.code).toBe('42501')
      const plan = await alice
        .from('profiles')
        .select('active_subscription')
        .eq('id', aliceId)
        .single()
      expect(plan.data).toEqual({ active_subscription: 'free' })
      const byService = await service
        .from('profiles')
        .update({ active_subscription: 'premium' })
        .eq('id', bobId)
        .select('active_subscription')
        .single()
      expect(byService.data).toEqual({ active_subscription: 'premium' })
    })

    it('never lets a user write xp or badges; the rest of their profile stays theirs', async () => {
      // xp and badges are earned only on the server (server-xp.test.ts).
      for (const change of [{ xp: 120 }, { badges: ['XP Level 100'] }]) {
        const forged = await alice.from('profiles').update(change).eq('id', aliceId)
        expect(forged.status).toBe(403)
        expect(forged.error?.code).toBe('42501')
      }
      const onboarding = await alice
        .from('profiles')
        .update({ onboarding_completed: true, onboarding_step: 3, preferred_language: 'ar' })
        .eq('id', aliceId)
        .select('onboarding_completed, onboarding_step, preferred_language, xp, badges')
        .single()
      expect(onboarding.data).toEqual({
        onboarding_completed: true,
        onboarding_step: 3,
        preferred_language: 'ar',
        xp: 0,
        badges: [],
      })
    })

    it('ignores role: admin in user metadata', async () => {
      const { data, error } = await bob.auth.updateUser({ data: { role: 'admin' } })
      expect(error).toBeNull()
      expect(data.user?.user_metadata.role).toBe('admin')
      expect(data.user?.app_metadata.role).toBeUndefined()
      // A fresh token carries the new metadata; it still does not make Bob an admin.
      await bob.auth.refreshSession()
      expect((await bob.rpc('is_admin')).data).toBe(false)
      expect((await bob.from('profiles').select('id')).data).toEqual([{ id: bobId }])
      const course = await bob.from('courses').insert({
        slug: 'bob-course',
        title_en: 'Bob',
        title_ar: 'بوب',
        description_en: 'x',
        description_ar: 'x',
        instructor_name: 'Bob',
        difficulty: 'beginner',
        duration: '1 week',
      })
      expect(course.status).toBe(403)
      expect(course.error?.code).toBe('42501')
      const appMetadata = await fetch(`${server.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${(await bob.auth.getSession()).data.session?.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      })
      expect(appMetadata.status).toBe(200)
      expect(
        ((await appMetadata.json()) as { app_metadata: Record<string, unknown> }).app_metadata.role,
      ).toBeUndefined()
    })

    it('treats app_metadata.role = admin (set by the service) as admin', async () => {
      const admin = await server.signedInClient('admin@splendid.test', 'admin123')
      expect((await admin.rpc('is_admin')).data).toBe(true)
      const everyone = await admin.from('profiles').select('id')
      expect((everyone.data ?? []).length).toBeGreaterThanOrEqual(5)

      const email = uniqueEmail('promoted')
      await createConfirmedUser(database.db, {
        email,
        password: 'promo123',
        name: 'P',
        userType: 'teacher',
      })
      await grantAdmin(database.db, email)
      const promoted = await server.signedInClient(email, 'promo123')
      expect((await promoted.auth.getUser()).data.user?.app_metadata.role).toBe('admin')
      expect((await promoted.rpc('is_admin')).data).toBe(true)
      const created = await promoted
        .from('courses')
        .insert({
          slug: 'admin-course',
          title_en: 'Admin course',
          title_ar: 'دورة',
          description_en: 'x',
          description_ar: 'x',
          instructor_name: 'Admin',
          difficulty: 'advanced',
          duration: '2 weeks',
        })
        .select('slug')
        .single()
      expect(created.data).toEqual({ slug: 'admin-course' })
    })

    it('does not let a user enrol someone else', async () => {
      const { data: course } = await alice.from('courses').select('id').limit(1).single()
      const forged = await alice
        .from('enrollments')
        .insert({ user_id: bobId, course_id: course?.id })
      expect(forged.status).toBe(403)
      expect(forged.error?.code).toBe('42501')
      expect(forged.error?.message).toContain('row-level security')
    })
    it('lets only the service role write app_metadata through the admin API', async () => {
      const byAnonKey = await server.client().auth.admin.updateUserById(bobId, {
        app_metadata: { role: 'admin' },
      })
      expect(byAnonKey.error?.code).toBe('not_admin')
      expect(byAnonKey.error?.status).toBe(403)
      const bobToken = (await bob.auth.getSession()).data.session?.access_token ?? ''
      const byUser = await fetch(`${server.url}/auth/v1/admin/users/${bobId}`, {
        method: 'PUT',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${bobToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      })
      expect(byUser.status).toBe(403)
      expect(((await byUser.json()) as { error_code: string }).error_code).toBe('not_admin')
      expect((await bob.rpc('is_admin')).data).toBe(false)

      const promoted = await service.auth.admin.updateUserById(bobId, {
        app_metadata: { role: 'admin' },
      })
      expect(promoted.error).toBeNull()
      expect(promoted.data.user?.app_metadata).toMatchObject({ role: 'admin', provider: 'email' })
      await bob.auth.refreshSession()
      expect((await bob.rpc('is_admin')).data).toBe(true)
      const read = await service.auth.admin.getUserById(bobId)
      expect(read.data.user?.app_metadata.role).toBe('admin')
    })
  })
}
