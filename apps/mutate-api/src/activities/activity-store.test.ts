import { appendFileSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ACTIVITY_LOG, type Activity, ActivityStore } from './activity-store'

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

  it('refuses an id that is not a UUID and a state change of an unknown activity', async () => {
    const store = new ActivityStore(await dataDir())
    await store.load()
    expect(() => store.save(activity('../escape', 'x'))).toThrow(/Invalid activity id/)
    expect(() => store.setState(ID_2, 'undone')).toThrow(/Unknown activity/)
  })
})
