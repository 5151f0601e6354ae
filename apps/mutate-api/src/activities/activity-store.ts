import { mkdir, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { atomicWrite } from '../atomic-write'

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

/**
 * Activities persisted as one JSON file each under `<dataDir>/activities/`, outside the watched
 * source tree, so the history survives a restart and never triggers a hot reload.
 */
export class ActivityStore {
  private readonly byId = new Map<string, Activity>()
  private readonly dir: string

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'activities')
  }

  /** Loads the persisted activities. */
  async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    for (const name of await readdir(this.dir)) {
      if (!name.endsWith('.json')) continue
      const activity = JSON.parse(await readFile(path.join(this.dir, name), 'utf8')) as Activity
      this.byId.set(activity.id, activity)
    }
  }

  /** The activity with this id, if any. */
  get(id: string): Activity | undefined {
    return this.byId.get(id)
  }

  /** Stores (or replaces) an activity on disk, then in memory. */
  async save(activity: Activity): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(activity.id)) throw new Error(`Invalid activity id ${activity.id}`)
    await atomicWrite(path.join(this.dir, `${activity.id}.json`), JSON.stringify(activity))
    this.byId.set(activity.id, activity)
  }
}
