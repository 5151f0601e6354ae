import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as publicApi from './index'

// The checked-in public surface. A change here is a change for every consumer: update the list
// on purpose, and add a changeset (minor for additions, major for removals).
const expected = JSON.parse(
  readFileSync(new URL('../test/public-api.json', import.meta.url), 'utf8'),
) as { values: string[]; types: string[] }

function typeExportsOf(source: string): string[] {
  const blocks = source.matchAll(/export type \{([^}]*)\}/g)
  return [...blocks].flatMap((block) =>
    (block[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  )
}

describe('public API', () => {
  it('exports exactly the checked-in values', () => {
    expect(Object.keys(publicApi).sort()).toEqual([...expected.values].sort())
  })

  it('exports exactly the checked-in types', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')
    expect(typeExportsOf(source).sort()).toEqual([...expected.types].sort())
  })
})
