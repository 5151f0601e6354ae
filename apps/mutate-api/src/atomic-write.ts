import { linkSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Makes temporary names unique within the process (the pid makes them unique across). */
let writeCounter = 0

/**
 * Writes a file atomically: the text goes to a temporary file in the same folder, which is then
 * renamed over the target, so a reader (Vite, a code editor) sees the old or the new file, never
 * half of one. The calls are synchronous: the files are small (source and style files), the
 * writes of a canvas are serialised anyway, and each asynchronous call costs a round trip through
 * libuv's thread pool, a measurable part of a change's latency on a busy machine.
 */
export async function atomicWrite(absolutePath: string, text: string): Promise<void> {
  writeCounter += 1
  const temporary = path.join(
    path.dirname(absolutePath),
    `.${path.basename(absolutePath)}.${process.pid}.${writeCounter}.tmp`,
  )
  try {
    writeFileSync(temporary, text, 'utf8')
    renameSync(temporary, absolutePath)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

/**
 * Creates a file atomically and never over another: the bytes go to a temporary file in the same
 * folder, which is then hard-linked to the target name (which fails with `EEXIST` when the name
 * is taken, even by a file created a moment ago) and removed.
 *
 * @returns false when `absolutePath` already exists (nothing written).
 */
export function atomicCreate(absolutePath: string, bytes: Uint8Array): boolean {
  writeCounter += 1
  const temporary = path.join(
    path.dirname(absolutePath),
    `.${path.basename(absolutePath)}.${process.pid}.${writeCounter}.tmp`,
  )
  try {
    writeFileSync(temporary, bytes)
    linkSync(temporary, absolutePath)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(temporary, { force: true })
  }
}
