import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Canvas } from '../canvas'
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mutate-api-lock-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/** A Node process that runs until killed (`forever`) or exits at once. */
function nodeProcess(forever: boolean): ChildProcess {
  const child = spawn(process.execPath, ['-e', forever ? 'setInterval(() => {}, 1000)' : ''])
  cleanups.push(() => {
    child.kill('SIGKILL')
  })
  return child
}

describe('lockDataDir', () => {
  it("writes this process's pid and removes the lock on release", async () => {
    const dir = await dataDir()
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`)
    // The same process may open the directory again (a canvas reopened in a test, say).
    expect(() => lockDataDir(dir)).not.toThrow()
    release()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('refuses a directory held by another running process, naming it', async () => {
    const dir = await dataDir()
    const other = nodeProcess(true)
    writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(
      `Another mutate-api (pid ${other.pid}) is using the data directory ${dir}`,
    )
    // Opening a canvas on it is refused before anything is read or watched.
    await expect(
      Canvas.open({ id: 'locked', rootDir: dir, dataDir: dir, watch: false }),
    ).rejects.toThrow(DataDirLockedError)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${other.pid}\n`)
  })

  it('takes over the lock of a process that is no longer running', async () => {
    const dir = await dataDir()
    const gone = nodeProcess(false)
    await new Promise((resolve) => gone.once('exit', resolve))
    writeFileSync(path.join(dir, LOCK_FILE), `${gone.pid}\n`)
    const release = lockDataDir(dir)
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`)
    release()
  })

  it('a canvas gives the directory back when it closes', async () => {
    const dir = await dataDir()
    const root = await dataDir()
    const canvas = await Canvas.open({ id: 'app', rootDir: root, dataDir: dir, watch: false })
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)
    canvas.close()
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })
})
