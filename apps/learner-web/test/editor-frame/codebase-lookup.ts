import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { indexJsx, type JsxElementEntry } from '@splendid/codebase-ids'

/** Folders mutate-api never scans (besides dot-folders). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', '.vite'])
const JSX_FILE = /\.[jt]sx$/

/**
 * The codebase ids of every JSX element under `root`, keyed by id, built the way mutate-api's
 * project index builds its tree-element lookup: every `.tsx`/`.jsx` file outside
 * `node_modules`, build output and dot-folders, indexed with `indexJsx` under its root-relative
 * POSIX path.
 */
export async function buildCodebaseLookup(
  root: string,
): Promise<Map<string, JsxElementEntry & { readonly filePath: string }>> {
  const files: string[] = []
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) {
          await walk(path.join(dir, entry.name))
        }
      } else if (entry.isFile() && JSX_FILE.test(entry.name)) {
        files.push(path.join(dir, entry.name))
      }
    }
  }
  await walk(root)
  const lookup = new Map<string, JsxElementEntry & { readonly filePath: string }>()
  for (const file of files) {
    const filePath = path.relative(root, file).split(path.sep).join('/')
    const { elements } = indexJsx(filePath, await readFile(file, 'utf8'))
    for (const element of elements) lookup.set(element.id, { ...element, filePath })
  }
  return lookup
}
