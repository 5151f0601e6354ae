import { describe, expect, it, vi } from 'vitest'
import { generateUuid } from './generate-uuid'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('generateUuid', () => {
  it('returns distinct version 4 uuids', () => {
    const ids = new Set(Array.from({ length: 50 }, generateUuid))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(V4)
  })

  it('builds a version 4 uuid from getRandomValues where randomUUID is missing (insecure contexts)', () => {
    const real = globalThis.crypto
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends Uint8Array>(array: T) => array.fill(0xff),
    })
    expect(generateUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => real.getRandomValues(array) })
    expect(generateUuid()).toMatch(V4)
  })

  it('says what is missing when there is no Web Crypto at all', () => {
    vi.stubGlobal('crypto', undefined)
    expect(() => generateUuid()).toThrow(
      'generateUuid needs Web Crypto (globalThis.crypto), available from Node 19',
    )
  })
})
