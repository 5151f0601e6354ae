import { describe, expect, test } from 'vitest'
import { readPublicRows } from './public-rest'

describe('readPublicRows against the backend', () => {
  test('reads what the anon role may read, with filters, order and limit', async () => {
    const rows = await readPublicRows<{ slug: string }>('courses', {
      select: 'slug',
      is_published: 'eq.true',
      order: 'slug.asc',
      limit: '2',
    })
    expect(rows).toHaveLength(2)
    expect(rows.map((row) => row.slug)).toEqual([...rows.map((row) => row.slug)].sort())
  })

  test('grants still decide: a visitor may not read payments', async () => {
    await expect(readPublicRows('payments', { select: 'id' })).rejects.toThrow(
      'permission denied for table payments',
    )
  })

  test("a refused read throws PostgREST's message", async () => {
    await expect(readPublicRows('courses', { select: 'no_such_column' })).rejects.toThrow(
      /no_such_column/,
    )
  })
})
