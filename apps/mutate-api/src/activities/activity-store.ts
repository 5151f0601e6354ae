import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ActivityFile } from './file-change'

/** One applied change: what it did to which files, and whether it is currently undone. */
export interface Activity {
  readonly id: string
  readonly createdAt: string
  /** The call that created it, e.g. `mutate/styling`. */
  readonly operation: string
  readonly files: readonly ActivityFile[]
  /** Previous id → new id, as returned when the change was applied. */
  readonly idMap: Readonly<Record<string, string>>
  readonly state: 'applied' | 'undone'
}

/** Options of an {@link ActivityStore}. */
export interface ActivityStoreOptions {
  /**
   * How many activities the history keeps (default {@link DEFAULT_MAX_ACTIVITIES}): when a new
   * one is saved beyond it, the oldest leaves the history (it can no longer be undone or redone).
   */
  readonly maxActivities?: number
  /**
   * The log is compacted only once it is at least this big, in bytes (default
   * {@link DEFAULT_COMPACT_MIN_BYTES}).
   */
  readonly compactMinBytes?: number
  /**
   * Told when a compaction fails (the log is then left as it was and still appended to; the
   * next attempt waits until the log has grown by `compactMinBytes` again). Default: a process
   * warning.
   */
  readonly onCompactionError?: (error: Error) => void
}

/** One line of the log: a whole activity, or a new state of one already logged. */
type LogRecord = Activity | { readonly id: string; readonly state: Activity['state'] }

const ACTIVITY_ID = /^[0-9a-f-]{36}$/i

/** The log file, under the data folder. */
export const ACTIVITY_LOG = 'activities.jsonl'

/** The temporary file a compaction writes before renaming it over the log. */
export const COMPACTION_TEMP = `${ACTIVITY_LOG}.compacting`

/** Default {@link ActivityStoreOptions.maxActivities}. */
export const DEFAULT_MAX_ACTIVITIES = 1000

/** Default {@link ActivityStoreOptions.compactMinBytes}: 8 MiB. */
export const DEFAULT_COMPACT_MIN_BYTES = 8 * 1024 * 1024

/**
 * Activities persisted in an append-only log, `<dataDir>/activities.jsonl` (one JSON record a
 * line: a whole activity when it is created, `{ id, state }` when it is undone or redone), outside
 * the watched source tree, so the history survives a restart and never triggers a hot reload.
 *
 * Appending a line is one small synchronous write; creating a file per activity (the earlier
 * layout, `<dataDir>/activities/<id>.json`, still read at load and then moved into the log) cost
 * a new inode and a rename on every change. A line cut short by a crash is always the last one:
 * {@link load} truncates it away (that change's activity is lost, nothing else).
 *
 * **History cap and compaction.** Only the newest `maxActivities` activities are kept (the
 * oldest beyond it drop out of the undo history). Superseded lines — state changes and the
 * records of dropped activities — stay in the log until it is compacted: when the log is at least
 * `compactMinBytes` and its superseded bytes outweigh its live ones, it is rewritten with one
 * line per kept activity (its latest state) into {@link COMPACTION_TEMP}, flushed to disk, and
 * renamed over the log. A crash before the rename leaves the old log whole (the temporary file
 * is removed at the next load); the rename itself is atomic.
 *
 * @example
 * ```ts
 * const store = new ActivityStore('/home/me/.local/state/splendid-mutate-api/learner-web-1a2b')
 * await store.load()
 * store.save(activity)
 * store.setState(activity.id, 'undone')
 * ```
 */
export class ActivityStore {
  /** Kept activities, oldest first (insertion order). */
  private readonly byId = new Map<string, Activity>()
  /** Bytes of each kept activity's whole-record line in the log. */
  private readonly recordBytes = new Map<string, number>()
  private readonly dataDir: string
  private readonly logPath: string
  private readonly maxActivities: number
  private readonly compactMinBytes: number
  private readonly onCompactionError: (error: Error) => void
  /** Bytes of the log file. */
  private logBytes = 0
  /** Bytes of the log's lines that hold kept activities. */
  private liveBytes = 0
  /** The log size below which no compaction is tried (raised after a failure). */
  private nextCompactionAt: number

  /**
   * @throws {Error} when `maxActivities` is not a whole number ≥ 1 or `compactMinBytes` is negative.
   */
  constructor(dataDir: string, options: ActivityStoreOptions = {}) {
    this.dataDir = dataDir
    this.logPath = path.join(dataDir, ACTIVITY_LOG)
    this.maxActivities = options.maxActivities ?? DEFAULT_MAX_ACTIVITIES
    this.compactMinBytes = options.compactMinBytes ?? DEFAULT_COMPACT_MIN_BYTES
    this.onCompactionError =
      options.onCompactionError ??
      ((error) =>
        process.emitWarning(`Activity log compaction failed: ${error.message}`, 'MutateApiWarning'))
    if (!Number.isInteger(this.maxActivities) || this.maxActivities < 1)
      throw new Error(`maxActivities must be a whole number ≥ 1, got ${this.maxActivities}`)
    if (!(this.compactMinBytes >= 0))
      throw new Error(`compactMinBytes must be ≥ 0, got ${this.compactMinBytes}`)
    this.nextCompactionAt = this.compactMinBytes
  }

  /**
   * Loads the persisted activities: the legacy per-activity files first (oldest first), then the
   * log; drops what is beyond the cap, and compacts when the legacy files are still there (they
   * move into the log) or the log is due.
   *
   * @throws {Error} when a complete line of the log is not a valid record (a corrupted log is
   * reported, never skipped).
   */
  async load(): Promise<void> {
    await mkdir(this.dataDir, { recursive: true })
    // A compaction cut short before its rename: the log itself is whole.
    rmSync(path.join(this.dataDir, COMPACTION_TEMP), { force: true, recursive: true })
    const legacyDir = path.join(this.dataDir, 'activities')
    const hasLegacy = existsSync(legacyDir)
    if (hasLegacy) {
      const legacy: Activity[] = []
      for (const name of await readdir(legacyDir)) {
        if (!name.endsWith('.json')) continue
        legacy.push(JSON.parse(await readFile(path.join(legacyDir, name), 'utf8')) as Activity)
      }
      legacy.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      for (const activity of legacy) this.apply(activity, 0)
    }
    if (existsSync(this.logPath)) {
      const bytes = readFileSync(this.logPath)
      const complete = bytes.lastIndexOf(0x0a) + 1
      if (complete < bytes.length) truncateSync(this.logPath, complete)
      this.logBytes = complete
      const lines = bytes.subarray(0, complete).toString('utf8').split('\n')
      for (const [index, line] of lines.entries()) {
        if (line === '') continue
        const record = parseRecord(line, `${this.logPath}:${index + 1}`)
        this.apply(record, Buffer.byteLength(line) + 1)
      }
    }
    this.evictBeyondCap()
    if (hasLegacy) {
      if (this.compact()) rmSync(legacyDir, { recursive: true, force: true })
    } else {
      this.compactIfDue()
    }
  }

  /** The activity with this id, if any (dropped ones beyond the cap are gone). */
  get(id: string): Activity | undefined {
    return this.byId.get(id)
  }

  /** How many activities the history holds. */
  get size(): number {
    return this.byId.size
  }

  /**
   * Stores a new activity (appended to the log, then kept in memory); the oldest activity beyond
   * the cap leaves the history, and the log is compacted when due.
   *
   * @throws {Error} for an id that is not a UUID, or when the log cannot be written.
   */
  save(activity: Activity): void {
    if (!ACTIVITY_ID.test(activity.id)) throw new Error(`Invalid activity id ${activity.id}`)
    this.append(activity)
    this.evictBeyondCap()
    this.compactIfDue()
  }

  /**
   * Records that an activity was undone or redone.
   *
   * @throws {Error} for an unknown activity, or when the log cannot be written.
   */
  setState(id: string, state: Activity['state']): void {
    if (!this.byId.has(id)) throw new Error(`Unknown activity ${id}`)
    this.append({ id, state })
    this.compactIfDue()
  }

  private append(record: LogRecord): void {
    const line = `${JSON.stringify(record)}\n`
    appendFileSync(this.logPath, line, 'utf8')
    const bytes = Buffer.byteLength(line)
    this.logBytes += bytes
    this.apply(record, bytes)
  }

  /** Applies a record; `bytes` is the size of its line in the log (0: not in the log). */
  private apply(record: LogRecord, bytes: number): void {
    if ('files' in record) {
      this.liveBytes -= this.recordBytes.get(record.id) ?? 0
      this.byId.set(record.id, record)
      this.recordBytes.set(record.id, bytes)
      this.liveBytes += bytes
      return
    }
    const existing = this.byId.get(record.id)
    if (existing !== undefined) this.byId.set(record.id, { ...existing, state: record.state })
  }

  private evictBeyondCap(): void {
    for (const id of this.byId.keys()) {
      if (this.byId.size <= this.maxActivities) return
      this.byId.delete(id)
      this.liveBytes -= this.recordBytes.get(id) ?? 0
      this.recordBytes.delete(id)
    }
  }

  private compactIfDue(): void {
    const superseded = this.logBytes - this.liveBytes
    if (this.logBytes >= this.nextCompactionAt && superseded > this.liveBytes) this.compact()
  }

  /**
   * Rewrites the log with one line per kept activity: temporary file, fsync, rename, fsync of
   * the folder. On failure the log is left as it was and the error goes to `onCompactionError`.
   *
   * @returns whether the log was rewritten.
   */
  private compact(): boolean {
    const tempPath = path.join(this.dataDir, COMPACTION_TEMP)
    const recordBytes = new Map<string, number>()
    let written = 0
    let fd: number | undefined
    try {
      fd = openSync(tempPath, 'w')
      for (const activity of this.byId.values()) {
        const line = Buffer.from(`${JSON.stringify(activity)}\n`, 'utf8')
        let offset = 0
        while (offset < line.length) offset += writeSync(fd, line, offset)
        recordBytes.set(activity.id, line.length)
        written += line.length
      }
      fsyncSync(fd)
      const done = fd
      fd = undefined
      closeSync(done)
      renameSync(tempPath, this.logPath)
    } catch (error) {
      if (fd !== undefined) closeSync(fd)
      rmSync(tempPath, { force: true, recursive: true })
      this.nextCompactionAt = this.logBytes + this.compactMinBytes
      this.onCompactionError(error instanceof Error ? error : new Error(String(error)))
      return false
    }
    syncFolder(this.dataDir)
    this.recordBytes.clear()
    for (const [id, bytes] of recordBytes) this.recordBytes.set(id, bytes)
    this.logBytes = written
    this.liveBytes = written
    this.nextCompactionAt = this.compactMinBytes
    return true
  }
}

/** Flushes a folder's entries (the rename) to disk; not supported everywhere (then skipped). */
function syncFolder(folder: string): void {
  let fd: number | undefined
  try {
    fd = openSync(folder, 'r')
    fsyncSync(fd)
  } catch {
    // Folders cannot be opened or fsynced on some platforms (Windows); the rename is done.
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}

function parseRecord(line: string, where: string): LogRecord {
  let record: unknown
  try {
    record = JSON.parse(line)
  } catch (error) {
    throw new Error(`Corrupted activity log at ${where}: ${(error as Error).message}`)
  }
  if (
    typeof record !== 'object' ||
    record === null ||
    !('id' in record) ||
    typeof record.id !== 'string' ||
    !ACTIVITY_ID.test(record.id) ||
    !('state' in record) ||
    (record.state !== 'applied' && record.state !== 'undone')
  ) {
    throw new Error(`Corrupted activity log at ${where}: not an activity record`)
  }
  return record as LogRecord
}
