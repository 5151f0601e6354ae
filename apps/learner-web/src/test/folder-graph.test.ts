import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import {
  cyclesOf,
  type FolderGraph,
  folderGraph,
  folderOf,
  relativeSpecifiers,
} from './folder-graph'

// A string, not a URL: jsdom's URL class is not the one node:url accepts.
const SRC = dirname(dirname(fileURLToPath(import.meta.url)))

/** The app's folder graph without `src/test`, the test support every folder's tests may use. */
function appGraph(): FolderGraph {
  const graph = new Map<string, Set<string>>()
  for (const [from, to] of folderGraph(SRC)) {
    if (from !== 'test') graph.set(from, new Set([...to].filter((folder) => folder !== 'test')))
  }
  return graph
}

const importsOf = (graph: FolderGraph, folder: string) => [...(graph.get(folder) ?? [])].sort()

describe('the folders of learner-web (CONTEXT.md: the feature graph)', () => {
  const graph = appGraph()
  const features = [...graph.keys()].filter((folder) => folder.startsWith('features/'))

  test('no folder imports another in a circle', () => {
    expect(cyclesOf(graph)).toEqual([])
  })

  test('src/ui imports only src/lib, and src/lib only the env', () => {
    expect(importsOf(graph, 'ui').filter((folder) => folder !== 'lib')).toEqual([])
    expect(importsOf(graph, 'lib').filter((folder) => folder !== 'env')).toEqual([])
  })

  test('features import features, ui and lib, never the app that routes to them', () => {
    expect(features.length).toBeGreaterThan(10)
    expect(features.filter((feature) => graph.get(feature)?.has('app'))).toEqual([])
  })
})

describe('relativeSpecifiers', () => {
  test('finds static, re-exported, side-effect, dynamic, type and mocked imports', () => {
    const source = [
      "import { a } from './a'",
      "import type { B } from '../b/b'",
      "export { c } from './c'",
      "import './d.css'",
      "const e = () => import('../e/e')",
      "type F = typeof import('./f')",
      "vi.mock('../../lib/g', () => ({}))",
      "import { useState } from 'react'",
    ].join('\n')
    expect(relativeSpecifiers(source)).toEqual([
      './a',
      '../b/b',
      './c',
      './d.css',
      '../e/e',
      './f',
      '../../lib/g',
    ])
  })
})

describe('folderOf', () => {
  test('names a feature by its folder, anything else by its first segment without extension', () => {
    expect(folderOf('features/booking/booking-page.tsx')).toBe('features/booking')
    expect(folderOf('ui/icon.tsx')).toBe('ui')
    expect(folderOf('env.ts')).toBe('env')
    expect(folderOf('env')).toBe('env')
  })
})

describe('cyclesOf', () => {
  const graph = (edges: Record<string, string[]>): FolderGraph =>
    new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]))

  test('finds nothing in a graph without cycles', () => {
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([])
  })

  test('finds a two-way import and a longer circle, each once', () => {
    expect(cyclesOf(graph({ a: ['b'], b: ['a'], c: ['d'], d: ['e'], e: ['c', 'a'] }))).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ])
  })
})
