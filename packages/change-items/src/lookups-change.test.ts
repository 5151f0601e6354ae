import { describe, expect, it } from 'vitest'
import type { Lookups, ScopeEntry, TreeElement } from './lookups'
import { applyLookupsChange, applyLookupsChangeInPlace, copyLookups } from './lookups-change'

function element(codebaseId: string, filePath: string, extra: Partial<TreeElement> = {}) {
  return {
    codebaseId,
    type: 'native',
    tagName: 'div',
    componentName: 'App',
    parentCodebaseId: null,
    filePath,
    line: 1,
    column: 0,
    removableClasses: [],
    textIsStatic: false,
    editableText: null,
    literalProps: {},
    ...extra,
  } satisfies TreeElement
}

function scope(filePath: string, componentName: string, codebaseIds: string[]): ScopeEntry {
  return { type: 'component', componentName, filePath, codebaseIds, rootCodebaseIds: [] }
}

const current: Lookups = {
  treeElements: {
    a: element('a', 'src/App.tsx'),
    b: element('b', 'src/App.tsx'),
    c: element('c', 'src/Card.tsx'),
  },
  scopes: {
    'src/App.tsx#App': scope('src/App.tsx', 'App', ['a', 'b']),
    'src/Card.tsx#Card': scope('src/Card.tsx', 'Card', ['c']),
  },
  fileVersions: { 'src/App.tsx': 'v1', 'src/Card.tsx': 'v7' },
}

describe('applyLookupsChange', () => {
  it('puts in the changed entries and drops the removed ones, the rest kept as they were', () => {
    const restyled = element('a', 'src/App.tsx', { removableClasses: ['p-4'] })
    const { lookups, stale, replacedFiles } = applyLookupsChange(current, ['src/App.tsx'], {
      treeElements: { a: restyled, d: element('d', 'src/App.tsx') },
      scopes: { 'src/App.tsx#App': scope('src/App.tsx', 'App', ['a', 'd']) },
      removedTreeElements: ['b'],
      baseFileVersions: { 'src/App.tsx': 'v1' },
      fileVersions: { 'src/App.tsx': 'v2' },
    })
    expect([stale, replacedFiles]).toEqual([[], []])
    expect(lookups.treeElements).toEqual({
      a: restyled,
      c: current.treeElements.c,
      d: expect.anything(),
    })
    expect(lookups.treeElements.c).toBe(current.treeElements.c)
    expect(lookups.scopes['src/App.tsx#App']?.codebaseIds).toEqual(['a', 'd'])
    expect(lookups.fileVersions).toEqual({ 'src/App.tsx': 'v2', 'src/Card.tsx': 'v7' })
    // The lookups it was given are left alone.
    expect(Object.keys(current.treeElements)).toEqual(['a', 'b', 'c'])
  })

  it('names the files whose entries were not at the version the change applies to', () => {
    const applied = applyLookupsChange(current, ['src/App.tsx', 'src/New.tsx', 'src/Card.tsx'], {
      treeElements: {},
      scopes: {},
      baseFileVersions: { 'src/App.tsx': 'v0', 'src/New.tsx': null, 'src/Card.tsx': 'v7' },
      fileVersions: { 'src/App.tsx': 'v2', 'src/New.tsx': 'v3', 'src/Card.tsx': 'v8' },
    })
    // App.tsx was re-indexed since (a code editor's save); a new file had no entries: not stale.
    expect(applied.stale).toEqual(['src/App.tsx'])
    // Left without a version, so the next change to it is found stale as well.
    expect(applied.lookups.fileVersions).toEqual({ 'src/New.tsx': 'v3', 'src/Card.tsx': 'v8' })
  })

  it('drops the entries of removed files, and of every changed file in an answer without versions', () => {
    const removed = applyLookupsChange(current, ['src/Card.tsx'], {
      treeElements: {},
      scopes: {},
      removedFiles: ['src/Card.tsx'],
      baseFileVersions: { 'src/Card.tsx': 'v7' },
    })
    expect(Object.keys(removed.lookups.treeElements)).toEqual(['a', 'b'])
    expect(Object.keys(removed.lookups.scopes)).toEqual(['src/App.tsx#App'])
    expect(removed.lookups.fileVersions).toEqual({ 'src/App.tsx': 'v1' })
    expect(removed.replacedFiles).toEqual(['src/Card.tsx'])
    const whole = applyLookupsChange(current, ['src/App.tsx'], {
      treeElements: { a: element('a', 'src/App.tsx') },
      scopes: {},
    })
    expect(Object.keys(whole.lookups.treeElements).sort()).toEqual(['a', 'c'])
    expect(whole.stale).toEqual([])
    expect(whole.replacedFiles).toEqual(['src/App.tsx'])
    // What went: b (not brought again), and App's scope; a was brought again.
    expect([whole.removedTreeElements, whole.removedScopes]).toEqual([['b'], ['src/App.tsx#App']])
  })

  it('replaces every entry of a file the server had not indexed, and checks every versioned file', () => {
    // src/Card.tsx was deleted outside the editor, then written again by a change: the editor's
    // old entries for it must not linger.
    const recreated = applyLookupsChange(current, ['src/Card.tsx'], {
      treeElements: { e: element('e', 'src/Card.tsx') },
      scopes: {},
      baseFileVersions: { 'src/Card.tsx': null },
      fileVersions: { 'src/Card.tsx': 'v9' },
    })
    expect(Object.keys(recreated.lookups.treeElements)).toEqual(['a', 'b', 'e'])
    expect(Object.keys(recreated.lookups.scopes)).toEqual(['src/App.tsx#App'])
    expect(recreated.replacedFiles).toEqual(['src/Card.tsx'])
    // Held at another version, it is stale too: the editor reloads.
    expect(recreated.stale).toEqual(['src/Card.tsx'])
    // A file the change re-indexed without writing it is checked as well.
    const unwritten = applyLookupsChange(current, ['src/App.tsx'], {
      treeElements: {},
      scopes: {},
      baseFileVersions: { 'src/App.tsx': 'v1', 'src/Card.tsx': 'v6' },
      fileVersions: { 'src/App.tsx': 'v2', 'src/Card.tsx': 'v8' },
    })
    expect(unwritten.stale).toEqual(['src/Card.tsx'])
  })

  it('applies in place to records of its own, naming what is gone; the copied lookups untouched', () => {
    const own = copyLookups(current)
    const records = [own.treeElements, own.scopes, own.fileVersions]
    const applied = applyLookupsChangeInPlace(own, ['src/App.tsx'], {
      treeElements: { d: element('d', 'src/App.tsx') },
      scopes: {},
      removedTreeElements: ['b', 'never-held'],
      removedScopes: ['src/App.tsx#App'],
      baseFileVersions: { 'src/App.tsx': 'v1' },
      fileVersions: { 'src/App.tsx': 'v2' },
    })
    expect([own.treeElements, own.scopes, own.fileVersions]).toEqual(records)
    expect(own.treeElements).toBe(records[0])
    expect(Object.keys(own.treeElements).sort()).toEqual(['a', 'c', 'd'])
    expect(own.treeElements.a).toBe(current.treeElements.a)
    expect(own.fileVersions).toEqual({ 'src/App.tsx': 'v2', 'src/Card.tsx': 'v7' })
    // Only keys that were held are reported gone.
    expect(applied).toEqual({
      stale: [],
      replacedFiles: [],
      removedTreeElements: ['b'],
      removedScopes: ['src/App.tsx#App'],
    })
    expect(Object.keys(current.treeElements)).toEqual(['a', 'b', 'c'])
    expect(current.fileVersions).toEqual({ 'src/App.tsx': 'v1', 'src/Card.tsx': 'v7' })
  })
})
