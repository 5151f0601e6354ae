import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from './support/backend-harness.js'
import { EMBED_FIXTURES } from './support/embed-fixtures.js'
import { useFixtureBackend } from './support/fixture-backend.js'

for (const engine of ENGINES) {
  describe(`PostgREST resource embedding (${engine})`, () => {
    const fixture = useFixtureBackend(engine, EMBED_FIXTURES)
    let anon: SupabaseClient
    beforeAll(() => {
      anon = fixture.server.client()
    })

    it('embeds many-to-many through a join table, both ways', async () => {
      const people = await anon
        .from('fx_people')
        .select('first_name, fx_clubs(name)')
        .order('id')
        .order('name', { referencedTable: 'fx_clubs' })
      expect(people.error).toBeNull()
      expect(people.data).toEqual([
        { first_name: 'Ada', fx_clubs: [{ name: 'Chess' }, { name: 'Go' }] },
        { first_name: 'Alan', fx_clubs: [{ name: 'Chess' }] },
        { first_name: 'Grace', fx_clubs: [] },
      ])
      const clubs = await anon.from('fx_clubs').select('name, fx_people(first_name)').eq('id', 1)
      expect(clubs.data?.[0]?.fx_people).toHaveLength(2)
    })

    it('embeds a self-reference to-one by column and to-many by table with a hint', async () => {
      const { data, error } = await anon
        .from('fx_people')
        .select(
          'first_name, manager:manager_id(first_name), reports:fx_people!manager_id(first_name)',
        )
        .order('id')
        .limit(2)
      expect(error).toBeNull()
      expect(data).toEqual([
        {
          first_name: 'Ada',
          manager: null,
          reports: [{ first_name: 'Alan' }, { first_name: 'Grace' }],
        },
        { first_name: 'Alan', manager: { first_name: 'Ada' }, reports: [] },
      ])
    })

    it('embeds a foreign key on unique columns as one-to-one from both sides', async () => {
      const person = await anon
        .from('fx_people')
        .select('first_name, fx_passports(number)')
        .order('id')
        .limit(2)
      expect(person.data).toEqual([
        { first_name: 'Ada', fx_passports: null },
        { first_name: 'Alan', fx_passports: { number: 'P-2' } },
      ])
      const passport = await anon.from('fx_passports').select('fx_people(first_name)').single()
      expect(passport.data).toEqual({ fx_people: { first_name: 'Alan' } })
    })

    it('keeps only parents with a match for !inner and all of them for !left', async () => {
      const inner = await anon.from('fx_people').select('first_name, fx_clubs!inner(name)')
      expect(inner.data?.map((row) => row.first_name).sort()).toEqual(['Ada', 'Alan'])
      const left = await anon.from('fx_people').select('first_name, fx_clubs!left(name)')
      expect(left.data).toHaveLength(3)
    })

    it('spreads to-one columns into the parent and to-many columns as arrays', async () => {
      const one = await anon
        .from('fx_cards')
        .select('label, ...fx_people(first_name, surname:last_name)')
        .eq('id', 1)
        .single()
      expect(one.error).toBeNull()
      expect(one.data).toEqual({ label: 'gold', first_name: 'Ada', surname: 'Lovelace' })
      const many = await anon
        .from('fx_people')
        .select('first_name, ...fx_tickets(title)')
        .eq('id', 1)
      expect(many.data).toEqual([{ first_name: 'Ada', title: ['first', 'second'] }])
    })

    it('embeds through views, following their columns to the base tables keys', async () => {
      const toView = await anon
        .from('fx_people')
        .select('first_name, fx_tickets(title)')
        .eq('id', 3)
        .single()
      expect(toView.data).toEqual({ first_name: 'Grace', fx_tickets: [{ title: 'third' }] })
      const fromView = await anon
        .from('fx_tickets')
        .select('title, fx_people(first_name)')
        .eq('id', 2)
        .single()
      expect(fromView.data).toEqual({ title: 'second', fx_people: { first_name: 'Ada' } })
      const viewToTable = await anon
        .from('fx_people_view')
        .select('given, fx_cards(label)')
        .eq('id', 2)
        .single()
      expect(viewToTable.data).toEqual({ given: 'Alan', fx_cards: [{ label: 'silver' }] })
    })

    it('embeds relations of the rows a set-returning function returns', async () => {
      const { data, error } = await anon
        .rpc('fx_people_named', { prefix: 'A' })
        .select('first_name, fx_cards(label)')
        .order('id')
      expect(error).toBeNull()
      expect(data).toEqual([
        { first_name: 'Ada', fx_cards: [{ label: 'gold' }] },
        { first_name: 'Alan', fx_cards: [{ label: 'silver' }] },
      ])
    })

    it('selects, filters and orders computed columns and embeds computed relationships', async () => {
      const computed = await anon
        .from('fx_people')
        .select('id, fx_full_name')
        .like('fx_full_name', 'Grace*')
      expect(computed.data).toEqual([{ id: 3, fx_full_name: 'Grace Hopper' }])
      const ordered = await anon.from('fx_people').select('id').order('fx_full_name')
      expect(ordered.data?.map((row) => row.id)).toEqual([1, 2, 3])
      const relation = await anon
        .from('fx_people')
        .select('first_name, fx_cards_of(label)')
        .eq('id', 2)
        .single()
      expect(relation.data).toEqual({ first_name: 'Alan', fx_cards_of: [{ label: 'silver' }] })
    })

    it('refuses embeds, spreads and computed columns the role has no grant for', async () => {
      for (const select of [
        'id, fx_diary(secret)',
        'id, ...fx_diary(secret)',
        'id, fx_secret_of',
      ]) {
        const { data, error, status } = await anon.from('fx_people').select(select)
        expect(status).toBe(401)
        expect(error?.code).toBe('42501')
        expect(data).toBeNull()
      }
      const filtered = await anon.from('fx_people').select('id').eq('fx_diary.secret', 'hidden')
      expect(filtered.status).toBe(400)
      expect(filtered.error).toEqual({
        code: 'PGRST108',
        details: null,
        hint: "Verify that 'fx_diary' is included in the 'select' query parameter.",
        message: "'fx_diary' is not an embedded resource in this request",
      })
    })

    it('answers PGRST200 for no relationship and PGRST201 (300) for an ambiguous one', async () => {
      const none = await anon.from('fx_clubs').select('name, fx_cards(label)')
      expect(none.status).toBe(400)
      expect(none.error).toMatchObject({
        code: 'PGRST200',
        message:
          "Could not find a relationship between 'fx_clubs' and 'fx_cards' in the schema cache",
      })
      const ambiguous = await anon.from('fx_people').select('first_name, fx_pairs(a)')
      expect(ambiguous.status).toBe(300)
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        message:
          "Could not embed because more than one relationship was found for 'fx_people' and 'fx_pairs'",
        details: [
          {
            cardinality: 'one-to-many',
            embedding: 'fx_people with fx_pairs',
            relationship: 'fx_pairs_a_fkey using fx_people(id) and fx_pairs(a)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'fx_people with fx_pairs',
            relationship: 'fx_pairs_b_fkey using fx_people(id) and fx_pairs(b)',
          },
        ],
        hint: "Try changing 'fx_pairs' to one of the following: 'fx_pairs!fx_pairs_a_fkey', 'fx_pairs!fx_pairs_b_fkey'. Find the desired relationship in the 'details' key.",
      })
      const hinted = await anon
        .from('fx_people')
        .select('id, fx_pairs!fx_pairs_a_fkey(b)')
        .eq('id', 1)
      expect(hinted.error).toBeNull()
      expect(hinted.data).toEqual([{ id: 1, fx_pairs: [] }])
    })
  })
}
