import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { FIXTURE_DIR } from './editor-paths'
import type { EditorServers } from './editor-servers'
import { waitUntil } from './editor-wait'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
}

/** Reads a file of the fixture copy (path relative to the app root, e.g. `src/App.tsx`). */
export function readCopy(servers: EditorServers, relativePath: string): Promise<string> {
  return readFile(join(servers.copyDir, relativePath), 'utf8')
}

/** Reads a file of the committed fixture app. */
export function readFixture(relativePath: string): Promise<string> {
  return readFile(join(FIXTURE_DIR, relativePath), 'utf8')
}

/**
 * Replaces a file in one step (temporary file + rename), so that a watcher never reads it half
 * written.
 */
async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, text)
  await rename(temporary, path)
}

/** Writes a file of the fixture copy, as an editor outside Splendid would. */
export function writeCopy(servers: EditorServers, relativePath: string, text: string) {
  return writeAtomically(join(servers.copyDir, relativePath), text)
}

/** What a copy is restored to: a list of files (relative paths) and their contents. */
export interface CopyReference {
  files(): Promise<readonly string[]>
  /** The wanted text of a file, or null when the reference has no such file. */
  read(relativePath: string): Promise<string | null>
}

/** The committed fixture app, as {@link restoreCopy} restores fixture copies by default. */
export const FIXTURE_REFERENCE: CopyReference = {
  files: () => listFiles(FIXTURE_DIR),
  read: (relativePath) => readFile(join(FIXTURE_DIR, relativePath), 'utf8').catch(() => null),
}

/**
 * Lists the files of a folder (relative paths), skipping `node_modules`; for references of
 * copies of other apps.
 */
export function listCopyFiles(dir: string): Promise<string[]> {
  return listFiles(dir)
}

/**
 * Puts the copy back to `reference` (by default the committed fixture): rewrites every file that
 * differs, deletes files the reference does not have. When anything changed, the preview server
 * forgets its transforms of those files and mutate-api is restarted, so that its index (and its
 * activity history) start from the reference again. Returns the paths it restored.
 */
export async function restoreCopy(
  servers: EditorServers,
  reference: CopyReference = FIXTURE_REFERENCE,
): Promise<string[]> {
  const [fixtureFiles, copyFiles] = await Promise.all([
    reference.files(),
    listFiles(servers.copyDir),
  ])
  const restored: string[] = []
  // Vite must see every restored file before the next page loads, or its watcher's late event
  // would hot-reload (or fully reload) the next test's preview under it.
  const seen = new Set<string>()
  const onEvent = (path: string) => seen.add(relative(servers.copyDir, path))
  const watcher = servers.previewServer.watcher
  watcher.on('change', onEvent)
  watcher.on('add', onEvent)
  watcher.on('unlink', onEvent)
  try {
    await restoreFiles(servers, reference, fixtureFiles, copyFiles, restored)
    if (restored.length === 0) return restored
    // A write right after another one may be folded into its event by the watcher: write the
    // missed files again until each was reported.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await waitUntil(async () => restored.every((file) => seen.has(file)), {
          timeoutMs: 2_000,
          intervalMs: 50,
          message: `the preview server did not notice the restored ${restored.join(', ')}`,
        })
        break
      } catch (error) {
        if (attempt === 4) throw error
        for (const file of restored.filter((path) => !seen.has(path))) {
          const wanted = await reference.read(file)
          if (wanted !== null) await writeAtomically(join(servers.copyDir, file), wanted)
        }
      }
    }
  } finally {
    watcher.off('change', onEvent)
    watcher.off('add', onEvent)
    watcher.off('unlink', onEvent)
  }
  const graph = servers.previewServer.moduleGraph
  for (const file of restored) {
    for (const module of graph.getModulesByFile(join(servers.copyDir, file)) ?? []) {
      graph.invalidateModule(module)
    }
  }
  await servers.restartMutateApi()
  return restored
}

async function restoreFiles(
  servers: EditorServers,
  reference: CopyReference,
  fixtureFiles: readonly string[],
  copyFiles: readonly string[],
  restored: string[],
): Promise<void> {
  for (const file of fixtureFiles) {
    const wanted = await reference.read(file)
    if (wanted === null) continue
    const actual = await readFile(join(servers.copyDir, file), 'utf8').catch(() => null)
    if (actual === wanted) continue
    await writeAtomically(join(servers.copyDir, file), wanted)
    restored.push(file)
  }
  for (const file of copyFiles) {
    if (fixtureFiles.includes(file)) continue
    await rm(join(servers.copyDir, file), { force: true })
    restored.push(file)
  }
}

const FIXTURE_HEADING = '<h1 className="text-3xl font-bold">Build lessons visually</h1>'
const FOOTER_IMPORT = "import { Footer } from './components/Footer'\n"

/**
 * The fixture's `src/App.tsx` after a `<Badge>` (written as `badge`) went in right after the
 * page's heading, with Badge's import added after Footer's — what inserting or pasting the
 * project's own component there writes.
 */
export function withBadgeAfterHeading(appSource: string, badge: string): string {
  return appSource
    .replace(FOOTER_IMPORT, `${FOOTER_IMPORT}import { Badge } from './components/Badge'\n`)
    .replace(FIXTURE_HEADING, `${FIXTURE_HEADING}\n      ${badge}`)
}
