import { type FSWatcher, readFileSync, watch } from 'node:fs'
import { lstat, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Lookups, LookupsChange, ScopeEntry, TreeElement } from '@splendid/change-items'
import type { ProjectRoot } from '../project-root'
import { ParsedTsx } from '../source/parsed-tsx'
import { buildFileLookups, type FileLookups } from './file-lookups'
import { diffFileLookups, scopeKey } from './lookups-diff'
import { ProjectFileList } from './project-file-list'
import { isSkippedFolder, walkFolder } from './project-folders'

/** Source files that carry codebase ids (as the Vite plugin instruments them). */
export const JSX_FILE = /\.[jt]sx$/

/**
 * How many files keep their recent parses (the ones being edited are the recent ones): with
 * {@link VERSIONS_PER_FILE} texts each, at most 32 parses are held.
 */
const RECENT_PARSE_FILES = 16

/** How many texts of one file keep their parse (the current one and the one before). */
const VERSIONS_PER_FILE = 2

/** A file's text, or `undefined` when it is gone (or is no longer a readable file). */
function readTextIfAny(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, 'utf8')
  } catch {
    return undefined
  }
}

/** A parse of a file's text and the lookups built from it (both immutable). */
interface RecentParse {
  readonly parsed: ParsedTsx
  readonly lookups: FileLookups
}

/** How long the start-up scan indexes before it lets other work run. */
const SCAN_SLICE_MS = 20

/** What a file's lookups were at one moment (see {@link ProjectIndex.snapshot}). */
export interface IndexedFileState {
  readonly lookups: FileLookups | undefined
  readonly version: string | null
}

/**
 * Makes the versions of this process's file entries unique across restarts: an editor holding
 * lookups from before a restart never takes them for the new process's.
 */
const PROCESS_TAG = `${process.pid.toString(36)}${Date.now().toString(36)}`

/**
 * The warm lookups of one project: every `.tsx`/`.jsx` file indexed once at start, then kept
 * current file by file — after each write of the server and on file-system events (edits from
 * a code editor) — so no request re-parses the project.
 */
export class ProjectIndex {
  private readonly files = new Map<
    string,
    { text: string; lookups: FileLookups; version: string }
  >()
  private indexings = 0
  private readonly fileById = new Map<string, string>()
  private readonly watchers = new Map<string, FSWatcher>()
  private readonly pending = new Map<string, NodeJS.Timeout>()
  /**
   * The parses (and lookups) of recently indexed files, newest file last, the last
   * {@link VERSIONS_PER_FILE} texts of each newest first: a change to a warm file does not parse
   * it again, nor does an undo or redo that puts back a text indexed just before.
   */
  private readonly recentParses = new Map<string, RecentParse[]>()

  constructor(private readonly root: ProjectRoot) {}

  /**
   * Indexes every JSX file under the root (skipping node_modules, build output, dot-folders).
   * With `watch`, it then follows file changes: each folder is watched before it is listed (one
   * non-recursive watcher per folder, new folders too), so a file created, changed or deleted
   * while the scan runs is reported, never missed.
   */
  async scan(options: { readonly watch: boolean }): Promise<void> {
    this.watching = options.watch
    const files: string[] = []
    await walkFolder(
      this.root.dir,
      async (dir) => {
        if (this.watching) this.watchDirectory(dir)
      },
      async (file) => {
        if (JSX_FILE.test(file)) files.push(file)
        // Dotfiles are left out, as the watchers leave them (atomic writes' temporary files).
        else if (!path.basename(file).startsWith('.'))
          this.otherFiles.add(this.root.relativeOf(file))
      },
    )
    // Files are read synchronously (an awaited read per file left the thread idle between
    // files: over a second of 2,000), and the thread is handed back every few milliseconds so
    // that a server listening meanwhile answers.
    let slice = performance.now()
    for (const absolute of files) {
      const text = readTextIfAny(absolute)
      // Deleted since it was listed: its watcher reports it if it comes back.
      if (text !== undefined) this.update(this.root.relativeOf(absolute), text)
      if (performance.now() - slice > SCAN_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve))
        slice = performance.now()
      }
    }
  }

  private readonly otherFiles = new ProjectFileList()
  private watching = false
  /** A folder could not be watched (the system's watcher limit, say): its changes go unseen. */
  private watchFailed = false

  /**
   * The project's files whose path `accept` takes, sorted, from the scan and the watchers (no
   * folder read); `null` when the index does not follow changes or a folder could not be
   * watched (the list could be out of date).
   */
  filesMatching(accept: (relativePath: string) => boolean): string[] | null {
    if (!this.watching || this.watchFailed) return null
    return [...[...this.files.keys()].filter(accept), ...this.otherFiles.matching(accept)].sort()
  }

  /** A file this server wrote (`exists`) or removed: listed at once, not when its event comes. */
  noteWritten(relativePath: string, exists: boolean): void {
    if (JSX_FILE.test(relativePath)) return
    if (exists) this.otherFiles.add(relativePath)
    else this.otherFiles.remove(relativePath)
  }

  /** Stops every watcher. */
  close(): void {
    this.watching = false
    for (const watcher of this.watchers.values()) watcher.close()
    this.watchers.clear()
    for (const timer of this.pending.values()) clearTimeout(timer)
    this.pending.clear()
  }

  private watchDirectory(dir: string): void {
    if (this.watchers.has(dir)) return
    try {
      const watcher = watch(dir, (_event, name) => {
        if (name === null) return
        const absolute = path.join(dir, name.toString())
        const relative = this.root.relativeOf(absolute)
        const existing = this.pending.get(relative)
        if (existing !== undefined) clearTimeout(existing)
        this.pending.set(
          relative,
          setTimeout(() => {
            this.pending.delete(relative)
            void this.refresh(relative, absolute)
          }, 25),
        )
      })
      watcher.on('error', () => {
        this.watchFailed = true
        this.forgetWatcher(dir)
      })
      this.watchers.set(dir, watcher)
    } catch (error) {
      // A folder removed between the scan and the watch has nothing to watch.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.watchFailed = true
    }
  }

  private forgetWatcher(dir: string): void {
    this.watchers.get(dir)?.close()
    this.watchers.delete(dir)
  }

  /**
   * A folder that appeared after the start (or was moved in): each of its folders is watched
   * before it is listed, so a file written into it meanwhile is either listed or reported, and
   * every JSX file already in it is indexed — `mkdir -p a/b && write a/b/Card.tsx` included.
   */
  private async addFolder(absolute: string): Promise<void> {
    await walkFolder(
      absolute,
      async (dir) => this.watchDirectory(dir),
      async (file) => this.refresh(this.root.relativeOf(file), file),
    ).catch(() => undefined)
  }

  /** A folder that is gone (deleted or moved away): its watchers and its files are dropped. */
  private removeFolder(absolute: string, relative: string): void {
    for (const dir of [...this.watchers.keys()]) {
      if (dir === absolute || dir.startsWith(`${absolute}${path.sep}`)) this.forgetWatcher(dir)
    }
    for (const file of [...this.files.keys()]) {
      if (file.startsWith(`${relative}/`)) this.remove(file)
    }
  }

  private async refresh(relative: string, absolute: string): Promise<void> {
    const base = path.basename(absolute)
    if (isSkippedFolder(base)) return
    let text: string | undefined
    try {
      // Not following links, as the scan does: nothing outside the root is listed.
      const info = await lstat(absolute)
      if (info.isDirectory()) {
        await this.addFolder(absolute)
        return
      }
      if (!info.isFile()) throw new Error('not a file')
      if (!JSX_FILE.test(base)) {
        this.otherFiles.add(relative)
        return
      }
      text = await readFile(absolute, 'utf8')
    } catch {
      text = undefined
    }
    if (text === undefined) {
      this.otherFiles.remove(relative)
      this.removeFolder(absolute, relative)
    }
    if (!JSX_FILE.test(base)) return
    const current = this.files.get(relative)
    if (text === undefined) {
      if (current === undefined) return
      this.remove(relative)
    } else {
      if (current?.text === text) return
      this.update(relative, text)
    }
  }

  /**
   * Re-indexes one file from its text (used after each write, and by the watcher); `parsed` and
   * `lookups`, when the caller has them, are of exactly this text.
   */
  update(relativePath: string, text: string, parsed?: ParsedTsx, lookups?: FileLookups): void {
    const versions = this.recentParses.get(relativePath) ?? []
    const known = this.recentVersion(relativePath, text)
    this.dropIndexed(relativePath)
    const file = parsed ?? known?.parsed ?? new ParsedTsx(relativePath, text)
    const fileLookups = lookups ?? (known?.parsed === file ? known.lookups : buildFileLookups(file))
    this.recentParses.delete(relativePath)
    this.recentParses.set(
      relativePath,
      [
        { parsed: file, lookups: fileLookups },
        ...versions.filter((version) => version.parsed.text !== text),
      ].slice(0, VERSIONS_PER_FILE),
    )
    if (this.recentParses.size > RECENT_PARSE_FILES) {
      const oldest = this.recentParses.keys().next().value
      if (oldest !== undefined) this.recentParses.delete(oldest)
    }
    this.indexings += 1
    this.files.set(relativePath, {
      text,
      lookups: fileLookups,
      version: `${PROCESS_TAG}.${this.indexings}`,
    })
    for (const element of fileLookups.treeElements)
      this.fileById.set(element.codebaseId, relativePath)
  }

  /** Drops a file (deleted on disk). */
  remove(relativePath: string): void {
    this.recentParses.delete(relativePath)
    this.dropIndexed(relativePath)
  }

  private dropIndexed(relativePath: string): void {
    const current = this.files.get(relativePath)
    if (current === undefined) return
    for (const element of current.lookups.treeElements) {
      if (this.fileById.get(element.codebaseId) === relativePath)
        this.fileById.delete(element.codebaseId)
    }
    this.files.delete(relativePath)
  }

  /** The file holding an element, by the server's index. */
  fileOf(codebaseId: string): string | undefined {
    return this.fileById.get(codebaseId)
  }

  /** The parse of a recently indexed file, when it was of exactly this text. */
  parsedOf(relativePath: string, text: string): ParsedTsx | undefined {
    return this.recentVersion(relativePath, text)?.parsed
  }

  /** The lookups of a recently indexed file, when they were built from exactly this text. */
  fileLookupsOf(relativePath: string, text: string): FileLookups | undefined {
    return this.recentVersion(relativePath, text)?.lookups
  }

  private recentVersion(relativePath: string, text: string): RecentParse | undefined {
    return this.recentParses.get(relativePath)?.find((version) => version.parsed.text === text)
  }

  /** The indexed files' project-relative paths and texts. */
  *texts(): IterableIterator<[string, string]> {
    for (const [relative, entry] of this.files) yield [relative, entry.text]
  }

  /** The indexed text of a file. */
  textOf(relativePath: string): string | undefined {
    return this.files.get(relativePath)?.text
  }

  /** The project-relative paths of the indexed files. */
  filePaths(): string[] {
    return [...this.files.keys()]
  }

  /** How many files are indexed. */
  get fileCount(): number {
    return this.files.size
  }

  /** The lookups of the given files (all files when omitted), with their versions. */
  lookups(files?: readonly string[]): Lookups {
    const treeElements: Record<string, TreeElement> = {}
    const scopes: Record<string, ScopeEntry> = {}
    const fileVersions: Record<string, string> = {}
    const removedFiles: string[] = []
    for (const file of files ?? [...this.files.keys()]) {
      const entry = this.files.get(file)
      if (entry === undefined) {
        if (JSX_FILE.test(file)) removedFiles.push(file)
        continue
      }
      for (const element of entry.lookups.treeElements) treeElements[element.codebaseId] = element
      for (const scope of entry.lookups.scopes) scopes[scopeKey(scope)] = scope
      fileVersions[file] = entry.version
    }
    return removedFiles.length > 0
      ? { treeElements, scopes, removedFiles, fileVersions }
      : { treeElements, scopes, fileVersions }
  }

  /** The lookups and version of each of these files now, to tell later what a change did. */
  snapshot(files: readonly string[]): ReadonlyMap<string, IndexedFileState> {
    const states = new Map<string, IndexedFileState>()
    for (const file of files) {
      const entry = this.files.get(file)
      states.set(file, { lookups: entry?.lookups, version: entry?.version ?? null })
    }
    return states
  }

  /**
   * How the lookups of the files in `before` changed since it was taken: only the entries that
   * differ, the removed keys, and each file's versions (see `LookupsChange`).
   */
  lookupsChange(before: ReadonlyMap<string, IndexedFileState>): LookupsChange {
    const treeElements: Record<string, TreeElement> = {}
    const scopes: Record<string, ScopeEntry> = {}
    const removedTreeElements: string[] = []
    const removedScopes: string[] = []
    const removedFiles: string[] = []
    const baseFileVersions: Record<string, string | null> = {}
    const fileVersions: Record<string, string> = {}
    for (const [file, state] of before) {
      const entry = this.files.get(file)
      if (entry === undefined && state.lookups === undefined) continue
      const diff = diffFileLookups(state.lookups, entry?.lookups)
      for (const element of diff.treeElements) treeElements[element.codebaseId] = element
      for (const scope of diff.scopes) scopes[scopeKey(scope)] = scope
      removedTreeElements.push(...diff.removedTreeElements)
      removedScopes.push(...diff.removedScopes)
      baseFileVersions[file] = state.version
      if (entry === undefined) removedFiles.push(file)
      else fileVersions[file] = entry.version
    }
    return {
      treeElements,
      scopes,
      ...(removedTreeElements.length > 0 ? { removedTreeElements } : {}),
      ...(removedScopes.length > 0 ? { removedScopes } : {}),
      ...(removedFiles.length > 0 ? { removedFiles } : {}),
      baseFileVersions,
      fileVersions,
    }
  }
}
