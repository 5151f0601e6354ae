import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs'
import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

/** A file an activity touched: its text before and after (null: did not exist). */
export interface ActivityFile {
  readonly path: string
  readonly before: string | null
  readonly after: string | null
}

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

/** One line of the log: a whole activity, or a new state of one already logged. */
type LogRecord = Activity | { readonly id: string; readonly state: Activity['state'] }

const ACTIVITY_ID = /^[0-9a-f-]{36}$/i

/** The log file, under the data folder. */
export const ACTIVITY_LOG = 'activities.jsonl'

/**
 * Activities persisted in an append-only log, `<dataDir>/activities.jsonl` (one JSON record a
 * line: a whole activity when it is created, `{ id, state }` when it is undone or redone), outside
 * the watched source tree, so the history survives a restart and never triggers a hot reload.
 *
 * Appending a line is one small synchronous write; creating a file per activity (the earlier
 * layout, `<dataDir>/activities/<id>.json`, still read at load) cost a new inode and a rename on
 * every change. A line cut short by a crash is always the last one: {@link load} truncates it
 * away (that change's activity is lost, nothing else).
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
  private readonly byId = new Map<string, Activity>()
  private readonly dataDir: string
  private readonly logPath: string

  constructor(dataDir: string) {
    this.dataDir = dataDir
    this.logPath = path.join(dataDir, ACTIVITY_LOG)
  }

  /**
   * Loads the persisted activities: the legacy per-activity files first, then the log.
   *
   * @throws {Error} when a complete line of the log is not a valid record (a corrupted log is
   * reported, never skipped).
   */
  async load(): Promise<void> {
    await mkdir(this.dataDir, { recursive: true })
    const legacyDir = path.join(this.dataDir, 'activities')
    if (existsSync(legacyDir)) {
      for (const name of await readdir(legacyDir)) {
        if (!name.endsWith('.json')) continue
        const activity = JSON.parse(await readFile(path.join(legacyDir, name), 'utf8')) as Activity
        this.byId.set(activity.id, activity)
      }
    }
    if (!existsSync(this.logPath)) return
    const text = readFileSync(this.logPath, 'utf8')
    const complete = text.lastIndexOf('\n') + 1
    if (complete < text.length)
      truncateSync(this.logPath, Buffer.byteLength(text.slice(0, complete)))
    const lines = text.slice(0, complete).split('\n')
    for (const [index, line] of lines.entries()) {
      if (line === '') continue
      this.apply(parseRecord(line, `${this.logPath}:${index + 1}`))
    }
  }

  /** The activity with this id, if any. */
  get(id: string): Activity | undefined {
    return this.byId.get(id)
  }

  /**
   * Stores a new activity (appended to the log, then kept in memory).
   *
   * @throws {Error} for an id that is not a UUID, or when the log cannot be written.
   */
  save(activity: Activity): void {
    if (!ACTIVITY_ID.test(activity.id)) throw new Error(`Invalid activity id ${activity.id}`)
    this.append(activity)
  }

  /**
   * Records that an activity was undone or redone.
   *
   * @throws {Error} for an unknown activity, or when the log cannot be written.
   */
  setState(id: string, state: Activity['state']): void {
    if (!this.byId.has(id)) throw new Error(`Unknown activity ${id}`)
    this.append({ id, state })
  }

  private append(record: LogRecord): void {
    appendFileSync(this.logPath, `${JSON.stringify(record)}\n`, 'utf8')
    this.apply(record)
  }

  private apply(record: LogRecord): void {
    if ('files' in record) {
      this.byId.set(record.id, record)
      return
    }
    const existing = this.byId.get(record.id)
    if (existing !== undefined) this.byId.set(record.id, { ...existing, state: record.state })
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
