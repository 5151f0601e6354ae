import { describe, expect, it } from 'vitest'
import { mergeLookups } from '../lookups'
import { codebaseId, lookupsFor, treeElement } from '../testing/nav-tree-fixtures'
import { frameLookups, frameLookupsChange } from './frame-lookups'

describe('frameLookups', () => {
  it('hands the frame the lookups as they are (typed alike, no copy), without a storyboard element', () => {
    const lookups = lookupsFor([codebaseId(1), codebaseId(2)])
    const sent = frameLookups(lookups)
    expect(sent).toEqual({
      treeElementLookup: lookups.treeElements,
      scopeLookup: lookups.scopes,
      storyboardComponentElement: null,
    })
    expect(sent.treeElementLookup).toBe(lookups.treeElements)
  })
})

describe('frameLookupsChange', () => {
  const scope = (filePath: string) => ({
    type: 'component' as const,
    componentName: 'App',
    filePath,
    codebaseIds: [],
    rootCodebaseIds: [],
  })
  const [a, b, c, d] = [1, 2, 3, 4].map(codebaseId) as [string, string, string, string]
  const before = {
    treeElements: {
      ...lookupsFor([a, b]).treeElements,
      ...lookupsFor([c], 'src/old.tsx').treeElements,
    },
    scopes: { 'src/app.tsx#App': scope('src/app.tsx'), 'src/old.tsx#App': scope('src/old.tsx') },
    fileVersions: { 'src/app.tsx': 'p.1', 'src/old.tsx': 'p.1' },
  }

  it("names what the change brought and the keys that are gone, replaced files' too", () => {
    const altered = treeElement(b, { tagName: 'section' })
    const change = {
      treeElements: { [b]: altered, [d]: treeElement(d) },
      scopes: {},
      removedTreeElements: [a, 'tempo-never-held'],
      removedFiles: ['src/old.tsx'],
      baseFileVersions: { 'src/app.tsx': 'p.1', 'src/old.tsx': 'p.1' },
      fileVersions: { 'src/app.tsx': 'p.2' },
    }
    const merged = mergeLookups(before, ['src/app.tsx', 'src/old.tsx'], change)
    const sent = frameLookupsChange(merged, change)
    expect(sent).toEqual({
      treeElementLookup: { [b]: altered, [d]: treeElement(d) },
      scopeLookup: {},
      // c and old.tsx's scope went with their file, though the change did not name them.
      removedTreeElements: [a, c],
      removedScopes: ['src/old.tsx#App'],
    })
    // Applied to what the frame held, it gives exactly the merged lookups.
    const held = { ...before.treeElements }
    for (const key of sent.removedTreeElements) delete held[key]
    expect({ ...held, ...sent.treeElementLookup }).toEqual(merged.lookups.treeElements)
  })

  it("keeps an entry a replaced file's change brings again", () => {
    const change = { treeElements: { [a]: treeElement(a) }, scopes: {} }
    const merged = mergeLookups(before, ['src/app.tsx'], change)
    expect(frameLookupsChange(merged, change)).toEqual({
      treeElementLookup: { [a]: treeElement(a) },
      scopeLookup: {},
      removedTreeElements: [b],
      removedScopes: ['src/app.tsx#App'],
    })
  })
})
