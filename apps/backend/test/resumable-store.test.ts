import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ObjectFiles } from '../src/storage/object-files.js'
import { ResumableStore, type ResumableUpload } from '../src/storage/resumable/resumable-store.js'
import { newUploadId, uploadKey } from '../src/storage/resumable/upload-id.js'
import { UploadLocks } from '../src/storage/resumable/upload-locks.js'

const HOUR = 60 * 60 * 1000

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

function tempObjectFiles(): ObjectFiles {
  const folder = mkdtempSync(join(tmpdir(), 'splendid-resumable-'))
  folders.push(folder)
  return new ObjectFiles(folder)
}

function uploadOf(name: string, expiresAt: number): ResumableUpload {
  return {
    ...newUploadId('videos', name),
    length: 10,
    contentType: 'video/webm',
    cacheControl: 'no-cache',
    userMetadata: null,
    upsert: false,
    holder: { kind: 'caller', role: 'authenticated', subject: 'someone' },
    expiresAt: new Date(expiresAt).toISOString(),
    completed: false,
  }
}

describe('resumable upload store', () => {
  it('sweeps expired and unreadable uploads, not fresh or busy ones, at most every 10 minutes', async () => {
    const files = tempObjectFiles()
    const store = new ResumableStore(files)
    const now = Date.now()
    const fresh = uploadOf('fresh.webm', now + HOUR)
    const expired = uploadOf('expired.webm', now - HOUR)
    const busy = uploadOf('busy.webm', now - HOUR)
    for (const upload of [fresh, expired, busy]) await store.create(upload)
    writeFileSync(join(files.folder('videos'), `${crypto.randomUUID()}.tus.json`), '{not json')
    await store.sweepIfDue(now, (id) => uploadKey(id) === uploadKey(busy))
    const left = readdirSync(files.folder('videos')).sort()
    expect(left).toEqual(
      [
        `${fresh.version}.tus`,
        `${fresh.version}.tus.json`,
        `${busy.version}.tus`,
        `${busy.version}.tus.json`,
      ].sort(),
    )
    expect(await store.find(expired)).toBeUndefined()
    expect(await store.find(fresh)).toEqual(fresh)
    await store.sweepIfDue(now + 60_000, () => false)
    expect(await store.find(busy)).toEqual(busy)
    await store.sweepIfDue(now + 11 * 60_000, () => false)
    expect(await store.find(busy)).toBeUndefined()
  })

  it('finds an upload only under its own object name', async () => {
    const store = new ResumableStore(tempObjectFiles())
    const upload = uploadOf('a.webm', Date.now() + HOUR)
    await store.create(upload)
    expect(await store.find({ ...upload, name: 'b.webm' })).toBeUndefined()
    expect(await store.offset(upload)).toBe(0)
  })
})

describe('upload locks', () => {
  it('interrupts the holder for a newer request and hands over once it lets go', async () => {
    const locks = new UploadLocks()
    const steps: string[] = []
    let releaseFirst = () => {}
    releaseFirst = await locks.acquire('videos/1', () => {
      steps.push('first interrupted')
      setTimeout(() => {
        steps.push('first lets go')
        releaseFirst()
      }, 10)
    })
    const second = locks.acquire('videos/1', () => {})
    expect(locks.isHeld('videos/1')).toBe(true)
    const releaseSecond = await second
    steps.push('second holds')
    expect(steps).toEqual(['first interrupted', 'first lets go', 'second holds'])
    releaseSecond()
    expect(locks.isHeld('videos/1')).toBe(false)
  })
})
