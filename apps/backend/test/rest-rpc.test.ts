import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { useFixtureBackend } from './support/fixture-backend.js'
import { OPERATOR_FIXTURES } from './support/operator-fixtures.js'
import { RPC_FIXTURES } from './support/rpc-fixtures.js'

for (const engine of ENGINES) {
  describe(`PostgREST RPC (${engine})`, () => {
    const fixture = useFixtureBackend(engine, OPERATOR_FIXTURES + RPC_FIXTURES)
    let anon: SupabaseClient
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(`${fixture.server.url}/rest/v1/${path}`, {
        ...init,
        headers: { apikey: fixture.server.anonKey, ...(init.headers ?? {}) },
      })

    beforeAll(() => {
      anon = fixture.server.client()
    })

    it('passes the whole JSON body to a function with one unnamed json parameter', async () => {
      const { data, error } = await anon.rpc('fx_echo_json', { any: [1, { deep: true }] })
      expect(error).toBeNull()
      expect(data).toEqual({ any: [1, { deep: true }] })
      const array = await raw('rpc/fx_echo_json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[1,2]',
      })
      expect(await array.json()).toEqual([1, 2])
    })

    it('passes text and binary bodies to one unnamed text or bytea parameter', async () => {
      const text = await raw('rpc/fx_upper', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      })
      expect(text.status).toBe(200)
      expect(await text.json()).toBe('HELLO')
      const bytes = await raw('rpc/fx_size', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: new Uint8Array([0, 1, 2, 255]),
      })
      expect(await bytes.json()).toBe(4)
      const none = await raw('rpc/fx_sum_array', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      })
      expect(none.status).toBe(404)
      expect(await none.json()).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.fx_sum_array in the schema cache',
        details:
          'Searched for the function public.fx_sum_array with a single unnamed text parameter, but no matches were found in the schema cache.',
      })
    })

    it('converts array and composite arguments, by POST and by GET', async () => {
      expect((await anon.rpc('fx_sum_array', { nums: [1, 2, 3] })).data).toBe(6)
      expect((await anon.rpc('fx_sum_array', { nums: [4, 5] }, { get: true })).data).toBe(9)
      expect((await anon.rpc('fx_point_norm', { p: { x: 3, y: 4 } })).data).toBe(25)
    })

    it('resolves overloads by argument names and answers PGRST203 when ambiguous', async () => {
      expect((await anon.rpc('fx_over', { a: 'q', b: 'r' })).data).toBe('text r')
      expect((await anon.rpc('fx_over', { c: 2 })).data).toBe('c')
      const { error, status } = await anon.rpc('fx_over', { a: 1 })
      expect(status).toBe(300)
      expect(error).toMatchObject({
        code: 'PGRST203',
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      })
      expect(error?.message).toContain('Could not choose the best candidate function between: ')
      expect(error?.message).toContain('public.fx_over(a => integer)')
      expect(error?.message).toContain('public.fx_over(a => text, b => text)')
      const missing = await anon.rpc('fx_over', { zzz: 1 })
      expect(missing.status).toBe(404)
      expect(missing.error).toMatchObject({
        code: 'PGRST202',
        message: 'Could not find the function public.fx_over(zzz) in the schema cache',
      })
    })

    it('runs GET calls read-only: a volatile function that writes answers 405', async () => {
      const { error, status } = await anon.rpc('fx_add_log', { note: 'by get' }, { get: true })
      expect(status).toBe(405)
      expect(error?.code).toBe('25006')
      const posted = await anon.rpc('fx_add_log', { note: 'by post' })
      expect(posted.status).toBe(200)
      expect(typeof posted.data).toBe('number')
      const { data } = await anon.from('fx_log').select('note')
      expect(data).toEqual([{ note: 'by post' }])
    })

    it('answers 204 with no body for a void function', async () => {
      const { data, error, status } = await anon.rpc('fx_noop', { note: 'void' })
      expect(error).toBeNull()
      expect(status).toBe(204)
      expect(data).toBeNull()
    })

    it('selects, filters, orders, pages and counts the rows a function returns', async () => {
      const { data, count, error, status } = await anon
        .rpc('fx_events_after', { min_id: 1 }, { count: 'exact' })
        .select('id, name')
        .gte('id', 3)
        .order('id', { ascending: false })
        .limit(1)
      expect(error).toBeNull()
      expect(data).toEqual([{ id: 4, name: 'Alpine' }])
      expect(count).toBe(2)
      expect(status).toBe(206)
      const ranged = await fetch(
        `${fixture.server.url}/rest/v1/rpc/fx_events_after?select=id&order=id`,
        {
          method: 'POST',
          headers: {
            apikey: fixture.server.anonKey,
            'content-type': 'application/json',
            range: '1-1',
            prefer: 'count=exact',
          },
          body: JSON.stringify({ min_id: 0 }),
        },
      )
      expect(ranged.status).toBe(206)
      expect(ranged.headers.get('content-range')).toBe('1-1/4')
      expect(await ranged.json()).toEqual([{ id: 2 }])
      const byGet = await anon.rpc('fx_events_after', { min_id: 3 }, { get: true }).select('id')
      expect(byGet.data).toEqual([{ id: 4 }])
      const table = await anon.rpc('fx_pairs').select('label').gt('n', 1).order('n')
      expect(table.data).toEqual([{ label: 'two' }, { label: 'three' }])
      const single = await anon.rpc('fx_first_event').select('id, name')
      expect(single.data).toEqual({ id: 1, name: 'alpha' })
    })

    it('returns scalars and sets of scalars', async () => {
      expect((await anon.rpc('fx_numbers')).data).toEqual([1, 2, 3])
      expect((await anon.rpc('fx_upper', undefined)).status).toBe(404)
    })

    it('refuses a function the role may not execute', async () => {
      const { error, status } = await anon.rpc('fx_secret')
      expect(status).toBe(401)
      expect(error?.code).toBe('42501')
    })
  })
}
