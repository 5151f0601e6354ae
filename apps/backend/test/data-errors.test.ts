import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Input PostgreSQL refuses (SQLSTATE class 22) must come back as 4xx with the right code and
// leave every row as it was — never a 500.
for (const engine of ENGINES) {
  describe(`data errors are client errors (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let service: SupabaseClient
    let user: SupabaseClient
    let email: string

    const countUsers = async (address: string) =>
      (
        await seeded.database.db.query<{ n: number }>(
          'select count(*)::int as n from auth.users where email like $1',
          [`${address}%`],
        )
      ).rows[0]?.n

    beforeAll(async () => {
      server = seeded.backends.server
      service = server.client(server.serviceKey)
      // A test-only table with a length-limited column (the schema has none), for 22001.
      await seeded.database.db.exec(`
        create table public.stall_codes (id int primary key, code varchar(4) not null);
        insert into public.stall_codes values (1, 'ab');
        grant select, insert, update on public.stall_codes to service_role;`)
      await server.backend.reloadSchemaCache()
      email = uniqueEmail('nul')
      await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name: 'Nul Tester',
        userType: 'student',
      })
      user = await server.signedInClient(email, 'secret123')
    })

    it('refuses NUL and unpaired surrogates in PUT /user data and keeps the metadata', async () => {
      const before = (await user.auth.getUser()).data.user?.user_metadata
      for (const data of [{ bio: 'a\u0000b' }, { ['k\u0000']: 'x' }, { bio: 'a\uD800' }]) {
        const { error } = await user.auth.updateUser({ data })
        expect({ status: error?.status, code: error?.code }).toEqual({
          status: 400,
          code: 'validation_failed',
        })
      }
      expect((await user.auth.getUser()).data.user?.user_metadata).toEqual(before)
    })

    it('refuses NUL in sign-up e-mail and metadata, creating no user', async () => {
      const prefix = uniqueEmail('signup-nul').split('@')[0] ?? ''
      const badAddress = await server
        .client()
        .auth.signUp({ email: `${prefix}\u0000@splendid.test`, password: 'secret123' })
      expect({ status: badAddress.error?.status, code: badAddress.error?.code }).toEqual({
        status: 400,
        code: 'email_address_invalid',
      })
      const badData = await server.client().auth.signUp({
        email: `${prefix}@splendid.test`,
        password: 'secret123',
        options: { data: { name: 'x\u0000y' } },
      })
      expect({ status: badData.error?.status, code: badData.error?.code }).toEqual({
        status: 400,
        code: 'validation_failed',
      })
      expect(await countUsers(prefix)).toBe(0)
    })

    it('refuses NUL in sign-in, refresh, recovery and verification input with 400', async () => {
      const auth = server.client().auth
      const signIn = await auth.signInWithPassword({ email: `a\u0000${email}`, password: 'x1' })
      expect(signIn.error?.status).toBe(400)
      expect(signIn.error?.code).toBe('email_address_invalid')
      const refresh = await auth.refreshSession({ refresh_token: 'r\u0000t' })
      expect(refresh.error?.status).toBe(400)
      expect(refresh.error?.code).toBe('validation_failed')
      const recover = await auth.resetPasswordForEmail(`b\u0000${email}`)
      expect(recover.error?.status).toBe(400)
      const verify = await auth.verifyOtp({ token_hash: 'h\u0000', type: 'signup' })
      expect(verify.error?.status).toBe(400)
      expect(verify.error?.code).toBe('validation_failed')
      const link = await fetch(`${server.url}/auth/v1/verify?type=signup&token=a%00b`, {
        redirect: 'manual',
      })
      expect(link.status).toBe(400)
      // The account still signs in.
      expect((await auth.signInWithPassword({ email, password: 'secret123' })).error).toBeNull()
    })

    it('answers NUL in REST filters and bodies with 400 and the SQLSTATE, changing nothing', async () => {
      const before = await service.from('courses').select('slug, title_en').order('slug')
      const filter = await service.from('courses').select('slug').eq('slug', 'a\u0000b')
      expect({ status: filter.status, code: filter.error?.code }).toEqual({
        status: 400,
        code: '22021',
      })
      const orFilter = await service.from('courses').select('slug').or('slug.eq.a\u0000b')
      expect({ status: orFilter.status, code: orFilter.error?.code }).toEqual({
        status: 400,
        code: '22021',
      })
      const update = await service
        .from('courses')
        .update({ title_en: 'x\u0000y' })
        .eq('slug', 'business-english')
      expect({ status: update.status, code: update.error?.code }).toEqual({
        status: 400,
        code: '22P05',
      })
      const insert = await service.from('stall_codes').insert({ id: 2, code: '\u0000' })
      expect({ status: insert.status, code: insert.error?.code }).toEqual({
        status: 400,
        code: '22P05',
      })
      const surrogate = await service
        .from('courses')
        .update({ title_en: 'x\uD800' })
        .eq('slug', 'business-english')
      expect({ status: surrogate.status, code: surrogate.error?.code }).toEqual({
        status: 400,
        code: '22P02',
      })
      expect(await service.from('courses').select('slug, title_en').order('slug')).toEqual(before)
    })

    it('answers malformed, out-of-range and too-long values with 400 and their SQLSTATE', async () => {
      const cases = [
        [service.from('tutoring_slots').select('id').eq('capacity', 'many'), '22P02'],
        [service.from('tutoring_slots').select('id').eq('capacity', '99999999999'), '22003'],
        [service.from('tutoring_slots').select('id').gt('starts_at', '2026-13-45'), '22008'],
        [service.from('tutoring_slots').select('id').gt('starts_at', '99999999-01-01'), '22008'],
        [service.from('stall_codes').update({ code: 'toolong' }).eq('id', 1), '22001'],
        [service.from('stall_codes').insert({ id: 3, code: 'abcdef' }), '22001'],
        [service.from('stall_codes').insert({ id: 99999999999, code: 'a' }), '22003'],
      ] as const
      for (const [query, code] of cases) {
        const { status, error } = await query
        expect({ status, code: error?.code }).toEqual({ status: 400, code })
      }
      const rows = await service.from('stall_codes').select('id, code')
      expect(rows.data).toEqual([{ id: 1, code: 'ab' }])
    })

    it('never logs a failure for any of these', () => {
      expect(server.logs()).not.toContain('"request failed"')
    })
  })
}
