import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ProjectRoot } from '../project-root'
import { ProjectIndex } from './project-index'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function emptyIndex(): Promise<ProjectIndex> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'project-index-'))
  dirs.push(dir)
  return new ProjectIndex(new ProjectRoot(dir))
}

const A = 'export const App = () => <main className="p-2"><h1>Title</h1></main>\n'
const B = 'export const App = () => <main className="p-4"><h1>Title</h1></main>\n'
const C = 'export const App = () => <main className="p-8"><h1>Title</h1></main>\n'

describe('ProjectIndex recent parses', () => {
  it('reuses the parse of the text before the current one (an undo puts it back)', async () => {
    const index = await emptyIndex()
    index.update('src/App.tsx', A)
    const parsedA = index.parsedOf('src/App.tsx', A)
    const lookupsA = index.lookups()
    index.update('src/App.tsx', B)
    index.update('src/App.tsx', A)
    expect(parsedA).toBeDefined()
    expect(index.parsedOf('src/App.tsx', A)).toBe(parsedA)
    expect(index.parsedOf('src/App.tsx', B)?.text).toBe(B)
    expect(index.lookups()).toEqual(lookupsA)
  })

  it('keeps two texts per file and forgets a removed file', async () => {
    const index = await emptyIndex()
    index.update('src/App.tsx', A)
    index.update('src/App.tsx', B)
    index.update('src/App.tsx', C)
    expect(index.parsedOf('src/App.tsx', A)).toBeUndefined()
    expect(index.parsedOf('src/App.tsx', B)?.text).toBe(B)
    expect(index.parsedOf('src/App.tsx', C)?.text).toBe(C)
    index.remove('src/App.tsx')
    expect(index.parsedOf('src/App.tsx', C)).toBeUndefined()
    expect(index.lookups()).toEqual({ treeElements: {}, scopes: {} })
  })
})
