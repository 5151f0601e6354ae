import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { useFixtureBackend } from './support/fixture-backend.js'
import { OPERATOR_FIXTURES } from './support/operator-fixtures.js'
import { PROFILE_FIXTURES } from './support/profile-fixtures.js'

for (const engine of ENGINES) {
  describe(`PostgREST schema profiles and CSV (${engine})`, () => {
    const fixture = useFixtureBackend(engine, OPERATOR_FIXTURES + PROFILE_FIXTURES, {
      PGRST_DB_SCHEMAS: 'public, fx_api',
    })
    let anon: SupabaseClient
    beforeAll(() => {
      anon = fixture.server.client()
    })

    it('reads, writes and calls in another exposed schema through its profile', async () => {
      const api = anon.schema('fx_api')
      const { data, error } = await api.from('notes').select('id').order('id')
      expect(error).toBeNull()
      expect(data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
      const inserted = await api.from('notes').insert({ id: 4, body: 'posted' })
      expect(inserted.status).toBe(201)
      expect((await api.rpc('note_count')).data).toBe(4)
      // The profile's schema leads the search path, so unqualified names in functions resolve.
      expect((await api.rpc('note_total')).data).toBe(4)
      const echoed = await fetch(`${fixture.server.url}/rest/v1/notes?select=id&id=eq.1`, {
        headers: { apikey: fixture.server.anonKey, 'accept-profile': 'fx_api' },
      })
      expect(echoed.headers.get('content-profile')).toBe('fx_api')
      const fallback = await anon.from('notes').select('id')
      expect(fallback.status).toBe(404)
      expect(fallback.error).toMatchObject({
        code: 'PGRST205',
        message: "Could not find the table 'public.notes' in the schema cache",
      })
      expect((await anon.from('fx_events').select('id').eq('id', 1)).data).toEqual([{ id: 1 }])
    })

    it('answers 406 PGRST106 for a schema that is not exposed, for reads and writes', async () => {
      const hidden = anon.schema('fx_hidden')
      const read = await hidden.from('secrets').select('id')
      expect(read.status).toBe(406)
      expect(read.error).toEqual({
        code: 'PGRST106',
        details: null,
        hint: 'Only the following schemas are exposed: public, fx_api',
        message: 'Invalid schema: fx_hidden',
      })
      const write = await hidden.from('secrets').insert({ id: 1 })
      expect(write.status).toBe(406)
      expect(write.error?.code).toBe('PGRST106')
      const call = await hidden.rpc('anything')
      expect(call.status).toBe(406)
    })

    it('renders rows as CSV with PostgreSQL quoting and empty fields for null', async () => {
      const { data, error, status } = await anon
        .from('fx_events')
        .select('id, name, score')
        .order('id')
        .csv()
      expect(error).toBeNull()
      expect(status).toBe(200)
      expect(data).toBe('id,name,score\n1,alpha,10\n2,beta,\n3,gamma,30\n4,Alpine,40')
      const quoted = await anon
        .schema('fx_api')
        .from('notes')
        .select('id, body')
        .lt('id', 4)
        .order('id')
        .csv()
      expect(quoted.data).toBe('id,body\n1,"from api"\n2,"with, comma ""quoted"""\n3,')
      const response = await fetch(`${fixture.server.url}/rest/v1/fx_events?select=id&id=eq.1`, {
        headers: { apikey: fixture.server.anonKey, accept: 'text/csv' },
      })
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(await response.text()).toBe('id\n1')
    })
  })
}
