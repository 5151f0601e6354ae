import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { useFixtureBackend } from './support/fixture-backend.js'
import { OPERATOR_FIXTURES } from './support/operator-fixtures.js'

type Query = PromiseLike<{ data: { id: number }[] | null; error: unknown }>

async function ids(query: Query): Promise<number[]> {
  const { data, error } = await query
  expect(error).toBeNull()
  return (data ?? []).map((row) => row.id).sort((a, b) => a - b)
}

for (const engine of ENGINES) {
  describe(`PostgREST operators (${engine})`, () => {
    const fixture = useFixtureBackend(engine, OPERATOR_FIXTURES)
    let anon: SupabaseClient
    const events = () => anon.from('fx_events').select('id')

    beforeAll(() => {
      anon = fixture.server.client()
    })

    it('quantifies like, ilike, eq, gt and match with any and all', async () => {
      expect(await ids(events().likeAnyOf('name', ['al*', 'ga%']))).toEqual([1, 3])
      expect(await ids(events().likeAllOf('name', ['%a%', '%h%']))).toEqual([1])
      expect(await ids(events().ilikeAnyOf('name', ['ALP*']))).toEqual([1, 4])
      expect(await ids(events().ilikeAllOf('name', ['a*', '*e']))).toEqual([4])
      expect(await ids(events().filter('id', 'eq(any)', '{2,3,9}'))).toEqual([2, 3])
      expect(await ids(events().filter('score', 'gt(all)', '{5,20}'))).toEqual([3, 4])
      expect(await ids(events().filter('name', 'match(any)', '{^be,^ga}'))).toEqual([2, 3])
      expect(await ids(events().not('name', 'imatch(any)', '{^AL}'))).toEqual([2, 3])
    })

    it('matches regular expressions case-sensitively and not', async () => {
      expect(await ids(events().match({ name: 'alpha' }))).toEqual([1])
      expect(await ids(events().filter('name', 'match', '^A'))).toEqual([4])
      expect(await ids(events().filter('name', 'imatch', '^A'))).toEqual([1, 4])
    })

    it('applies the range operators sl sr nxl nxr adj ov', async () => {
      expect(await ids(events().rangeLt('during', '[12,15)'))).toEqual([1, 2, 4])
      expect(await ids(events().rangeGt('during', '[0,6)'))).toEqual([3, 4])
      expect(await ids(events().rangeGte('during', '[5,6)'))).toEqual([2, 3, 4])
      expect(await ids(events().rangeLte('during', '[0,10)'))).toEqual([1, 2])
      expect(await ids(events().rangeAdjacent('during', '[10,20)'))).toEqual([2, 3])
      expect(await ids(events().overlaps('during', '[4,6)'))).toEqual([1, 2])
    })

    it('searches text with fts, plfts, phfts and wfts, with and without a language', async () => {
      expect(await ids(events().textSearch('doc', 'cat & rat'))).toEqual([1])
      expect(await ids(events().textSearch('doc', 'cats', { config: 'english' }))).toEqual([1, 3])
      expect(await ids(events().textSearch('doc', 'fat cats', { type: 'plain' }))).toEqual([1])
      expect(
        await ids(events().textSearch('doc', 'lazy dog', { type: 'phrase', config: 'english' })),
      ).toEqual([2])
      expect(
        await ids(events().textSearch('doc', '"fat cats" -dog', { type: 'websearch' })),
      ).toEqual([1])
      // A text column is turned into a tsvector with the same configuration.
      expect(await ids(events().textSearch('body', 'rats', { config: 'english' }))).toEqual([1, 4])
      expect(await ids(events().not('doc', 'fts', 'cat'))).toEqual([2, 4])
    })

    it('compares with is distinct from and the is keywords', async () => {
      expect(await ids(events().filter('score', 'isdistinct', '10'))).toEqual([2, 3, 4])
      expect(await ids(events().is('score', null))).toEqual([2])
      expect(await ids(events().filter('score', 'is', 'not_null'))).toEqual([1, 3, 4])
      expect(await ids(events().or('score.is.null,name.like(any).{gam*}'))).toEqual([2, 3])
    })

    it('answers PGRST100 for unknown operators and misplaced modifiers', async () => {
      for (const filter of ['name=sw.a', 'name=fts(any.x', 'name=neq(any).{a}', 'score=is.maybe']) {
        const response = await fetch(`${fixture.server.url}/rest/v1/fx_events?${filter}`, {
          headers: { apikey: fixture.server.anonKey },
        })
        expect(response.status).toBe(400)
        const body = (await response.json()) as { code: string; message: string }
        expect(body.code).toBe('PGRST100')
        expect(body.message).toContain('failed to parse filter')
      }
    })

    it('rejects an unknown text-search configuration as PostgreSQL does', async () => {
      const { error, status } = await events().textSearch('doc', 'cat', { config: 'klingon' })
      expect(status).toBe(400)
      expect(error?.code).toBe('42704')
    })
  })
}
