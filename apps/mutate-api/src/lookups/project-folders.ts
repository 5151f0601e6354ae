import { readdir } from 'node:fs/promises'
import path from 'node:path'

/** Folders never scanned or watched. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  '.git',
  '.turbo',
  '.data',
  '.vite',
  'out',
])

/** Whether a folder (or file) of this name is left out: dependencies, build output, dot-names. */
export function isSkippedFolder(name: string): boolean {
  return SKIPPED_DIRS.has(name) || name.startsWith('.')
}

/**
 * Walks a folder depth first: `onFolder` for it and every sub-folder (before it is listed), then
 * `onFile` for each file. Dependencies, build output and dot-folders are skipped.
 */
export async function walkFolder(
  dir: string,
  onFolder: (dir: string) => Promise<void>,
  onFile: (file: string) => Promise<void>,
): Promise<void> {
  await onFolder(dir)
  const entries = await readdir(dir, { withFileTypes: true })
  await Promise.all(
    entries.map(async (entry) => {
      const absolute = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!isSkippedFolder(entry.name)) await walkFolder(absolute, onFolder, onFile)
      } else if (entry.isFile()) {
        await onFile(absolute)
      }
    }),
  )
}
