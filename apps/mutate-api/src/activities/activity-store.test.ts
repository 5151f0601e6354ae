import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ACTIVITY_LOG,
  type Activity,
  ActivityStore,
  type ActivityStoreOptions,
  COMPACTION_TEMP,
} from './activity-store'

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'activity-store-'))
  dirs.push(dir)
  return dir
}

function activity(id: string, after: string): Activity {
  return {
    id,
    createdAt: '2026-11-23T03:00:00.000Z',
    operation: 'mutate/styling',
    files: [{ path: 'src/App.tsx', before: 'before\n', after }],
    idMap: { 'tempo-a': 'tempo-b' },
    state: 'applied',
  }
}

const ID_1 = '11111111-1111-4111-8111-111111111111'
const ID_2 = '22222222-2222-4222-8222-222222222222'

/** The n-th (1-based) test uuid. */
const idOf = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`

function logLines(dir: string): unknown[] {
  return readFileSync(path.join(dir, ACTIVITY_LOG), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown)
}

async function openStore(dir: string, options: ActivityStoreOptions = {}): Promise<ActivityStore> {
  const store = new ActivityStore(dir, options)
  await store.load()
  return store
}

describe('ActivityStore', () => {
  it('reloads saved activities with their latest state from the log', async () => {
    const dir = await dataDir()
    const store = new ActivityStore(dir)
    await store.load()
    store.save(activity(ID_1, 'one\n'))
    store.save(activity(ID_2, 'two\n'))
    store.setState(ID_1, 'undone')
    store.setState(ID_1, 'applied')
    store.setState(ID_2, 'undone')
    const reloaded = new ActivityStore(dir)
    await reloaded.load()
    expect(reloaded.get(ID_1)).toEqual(activity(ID_1, 'one\n'))
    expect(reloaded.get(ID_2)).toEqual({ ...activity(ID_2, 'two\n'), state: 'undone' })
  })

  it('writes one line per record, the texts only once', async () => {
    const dir = await dataDir()
    const store = new ActivityStore(dir)
    await store.load()
    store.save(activity(ID_1, 'one\n'))
    store.setState(ID_1, 'undone')
    const lines = readFileSync(path.join(dir, ACTIVITY_LOG), 'utf8').split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(JSON.parse(lines[1] ?? '')).toEqual({ id: ID_1, state: 'undone' })
  })

  it('drops a last line cut short by a crash and keeps appending after it', async () => {
    const dir = await dataDir()
    const store = new ActivityStore(dir)
    await store.load()
    store.save(activity(ID_1, 'one\n'))
    appendFileSync(path.join(dir, ACTIVITY_LOG), `{"id":"${ID_2}","crea`)
    const reloaded = new ActivityStore(dir)
    await reloaded.load()
    expect(reloaded.get(ID_1)?.state).toBe('applied')
    expect(reloaded.get(ID_2)).toBeUndefined()
    reloaded.setState(ID_1, 'undone')
    const again = new ActivityStore(dir)
    await again.load()
    expect(again.get(ID_1)?.state).toBe('undone')
  })

  it('reports a corrupted complete line instead of skipping it', async () => {
    const dir = await dataDir()
    await writeFile(path.join(dir, ACTIVITY_LOG), 'not json\n')
    await expect(new ActivityStore(dir).load()).rejects.toThrow(
      /Corrupted activity log at .*activities\.jsonl:1/,
    )
    await writeFile(path.join(dir, ACTIVITY_LOG), '{"id":"x","state":"applied"}\n')
    await expect(new ActivityStore(dir).load()).rejects.toThrow(/not an activity record/)
  })

  it('still reads activities saved one file each by earlier versions', async () => {
    const dir = await dataDir()
    await mkdir(path.join(dir, 'activities'))
    await writeFile(
      path.join(dir, 'activities', `${ID_1}.json`),
      JSON.stringify(activity(ID_1, 'legacy\n')),
    )
    const store = new ActivityStore(dir)
    await store.load()
    store.setState(ID_1, 'undone')
    const reloaded = new ActivityStore(dir)
    await reloaded.load()
    expect(reloaded.get(ID_1)).toEqual({ ...activity(ID_1, 'legacy\n'), state: 'undone' })
  })

  it('moves legacy activities into the log, oldest first, and removes their folder', async () => {
    const dir = await dataDir()
    await mkdir(path.join(dir, 'activities'))
    const older = { ...activity(ID_2, 'older\n'), createdAt: '2026-11-22T00:00:00.000Z' }
    await writeFile(
      path.join(dir, 'activities', `${ID_1}.json`),
      JSON.stringify(activity(ID_1, 'x\n')),
    )
    await writeFile(path.join(dir, 'activities', `${ID_2}.json`), JSON.stringify(older))
    await openStore(dir)
    expect(existsSync(path.join(dir, 'activities'))).toBe(false)
    expect(logLines(dir)).toEqual([older, activity(ID_1, 'x\n')])
  })

  it('refuses an id that is not a UUID and a state change of an unknown activity', async () => {
    const store = new ActivityStore(await dataDir())
    await store.load()
    expect(() => store.save(activity('../escape', 'x'))).toThrow(/Invalid activity id/)
    expect(() => store.setState(ID_2, 'undone')).toThrow(/Unknown activity/)
  })

  it('drops a torn last line even when it ends inside a multi-byte character', async () => {
    const dir = await dataDir()
    const store = await openStore(dir)
    store.save(activity(ID_1, 'مرحبا\n'))
    const torn = Buffer.from(JSON.stringify(activity(ID_2, 'مرحبا بالعالم\n')), 'utf8')
    // Cut after the first byte of an Arabic letter (two bytes in UTF-8).
    const cut = torn.indexOf(Buffer.from('مرحبا', 'utf8')) + 1
    appendFileSync(path.join(dir, ACTIVITY_LOG), torn.subarray(0, cut))
    const reloaded = await openStore(dir)
    expect(reloaded.get(ID_1)).toEqual(activity(ID_1, 'مرحبا\n'))
    expect(reloaded.get(ID_2)).toBeUndefined()
    expect(readFileSync(path.join(dir, ACTIVITY_LOG), 'utf8').endsWith('\n')).toBe(true)
    expect(logLines(dir)).toEqual([activity(ID_1, 'مرحبا\n')])
  })
})

describe('ActivityStore history cap', () => {
  it('keeps the newest maxActivities activities; the oldest drop out of the history', async () => {
    const dir = await dataDir()
    const store = await openStore(dir, { maxActivities: 3 })
    for (let n = 1; n <= 5; n++) store.save(activity(idOf(n), `${n}\n`))
    expect(store.size).toBe(3)
    expect(store.get(idOf(1))).toBeUndefined()
    expect(store.get(idOf(2))).toBeUndefined()
    expect(store.get(idOf(5))).toEqual(activity(idOf(5), '5\n'))
    expect(() => store.setState(idOf(1), 'undone')).toThrow(/Unknown activity/)
  })

  it('applies the cap again when a longer log is loaded with a smaller cap', async () => {
    const dir = await dataDir()
    const store = await openStore(dir)
    for (let n = 1; n <= 4; n++) store.save(activity(idOf(n), `${n}\n`))
    store.setState(idOf(4), 'undone')
    const reloaded = await openStore(dir, { maxActivities: 2 })
    expect(reloaded.size).toBe(2)
    expect(reloaded.get(idOf(2))).toBeUndefined()
    expect(reloaded.get(idOf(3))?.state).toBe('applied')
    expect(reloaded.get(idOf(4))?.state).toBe('undone')
  })

  it('refuses a cap below one and a negative compaction threshold', () => {
    expect(() => new ActivityStore('/tmp/x', { maxActivities: 0 })).toThrow(/maxActivities/)
    expect(() => new ActivityStore('/tmp/x', { maxActivities: 1.5 })).toThrow(/maxActivities/)
    expect(() => new ActivityStore('/tmp/x', { compactMinBytes: -1 })).toThrow(/compactMinBytes/)
  })
})

describe('ActivityStore compaction', () => {
  it('rewrites the log as one line per activity, its latest state, once superseded lines outweigh live ones', async () => {
    const dir = await dataDir()
    const store = await openStore(dir, { compactMinBytes: 0 })
    store.save(activity(ID_1, 'one\n'))
    let compacted = false
    let state: Activity['state'] = 'applied'
    for (let toggle = 0; toggle < 20 && !compacted; toggle++) {
      state = state === 'applied' ? 'undone' : 'applied'
      store.setState(ID_1, state)
      compacted = logLines(dir).length === 1
    }
    expect(compacted).toBe(true)
    expect(logLines(dir)).toEqual([{ ...activity(ID_1, 'one\n'), state }])
    expect((await openStore(dir)).get(ID_1)?.state).toBe(state)
  })

  it('leaves a log smaller than compactMinBytes as it is', async () => {
    const dir = await dataDir()
    const store = await openStore(dir, { compactMinBytes: 1024 * 1024 })
    store.save(activity(ID_1, 'one\n'))
    for (let toggle = 0; toggle < 20; toggle++)
      store.setState(ID_1, toggle % 2 === 0 ? 'undone' : 'applied')
    expect(logLines(dir)).toHaveLength(21)
  })

  it('drops the records of activities beyond the cap when it compacts', async () => {
    const dir = await dataDir()
    const store = await openStore(dir, { compactMinBytes: 0, maxActivities: 2 })
    for (let n = 1; n <= 9; n++) store.save(activity(idOf(n), `${n}\n`))
    const ids = logLines(dir).map((line) => (line as { id: string }).id)
    // Compacted at least once: fewer lines than records written, none older than the dropped.
    expect(ids.length).toBeLessThan(9)
    expect(ids).toContain(idOf(8))
    expect(ids).toContain(idOf(9))
    expect(ids).not.toContain(idOf(1))
    const reloaded = await openStore(dir, { maxActivities: 2 })
    expect([reloaded.get(idOf(8)), reloaded.get(idOf(9))]).toEqual([
      activity(idOf(8), '8\n'),
      activity(idOf(9), '9\n'),
    ])
    expect(reloaded.size).toBe(2)
  })

  it('compacts a due log when it is loaded', async () => {
    const dir = await dataDir()
    const store = await openStore(dir, { compactMinBytes: 1024 * 1024 })
    store.save(activity(ID_1, 'one\n'))
    for (let toggle = 0; toggle < 9; toggle++)
      store.setState(ID_1, toggle % 2 === 0 ? 'undone' : 'applied')
    expect(logLines(dir)).toHaveLength(10)
    await openStore(dir, { compactMinBytes: 0 })
    expect(logLines(dir)).toEqual([{ ...activity(ID_1, 'one\n'), state: 'undone' }])
  })

  it('ignores and removes a compaction cut short before its rename: the log is whole', async () => {
    const dir = await dataDir()
    const store = await openStore(dir)
    store.save(activity(ID_1, 'one\n'))
    store.setState(ID_1, 'undone')
    const before = readFileSync(path.join(dir, ACTIVITY_LOG), 'utf8')
    // What a crash in the middle of writing the temporary file leaves behind.
    await writeFile(path.join(dir, COMPACTION_TEMP), `{"id":"${ID_1}","createdAt":"2026`)
    const reloaded = await openStore(dir)
    expect(reloaded.get(ID_1)?.state).toBe('undone')
    expect(existsSync(path.join(dir, COMPACTION_TEMP))).toBe(false)
    expect(readFileSync(path.join(dir, ACTIVITY_LOG), 'utf8')).toBe(before)
  })

  it('keeps the log as it was when a compaction fails, reports it, and compacts later', async () => {
    const dir = await dataDir()
    const errors: Error[] = []
    const store = await openStore(dir, {
      compactMinBytes: 0,
      onCompactionError: (error) => errors.push(error),
    })
    store.save(activity(ID_1, 'one\n'))
    // A folder where the temporary file goes: opening it for writing fails (even as root).
    await mkdir(path.join(dir, COMPACTION_TEMP, 'blocker'), { recursive: true })
    let toggles = 0
    while (errors.length === 0 && toggles < 20) {
      store.setState(ID_1, toggles % 2 === 0 ? 'undone' : 'applied')
      toggles++
    }
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/EISDIR|directory/)
    expect(logLines(dir)).toHaveLength(1 + toggles)
    expect((await openStore(dir, { compactMinBytes: 1e9 })).get(ID_1)?.state).toBe(
      toggles % 2 === 1 ? 'undone' : 'applied',
    )
    // The failed attempt cleared its temporary path; the next due append compacts.
    store.setState(ID_1, 'undone')
    expect(errors).toHaveLength(1)
    expect(logLines(dir)).toEqual([{ ...activity(ID_1, 'one\n'), state: 'undone' }])
  })
})
