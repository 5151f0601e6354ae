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
  it('replaces every entry of a changed file by the answer and keeps the other files', () => {
    const changed: Lookups = {
      treeElements: { [D]: treeElement(D, { filePath: 'src/a.tsx', line: 9 }) },
      scopes: { Alpha2: scope('Alpha2', 'src/a.tsx') },
    }
    const merged = mergeLookups(current, ['src/a.tsx'], changed)
    expect(merged.treeElements).toEqual({
      [C]: current.treeElements[C],
      [D]: changed.treeElements[D],
    })
    expect(merged.scopes).toEqual({ Gamma: current.scopes.Gamma, Alpha2: changed.scopes.Alpha2 })
  })

  it('drops the entries of removed files', () => {
    const merged = mergeLookups(current, [], {
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
    const merged = mergeLookups(current, ['src/new.tsx'], changed)
    expect(Object.keys(merged.treeElements).sort()).toEqual([A, B, C, D].sort())
  })

  it('keeps everything when nothing changed, and starts from empty lookups', () => {
    expect(mergeLookups(current, [], EMPTY_LOOKUPS)).toEqual(current)
    expect(mergeLookups(EMPTY_LOOKUPS, ['src/a.tsx'], current)).toEqual(current)
  })

  it('does not change its arguments', () => {
    const before = structuredClone(current)
    mergeLookups(current, ['src/a.tsx'], EMPTY_LOOKUPS)
    expect(current).toEqual(before)
  })
})
