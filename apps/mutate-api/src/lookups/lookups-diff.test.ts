import { describe, expect, it } from 'vitest'
import { ParsedTsx } from '../source/parsed-tsx'
import { buildFileLookups } from './file-lookups'
import { diffFileLookups, sameJson } from './lookups-diff'

const APP = `export function App() {
  return (
    <main className="p-2">
      <h1 className="text-xl">Title</h1>
      <p>Body</p>
    </main>
  )
}
`

const lookupsOf = (text: string) => buildFileLookups(new ParsedTsx('src/App.tsx', text))

describe('diffFileLookups', () => {
  it('gives only the entries that differ, compared by value when rebuilt', () => {
    const before = lookupsOf(APP)
    const after = lookupsOf(APP.replace('text-xl', 'text-2xl'))
    const diff = diffFileLookups(before, after)
    expect(diff.treeElements.map((each) => each.tagName)).toEqual(['h1'])
    expect(diff.treeElements[0]?.removableClasses).toEqual(['text-2xl'])
    expect(diff).toMatchObject({ scopes: [], removedTreeElements: [], removedScopes: [] })
    // The same text built again: nothing.
    expect(diffFileLookups(before, lookupsOf(APP)).treeElements).toEqual([])
  })

  it('names the entries a rewrite removed, and everything of a file added or deleted', () => {
    const before = lookupsOf(APP)
    const removed = diffFileLookups(before, lookupsOf(APP.replace('      <p>Body</p>\n', '')))
    const p = before.treeElements.find((each) => each.tagName === 'p')
    expect(removed.removedTreeElements).toEqual([p?.codebaseId])
    expect(diffFileLookups(undefined, before).treeElements).toHaveLength(3)
    expect(diffFileLookups(before, undefined)).toMatchObject({
      treeElements: [],
      removedTreeElements: before.treeElements.map((each) => each.codebaseId),
      removedScopes: ['src/App.tsx#App'],
    })
  })
})

describe('sameJson', () => {
  it('compares as the JSON text would, keys holding undefined left out', () => {
    expect(sameJson({ a: [1, { b: 'x' }], c: undefined }, { a: [1, { b: 'x' }] })).toBe(true)
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson({ a: null }, { a: undefined })).toBe(false)
    expect(sameJson([], {})).toBe(false)
  })
})
