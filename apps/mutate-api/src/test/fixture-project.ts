import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Canvas } from '../canvas'

/** A throw-away project on disk with an open canvas, for tests. */
export interface FixtureProject {
  readonly dir: string
  readonly dataDir: string
  readonly canvas: Canvas
  /** Closes the canvas and deletes the folders. */
  dispose(): Promise<void>
}

/** Writes `files` (project-relative path → text) into a temp folder and opens a canvas on it. */
export async function createFixtureProject(
  files: Readonly<Record<string, string>>,
  options: { watch?: boolean; canvasId?: string } = {},
): Promise<FixtureProject> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'mutate-api-'))
  const dir = path.join(base, 'project')
  const dataDir = path.join(base, 'data')
  for (const [relative, text] of Object.entries(files)) {
    const absolute = path.join(dir, relative)
    await mkdir(path.dirname(absolute), { recursive: true })
    await writeFile(absolute, text)
  }
  await mkdir(dir, { recursive: true })
  const canvas = await Canvas.open({
    id: options.canvasId ?? 'test',
    rootDir: dir,
    dataDir,
    watch: options.watch ?? false,
  })
  return {
    dir,
    dataDir,
    canvas,
    dispose: async () => {
      canvas.close()
      await rm(base, { recursive: true, force: true })
    },
  }
}
