import { describe, expect, test } from 'vitest'
import {
  CATALOG_PAGE_SIZE,
  catalogSearchParams,
  DEFAULT_CATALOG_QUERY,
  isFiltered,
  pageCount,
  readCatalogQuery,
} from './catalog-query'

describe('catalogue state in the URL', () => {
  test('plain /catalog is the default state, and the default writes no parameter', () => {
    expect(readCatalogQuery(new URLSearchParams())).toEqual(DEFAULT_CATALOG_QUERY)
    expect(catalogSearchParams(DEFAULT_CATALOG_QUERY).toString()).toBe('')
  })

  test('a full state survives the round trip through the URL', () => {
    const query = {
      tab: 'all',
      q: 'قواعد',
      subject: 'english',
      level: 'B1',
      access: 'premium',
      sort: 'newest',
      page: 3,
    } as const
    expect(readCatalogQuery(catalogSearchParams(query))).toEqual(query)
    expect(catalogSearchParams({ ...DEFAULT_CATALOG_QUERY, tab: 'mine' }).toString()).toBe(
      'tab=mine',
    )
  })

  test('hand-edited or malformed values fall back to their defaults', () => {
    const query = readCatalogQuery(
      new URLSearchParams('tab=x&subject=cooking&level=C2&access=gratis&sort=cheapest&page=-4'),
    )
    expect(query).toEqual(DEFAULT_CATALOG_QUERY)
    expect(readCatalogQuery(new URLSearchParams('page=2.5')).page).toBe(1)
    expect(readCatalogQuery(new URLSearchParams(`q=${'x'.repeat(500)}`)).q).toHaveLength(200)
  })

  test('blank searches are not written and do not count as a filter', () => {
    const query = { ...DEFAULT_CATALOG_QUERY, q: '   ', sort: 'rating' } as const
    expect(catalogSearchParams(query).toString()).toBe('sort=rating')
    expect(isFiltered(query)).toBe(false)
    expect(isFiltered({ ...DEFAULT_CATALOG_QUERY, level: 'A1' })).toBe(true)
  })

  test('page count: at least one page, full pages of CATALOG_PAGE_SIZE', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(CATALOG_PAGE_SIZE)).toBe(1)
    expect(pageCount(CATALOG_PAGE_SIZE + 1)).toBe(2)
  })
})
