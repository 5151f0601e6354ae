import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { createConfirmedUser } from '../src/db/seed.js'
import { ENGINES, type TestBackend, uniqueEmail } from './support/backend-harness.js'
import { useSeededBackends } from './support/seeded-backends.js'

// Test-only functions, created in this file's database (never in migrations).
const TEST_FUNCTIONS = `
  create function public.stall_setting() returns text language sql stable
    as $$ select current_setting('statement_timeout') $$;
  create function public.stall_sleep(seconds float8) returns int language sql
    as $$ select 1 from pg_sleep(seconds) $$;
  grant execute on function public.stall_setting(), public.stall_sleep(float8)
    to anon, authenticated, service_role;`

for (const engine of ENGINES) {
  describe(`statement_timeout per role (${engine})`, () => {
    const seeded = useSeededBackends(engine, { server: {} })
    let server: TestBackend
    let anon: SupabaseClient

    beforeAll(async () => {
      server = seeded.backends.server
      anon = server.client()
      await seeded.database.db.exec(TEST_FUNCTIONS)
      await server.backend.reloadSchemaCache()
    })

    it('applies Supabase timeouts per request role: anon 3 s, authenticated 8 s, service none', async () => {
      const email = uniqueEmail('timeout')
      await createConfirmedUser(seeded.database.db, {
        email,
        password: 'secret123',
        name: 'Timeout Tester',
        userType: 'student',
      })
      const user = await server.signedInClient(email, 'secret123')
      const service = server.client(server.serviceKey)
      expect((await anon.rpc('stall_setting')).data).toBe('3s')
      expect((await user.rpc('stall_setting')).data).toBe('8s')
      expect((await service.rpc('stall_setting')).data).toBe('0')
      // Role settings are transaction-local: the next anon request starts from its own again.
      expect((await anon.rpc('stall_setting')).data).toBe('3s')
    })

    // PGlite runs PostgreSQL single-threaded in WebAssembly without timer interrupts, so it
    // cannot cancel a running statement; the cancellation itself is PostgreSQL's.
    if (engine === 'postgres') {
      it('cancels an anon statement after 3 s with 57014 while other requests keep flowing', async () => {
        const started = Date.now()
        const sleeping = anon.rpc('stall_sleep', { seconds: 4 })
        const other = await anon.from('courses').select('slug')
        const otherMs = Date.now() - started
        expect(other.error).toBeNull()
        expect(other.data).toHaveLength(4)
        expect(otherMs).toBeLessThan(2500)
        const { status, error } = await sleeping
        expect(status).toBe(500)
        expect(error).toMatchObject({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        })
        expect(Date.now() - started).toBeLessThan(3900)
        expect((await anon.rpc('stall_setting')).data).toBe('3s')
      })
    }
  })
}
