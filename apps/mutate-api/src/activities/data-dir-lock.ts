import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** The lock file in a data directory: the pid of the server using it. */
export const LOCK_FILE = 'mutate-api.lock'

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another mutate-api (pid ${pid}) is using the data directory ${dataDir}: two servers would write the same activity log. Stop that one first, or give this one its own --data-dir.`,
    )
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/**
 * Takes the data directory for this process: writes its pid to {@link LOCK_FILE}, created
 * exclusively. A lock left by a process that is no longer running (a crash, a kill -9) is taken
 * over; one held by this very process (a canvas opened again in it) is kept.
 *
 * @returns a release function that removes the lock if it is still this process's.
 * @throws {DataDirLockedError} when another live process holds the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = path.join(dataDir, LOCK_FILE)
  const release = (): void => {
    if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true })
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' })
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = holderOf(lockPath)
    if (holder === process.pid) return release
    // A lock being written right now reads empty: look again before calling it stale.
    if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder)
    if (holder === null && attempt === 0) continue
    rmSync(lockPath, { force: true })
  }
  const holder = holderOf(lockPath)
  throw new DataDirLockedError(dataDir, holder ?? 0)
}
