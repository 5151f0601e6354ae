import * as fs from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProjectRoot } from '../project-root'
import { ProjectIndex } from './project-index'

// The scan reads the files it listed with `readFileSync`: its first read is where a test changes
// the project, after every folder was listed and before the files are indexed.
vi.mock('node:fs', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs')>()
  return { ...original, readFileSync: vi.fn(original.readFileSync) }
})
const realReadFileSync = (await vi.importActual<typeof import('node:fs')>('node:fs')).readFileSync

const A = 'export const A = () => <main className="p-2"><h1>A</h1></main>\n'
const B = 'export const B = () => <section><p>B</p></section>\n'
const LATE = 'export const Late = () => <aside>Late</aside>\n'

const dirs: string[] = []
const indexes: ProjectIndex[] = []
afterEach(async () => {
  vi.mocked(fs.readFileSync).mockImplementation(realReadFileSync)
  for (const index of indexes.splice(0)) index.close()
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function project(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'project-index-scan-'))
  dirs.push(dir)
  await mkdir(path.join(dir, 'src', 'parts'), { recursive: true })
  await writeFile(path.join(dir, 'src', 'A.tsx'), A)
  await writeFile(path.join(dir, 'src', 'parts', 'B.tsx'), B)
  return dir
}

/** On the scan's first file read: deletes the other listed file and writes a new one. */
function changeProjectOnFirstRead(dir: string): void {
  let changed = false
  vi.mocked(fs.readFileSync).mockImplementation(((file: fs.PathOrFileDescriptor, options) => {
    if (!changed) {
      changed = true
      const other = String(file).endsWith('A.tsx') ? 'src/parts/B.tsx' : 'src/A.tsx'
      fs.rmSync(path.join(dir, other))
      fs.writeFileSync(path.join(dir, 'src', 'parts', 'Late.tsx'), LATE)
    }
    return realReadFileSync(file, options)
  }) as typeof fs.readFileSync)
}

describe('ProjectIndex start-up scan', () => {
  it('follows files created and deleted after their folders were listed', async () => {
    const dir = await project()
    changeProjectOnFirstRead(dir)
    const index = new ProjectIndex(new ProjectRoot(dir))
    indexes.push(index)
    await index.scan({ watch: true })
    await vi.waitFor(() => expect(index.textOf('src/parts/Late.tsx')).toBe(LATE), {
      timeout: 3000,
      interval: 25,
    })
    // One of the two listed files is gone: it is not indexed, and the scan did not fail on it.
    expect(index.filePaths().sort()).toHaveLength(2)
    const kept = index.textOf('src/A.tsx') ?? index.textOf('src/parts/B.tsx')
    expect([A, B]).toContain(kept)
    expect(index.lookups().removedFiles).toBeUndefined()
  })

  it('without watching, indexes what it could read and lists nothing as current', async () => {
    const dir = await project()
    changeProjectOnFirstRead(dir)
    const index = new ProjectIndex(new ProjectRoot(dir))
    await index.scan({ watch: false })
    expect(index.fileCount).toBe(1)
    expect(index.filesMatching(() => true)).toBeNull()
  })
})
