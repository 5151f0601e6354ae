import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AGGREGATE_FIXTURES } from './support/aggregate-fixtures.js'
import { ENGINES, startBackend, type TestBackend } from './support/backend-harness.js'
import { useFixtureBackend } from './support/fixture-backend.js'

type Row = Record<string, unknown>
const byJson = (rows: Row[] | null | undefined) =>
  [...(rows ?? [])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))

for (const engine of ENGINES) {
  describe(`PostgREST aggregates (${engine})`, () => {
    const fixture = useFixtureBackend(engine, AGGREGATE_FIXTURES, {
      PGRST_DB_AGGREGATES_ENABLED: 'true',
    })
    let anon: SupabaseClient
    let disabled: TestBackend
    beforeAll(async () => {
      anon = fixture.server.client()
      disabled = await startBackend(fixture.database.db)
    })
    afterAll(async () => {
      await disabled.close()
    })

    it('aggregates the whole table with aliases and count()', async () => {
      const { data, error } = await anon.from('fx_orders').select('total:amount.sum(), count()')
      expect(error).toBeNull()
      expect(data).toEqual([{ total: 42, count: 4 }])
      const filtered = await anon
        .from('fx_orders')
        .select('count(), amount.min(), amount.max()')
        .gte('amount', 7)
      expect(filtered.data).toEqual([{ count: 3, min: 7, max: 20 }])
    })

    it('groups by the other selected columns and casts input and result', async () => {
      const grouped = await anon
        .from('fx_orders')
        .select('day, amount.sum(), amount.avg()::int')
        .order('day')
      expect(grouped.error).toBeNull()
      expect(grouped.data).toEqual([
        { day: '2024-01-01', sum: 37, avg: 12 },
        { day: '2024-01-02', sum: 5, avg: 5 },
      ])
      const tax = await anon.from('fx_orders').select('tax:details->tax::numeric.sum()')
      expect(tax.data).toEqual([{ tax: 3.5 }])
    })

    it('groups by an embedded resource and aggregates inside embeds', async () => {
      const byCustomer = await anon.from('fx_orders').select('amount.sum(), fx_customers(name)')
      expect(byCustomer.error).toBeNull()
      expect(byJson(byCustomer.data)).toEqual([
        { sum: 12, fx_customers: { name: 'B' } },
        { sum: 30, fx_customers: { name: 'A' } },
      ])
      const inside = await anon
        .from('fx_customers')
        .select('name, fx_orders(amount.sum(), day)')
        .order('id')
      expect(inside.error).toBeNull()
      expect(inside.data?.[0]).toEqual({ name: 'A', fx_orders: [{ sum: 30, day: '2024-01-01' }] })
      expect(byJson(inside.data?.[1]?.fx_orders)).toEqual([
        { sum: 5, day: '2024-01-02' },
        { sum: 7, day: '2024-01-01' },
      ])
    })

    it('aggregates only the rows row-level security lets the role see', async () => {
      const { data } = await anon.from('fx_ledger').select('amount.sum(), count()')
      expect(data).toEqual([{ sum: 101, count: 2 }])
      const grouped = await anon.from('fx_ledger').select('visible, count()')
      expect(grouped.data).toEqual([{ visible: true, count: 2 }])
    })

    it('answers PGRST123 when aggregates are disabled, as by default', async () => {
      const client = disabled.client()
      for (const select of ['amount.sum()', 'count()', 'name, fx_orders(count())']) {
        const table = select.startsWith('name') ? 'fx_customers' : 'fx_orders'
        const { error, status } = await client.from(table).select(select)
        expect(status).toBe(400)
        expect(error).toEqual({
          code: 'PGRST123',
          details: null,
          hint: null,
          message: 'Use of aggregate functions is not allowed',
        })
      }
      expect((await client.from('fx_orders').select('id').limit(1)).error).toBeNull()
    })
  })
}
