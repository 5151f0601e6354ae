import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { useFixtureBackend } from './support/fixture-backend.js'
import { PREFERENCE_FIXTURES } from './support/preference-fixtures.js'

/** Declares PostgREST 13 to supabase-js's types, which gates `.maxAffected()` on it. */
// biome-ignore lint/suspicious/noExplicitAny: the fixture tables are untyped
type Postgrest13 = { __InternalSupabase: { PostgrestVersion: '13' }; public: any }

for (const engine of ENGINES) {
  describe(`PostgREST Prefer header (${engine})`, () => {
    const fixture = useFixtureBackend(engine, PREFERENCE_FIXTURES)
    let anon: SupabaseClient<Postgrest13>
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(`${fixture.server.url}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: fixture.server.anonKey, ...(init.headers ?? {}) },
      })
    const total = async () =>
      (await anon.from('fx_items').select('id', { count: 'exact', head: true })).count

    beforeAll(() => {
      anon = fixture.server.client() as unknown as SupabaseClient<Postgrest13>
    })

    it('refuses a delete over max-affected with handling=strict and keeps the rows', async () => {
      const { error, status } = await anon.from('fx_items').delete().lt('id', 15).maxAffected(10)
      expect(status).toBe(400)
      expect(error).toMatchObject({
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 14 rows',
      })
      expect(await total()).toBe(20)
      const patch = await anon.from('fx_items').update({ qty: 0 }).lte('id', 3).maxAffected(5)
      expect(patch.error).toBeNull()
      expect(patch.status).toBe(204)
    })

    it('ignores max-affected with lenient handling', async () => {
      const response = await raw('fx_items?id=in.(19,20)', {
        method: 'DELETE',
        headers: { prefer: 'handling=lenient, max-affected=1' },
      })
      expect(response.status).toBe(204)
      expect(await total()).toBe(18)
    })

    it('answers PGRST122 for unknown preferences only with handling=strict', async () => {
      const strict = await raw('fx_items?select=id&limit=1', {
        headers: { prefer: 'handling=strict, foo, bar' },
      })
      expect(strict.status).toBe(400)
      expect(await strict.json()).toEqual({
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: foo, bar',
        hint: null,
      })
      const lenient = await raw('fx_items?select=id&limit=1', {
        headers: { prefer: 'handling=lenient, foo, count=exact' },
      })
      expect(lenient.status).toBe(206)
      expect(lenient.headers.get('preference-applied')).toBe('count=exact, handling=lenient')
    })

    it('applies max-affected to the rows a function returns, and only to set-returning ones', async () => {
      const { error, status } = await anon.rpc('fx_delete_items', { below: 5 }).maxAffected(2)
      expect(status).toBe(400)
      expect(error?.code).toBe('PGRST124')
      expect(error?.details).toBe('The query affects 4 rows')
      expect(await total()).toBe(18)
      const scalar = await anon.rpc('fx_count_items').maxAffected(1)
      expect(scalar.status).toBe(400)
      expect(scalar.error).toMatchObject({
        code: 'PGRST128',
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      })
    })

    it('rolls a call back with tx=rollback and still answers its result', async () => {
      const response = await raw('rpc/fx_delete_items?select=id', {
        method: 'POST',
        headers: { 'content-type': 'application/json', prefer: 'tx=rollback' },
        body: JSON.stringify({ below: 4 }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('preference-applied')).toBe('tx=rollback')
      expect(await response.json()).toHaveLength(3)
      expect(await total()).toBe(18)
    })

    it('answers 201 when an upsert inserts and 200 when it only merges', async () => {
      const merged = await anon.from('fx_items').upsert({ id: 1, name: 'merged', qty: 1 })
      expect(merged.status).toBe(200)
      const inserted = await anon.from('fx_items').upsert({ id: 100, name: 'new', qty: 1 })
      expect(inserted.status).toBe(201)
      const mixed = await anon
        .from('fx_items')
        .upsert([
          { id: 2, name: 'merged', qty: 2 },
          { id: 101, name: 'new', qty: 2 },
        ])
        .select('id, name')
      expect(mixed.status).toBe(201)
      expect(mixed.data).toEqual([
        { id: 2, name: 'merged' },
        { id: 101, name: 'new' },
      ])
      const ignored = await anon
        .from('fx_items')
        .upsert({ id: 1, name: 'ignored', qty: 1 }, { ignoreDuplicates: true })
      expect(ignored.status).toBe(201)
      const { data } = await anon.from('fx_items').select('name').eq('id', 1).single()
      expect(data).toEqual({ name: 'merged' })
    })

    it('fills missing columns with defaults only with missing=default', async () => {
      const rows = [
        { id: 200, name: 'a' },
        { id: 201, name: 'b', qty: 3 },
      ]
      const withDefaults = await anon
        .from('fx_items')
        .insert(rows, { defaultToNull: false })
        .select('id, qty')
      expect(withDefaults.error).toBeNull()
      expect(withDefaults.data).toEqual([
        { id: 200, qty: 7 },
        { id: 201, qty: 3 },
      ])
      const withNulls = await anon.from('fx_items').insert([
        { id: 202, name: 'c' },
        { id: 203, name: 'd', qty: 3 },
      ])
      expect(withNulls.status).toBe(400)
      expect(withNulls.error?.code).toBe('23502')
    })

    it('renders timestamps in the time zone of Prefer: timezone, and refuses unknown ones', async () => {
      const response = await raw('fx_items?select=at&id=eq.3', {
        headers: { prefer: 'timezone=America/Los_Angeles' },
      })
      expect(response.headers.get('preference-applied')).toBe('timezone=America/Los_Angeles')
      expect(await response.json()).toEqual([{ at: '2024-01-01T04:00:00-08:00' }])
      const utc = await raw('fx_items?select=at&id=eq.3', { headers: { prefer: 'timezone=UTC' } })
      expect(await utc.json()).toEqual([{ at: '2024-01-01T12:00:00+00:00' }])
      const invalid = await raw('fx_items?select=at&id=eq.3', {
        headers: { prefer: 'handling=lenient, timezone=Jupiter/Red_Spot' },
      })
      expect(invalid.status).toBe(400)
      expect(((await invalid.json()) as { code: string }).code).toBe('22023')
    })

    it('counts planned and estimated totals', async () => {
      const planned = await anon.from('fx_items').select('id', { count: 'planned', head: true })
      expect(planned.error).toBeNull()
      expect(planned.count).toBeGreaterThan(0)
      const estimated = await anon
        .from('fx_items')
        .select('id', { count: 'estimated' })
        .lte('id', 5)
        .limit(2)
      expect(estimated.count).toBe(5)
      expect(estimated.status).toBe(206)
      const rpc = await anon.rpc('fx_delete_items', { below: 0 }, { count: 'planned' })
      expect(rpc.error).toBeNull()
      expect(typeof rpc.count).toBe('number')
    })
  })
}
