import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../activities/data-dir-lock'

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url))
const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

/** mutate-api's CLI from source (tsx), on `root` with `dataDir`, on a free port. */
function cli(root: string, dataDir: string): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--root', root, '--data-dir', dataDir, '--port', '0'],
    { cwd: PACKAGE_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.push(child)
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk
  })
  return { child, output: () => text }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

describe('mutate-api CLI on a data directory another server uses', () => {
  it('refuses to start with a clear message, and the first one gives it back on exit', async () => {
    const base = await mkdtemp(path.join(os.tmpdir(), 'mutate-api-cli-lock-'))
    dirs.push(base)
    const root = path.join(base, 'project')
    const dataDir = path.join(base, 'data')
    await mkdir(path.join(root, 'src'), { recursive: true })
    await writeFile(path.join(root, 'src', 'App.tsx'), 'export const App = () => <main />\n')

    const first = cli(root, dataDir)
    await expect
      .poll(first.output, { timeout: 45_000, interval: 100 })
      .toContain('mutate-api: listening on')

    const second = cli(root, dataDir)
    expect(await exitOf(second.child)).toBe(1)
    expect(second.output()).toContain(
      `mutate-api: Another mutate-api (pid ${first.child.pid}) is using the data directory ${dataDir}`,
    )
    expect(first.child.exitCode).toBeNull()

    first.child.kill('SIGTERM')
    expect(await exitOf(first.child)).toBe(0)
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  }, 90_000)
})
