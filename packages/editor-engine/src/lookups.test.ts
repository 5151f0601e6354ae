import { describe, expect, it } from 'vitest'
import { EMPTY_LOOKUPS, type Lookups, mergeLookups, type ScopeEntry } from './lookups'
import { codebaseId, treeElement } from './testing/nav-tree-fixtures'

const [A, B, C, D] = [1, 2, 3, 4].map(codebaseId) as [string, string, string, string]

const scope = (name: string, filePath: string): ScopeEntry => ({
  type: 'component',
  componentName: name,
  filePath,
  codebaseIds: [],
  rootCodebaseIds: [],
})

const current: Lookups = {
  treeElements: {
    [A]: treeElement(A, { filePath: 'src/a.tsx' }),
    [B]: treeElement(B, { filePath: 'src/a.tsx' }),
    [C]: treeElement(C, { filePath: 'src/c.tsx' }),
  },
  scopes: { Alpha: scope('Alpha', 'src/a.tsx'), Gamma: scope('Gamma', 'src/c.tsx') },
}

describe('mergeLookups', () => {
  it('applies a change of some entries at the version it names, and tells a stale file', () => {
    const versioned = { ...current, fileVersions: { 'src/a.tsx': 'k.1', 'src/c.tsx': 'k.2' } }
    const restyled = treeElement(A, { filePath: 'src/a.tsx', removableClasses: ['p-4'] })
    const merged = mergeLookups(versioned, ['src/a.tsx'], {
      treeElements: { [A]: restyled },
      scopes: {},
      baseFileVersions: { 'src/a.tsx': 'k.1' },
      fileVersions: { 'src/a.tsx': 'k.3' },
    })
    expect(merged.stale).toEqual([])
    expect(merged.lookups.treeElements).toEqual({ ...current.treeElements, [A]: restyled })
    expect(merged.lookups.fileVersions).toEqual({ 'src/a.tsx': 'k.3', 'src/c.tsx': 'k.2' })
    // Edited outside the editor since: its entries may be out of date.
    const outdated = mergeLookups(versioned, ['src/c.tsx'], {
      treeElements: {},
      scopes: {},
      baseFileVersions: { 'src/c.tsx': 'k.9' },
      fileVersions: { 'src/c.tsx': 'k.10' },
    })
    expect(outdated.stale).toEqual(['src/c.tsx'])
  })

  it('replaces every entry of a changed file by an answer without versions, keeping the others', () => {
    const changed: Lookups = {
      treeElements: { [D]: treeElement(D, { filePath: 'src/a.tsx', line: 9 }) },
      scopes: { Alpha2: scope('Alpha2', 'src/a.tsx') },
    }
    const merged = mergeLookups(current, ['src/a.tsx'], changed).lookups
    expect(merged.treeElements).toEqual({
      [C]: current.treeElements[C],
      [D]: changed.treeElements[D],
    })
    expect(merged.scopes).toEqual({ Gamma: current.scopes.Gamma, Alpha2: changed.scopes.Alpha2 })
  })

  it('drops the entries of removed files', () => {
    const { lookups: merged } = mergeLookups(current, [], {
      treeElements: {},
      scopes: {},
      removedFiles: ['src/c.tsx'],
    })
    expect(Object.keys(merged.treeElements)).toEqual([A, B])
    expect(Object.keys(merged.scopes)).toEqual(['Alpha'])
    expect(merged.removedFiles).toBeUndefined()
  })

  it('adds the entries of a new file', () => {
    const changed: Lookups = {
      treeElements: { [D]: treeElement(D, { filePath: 'src/new.tsx' }) },
      scopes: {},
    }
    const merged = mergeLookups(current, ['src/new.tsx'], changed).lookups
    expect(Object.keys(merged.treeElements).sort()).toEqual([A, B, C, D].sort())
  })

  it('keeps everything when nothing changed, and starts from empty lookups', () => {
    const versioned = { ...current, fileVersions: {} }
    expect(mergeLookups(current, [], EMPTY_LOOKUPS)).toEqual({
      lookups: versioned,
      stale: [],
      replacedFiles: [],
      removedTreeElements: [],
      removedScopes: [],
    })
    expect(mergeLookups(EMPTY_LOOKUPS, ['src/a.tsx'], current).lookups).toEqual(versioned)
  })

  it('changes only records of its own, in place: one copy, then the cost of each change', () => {
    const versioned = { ...current, fileVersions: { 'src/a.tsx': 'k.1', 'src/c.tsx': 'k.2' } }
    const restyle = (line: number, from: string, to: string, removed: string[] = []) => ({
      treeElements: { [A]: treeElement(A, { filePath: 'src/a.tsx', line }) },
      scopes: {},
      removedTreeElements: removed,
      baseFileVersions: { 'src/a.tsx': from },
      fileVersions: { 'src/a.tsx': to },
    })
    const first = mergeLookups(versioned, ['src/a.tsx'], restyle(2, 'k.1', 'k.4', [B]))
    // Lookups from elsewhere are copied: the ones given stay as they were.
    expect(first.lookups.treeElements).not.toBe(versioned.treeElements)
    expect(Object.keys(versioned.treeElements)).toEqual([A, B, C])
    expect(first.removedTreeElements).toEqual([B])
    const second = mergeLookups(first.lookups, ['src/a.tsx'], restyle(3, 'k.4', 'k.5'))
    expect(second.stale).toEqual([])
    // A new lookups object (the store tells the change by it) around the same records.
    expect(second.lookups).not.toBe(first.lookups)
    expect(second.lookups.treeElements).toBe(first.lookups.treeElements)
    expect(second.lookups.treeElements[A]?.line).toBe(3)
    expect(second.lookups.fileVersions).toEqual({ 'src/a.tsx': 'k.5', 'src/c.tsx': 'k.2' })
    expect(Object.keys(second.lookups.treeElements).sort()).toEqual([A, C].sort())
  })

  it('does not change its arguments', () => {
    const before = structuredClone(current)
    mergeLookups(current, ['src/a.tsx'], EMPTY_LOOKUPS)
    expect(current).toEqual(before)
  })
})
