import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ProjectRoot } from '../project-root'

/** Folders never searched: dependencies, build output (dot-folders are skipped as well). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'coverage', 'out'])

/**
 * The project-relative POSIX paths of the regular files under the root whose path passes
 * `accept`, sorted. Dependencies, build output and dot-folders are not searched, and symbolic
 * links are not followed (so nothing outside the root is listed).
 *
 * @example
 * ```ts
 * await findProjectFiles(root, (file) => file.endsWith('.po'))
 * // ['src/features/site/locales/ar.po', 'src/features/site/locales/en.po', …]
 * ```
 */
export async function findProjectFiles(
  root: ProjectRoot,
  accept: (relativePath: string) => boolean,
): Promise<string[]> {
  const found: string[] = []
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true })
    await Promise.all(
      entries.map(async (entry) => {
        const absolute = path.join(dir, entry.name)
        if (entry.isDirectory()) {
          if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) await walk(absolute)
        } else if (entry.isFile()) {
          const relative = root.relativeOf(absolute)
          if (accept(relative)) found.push(relative)
        }
      }),
    )
  }
  await walk(root.dir)
  return found.sort()
}
