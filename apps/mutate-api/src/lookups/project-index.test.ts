import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectRoot } from '../project-root'
import { ProjectIndex } from './project-index'

const dirs: string[] = []
const indexes: ProjectIndex[] = []
afterEach(async () => {
  for (const index of indexes.splice(0)) index.close()
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
    const again = index.lookups()
    expect({ ...again, fileVersions: {} }).toEqual({ ...lookupsA, fileVersions: {} })
    // Indexed again: a new version, whatever the text.
    expect(again.fileVersions?.['src/App.tsx']).not.toBe(lookupsA.fileVersions?.['src/App.tsx'])
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
    expect(index.lookups()).toEqual({ treeElements: {}, scopes: {}, fileVersions: {} })
  })
})

describe('ProjectIndex watching', () => {
  async function watchedIndex(): Promise<{ index: ProjectIndex; dir: string }> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'project-index-watch-'))
    dirs.push(dir)
    await mkdir(path.join(dir, 'src'))
    await writeFile(path.join(dir, 'src', 'App.tsx'), A)
    const index = new ProjectIndex(new ProjectRoot(dir))
    indexes.push(index)
    await index.scan({ watch: true })
    return { index, dir }
  }
  const poll = (probe: () => unknown) =>
    vi.waitFor(() => expect(probe()).toBeTruthy(), { timeout: 3000, interval: 25 })

  it('indexes a file written into folders created after the start, however deep', async () => {
    const { index, dir } = await watchedIndex()
    // Created and written at once: the file exists before any watcher sees its folder.
    await mkdir(path.join(dir, 'src', 'features', 'cards'), { recursive: true })
    await writeFile(path.join(dir, 'src', 'features', 'cards', 'Card.tsx'), B)
    await poll(() => index.textOf('src/features/cards/Card.tsx') === B)
    // The new folders are watched too: a later file and a later edit are followed.
    await writeFile(path.join(dir, 'src', 'features', 'cards', 'List.tsx'), C)
    await poll(() => index.textOf('src/features/cards/List.tsx') === C)
    await writeFile(path.join(dir, 'src', 'features', 'cards', 'Card.tsx'), A)
    await poll(() => index.textOf('src/features/cards/Card.tsx') === A)
  })

  it('drops the files of a deleted folder and follows a folder created again under its name', async () => {
    const { index, dir } = await watchedIndex()
    const folder = path.join(dir, 'src', 'parts')
    await mkdir(folder)
    await writeFile(path.join(folder, 'Part.tsx'), B)
    await poll(() => index.textOf('src/parts/Part.tsx') === B)
    await rm(folder, { recursive: true })
    await poll(() => index.textOf('src/parts/Part.tsx') === undefined)
    await mkdir(folder)
    await writeFile(path.join(folder, 'Again.tsx'), C)
    await poll(() => index.textOf('src/parts/Again.tsx') === C)
    expect(index.textOf('src/App.tsx')).toBe(A)
  })

  it("lists the project's files without walking its folders, following new and deleted ones", async () => {
    const { index, dir } = await watchedIndex()
    const css = (relative: string) => relative.endsWith('.css')
    expect(index.filesMatching(() => true)).toEqual(['src/App.tsx'])
    await writeFile(path.join(dir, 'src', 'index.css'), 'body {}\n')
    await mkdir(path.join(dir, 'src', 'cards'))
    await writeFile(path.join(dir, 'src', 'cards', 'Card.module.css'), '.card {}\n')
    // Hidden files (an atomic write's temporary one) and dependencies are not the project's.
    await writeFile(path.join(dir, 'src', '.index.css.1.tmp'), '')
    await poll(() => index.filesMatching(css)?.length === 2)
    expect(index.filesMatching(css)).toEqual(['src/cards/Card.module.css', 'src/index.css'])
    await rm(path.join(dir, 'src', 'cards'), { recursive: true })
    await poll(() => index.filesMatching(css)?.length === 1)
    expect(index.filesMatching(() => true)).toEqual(['src/App.tsx', 'src/index.css'])
    // What the server writes itself is listed at once, before its event comes.
    index.noteWritten('src/Card.module.css', true)
    expect(index.filesMatching(css)).toEqual(['src/Card.module.css', 'src/index.css'])
    index.noteWritten('src/Card.module.css', false)
    expect(index.filesMatching(css)).toEqual(['src/index.css'])
    // Files found by the scan are listed too (not build output); an index that does not watch
    // lists none.
    await mkdir(path.join(dir, 'out'))
    await writeFile(path.join(dir, 'out', 'built.css'), '.x {}\n')
    const later = new ProjectIndex(new ProjectRoot(dir))
    indexes.push(later)
    await later.scan({ watch: true })
    expect(later.filesMatching(css)).toEqual(['src/index.css'])
    const unwatched = new ProjectIndex(new ProjectRoot(dir))
    await unwatched.scan({ watch: false })
    expect(unwatched.filesMatching(css)).toBeNull()
  })
})
