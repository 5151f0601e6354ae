import { randomBytes } from 'node:crypto'
import { rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Writes a file atomically: the text goes to a temporary file in the same folder, which is then
 * renamed over the target, so a reader (Vite, a code editor) sees the old or the new file, never
 * half of one.
 */
export async function atomicWrite(absolutePath: string, text: string): Promise<void> {
  const temporary = path.join(
    path.dirname(absolutePath),
    `.${path.basename(absolutePath)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  )
  try {
    await writeFile(temporary, text, 'utf8')
    await rename(temporary, absolutePath)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}
