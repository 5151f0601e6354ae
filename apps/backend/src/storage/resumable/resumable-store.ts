import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { z } from 'zod'
import { detached } from '../detached-stream.js'
import { type ObjectFiles, objectTooLarge, type StagedBytes } from '../object-files.js'
import { uploadHolderSchema } from './upload-holder.js'
import type { UploadId } from './upload-id.js'

const uploadSchema = z.object({
  bucket: z.string(),
  name: z.string(),
  version: z.string(),
  length: z.number().int().nonnegative(),
  contentType: z.string(),
  cacheControl: z.string(),
  userMetadata: z.record(z.string(), z.unknown()).nullable(),
  upsert: z.boolean(),
  holder: uploadHolderSchema,
  expiresAt: z.iso.datetime(),
  /** Its object is stored; kept until it expires so a client that missed the answer learns it. */
  completed: z.boolean(),
})

/** A resumable upload as recorded on disk next to its partial bytes. */
export type ResumableUpload = z.infer<typeof uploadSchema>

/** A record as written by this store; `undefined` for one that cannot be read. */
function parseRecord(text: string): ResumableUpload | undefined {
  try {
    const parsed = uploadSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

const BYTES = '.tus'
const RECORD = '.tus.json'
/** How often creating an upload also removes the expired ones. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000

/**
 * Resumable uploads on disk: `<bucket folder>/<version>.tus` holds the bytes received so far
 * (their count is the offset, so a restarted server continues where the client left off) and
 * `<version>.tus.json` the upload's record. Both sit beside the bucket's object files, whose
 * names are bare version ids, so finishing is a rename on the same disk.
 */
export class ResumableStore {
  #nextSweep = 0

  constructor(readonly files: ObjectFiles) {}

  #path(id: UploadId, suffix: string): string {
    return join(this.files.folder(id.bucket), `${id.version}${suffix}`)
  }

  async #writeRecord(upload: ResumableUpload): Promise<void> {
    const path = this.#path(upload, RECORD)
    await writeFile(`${path}.${process.pid}.partial`, JSON.stringify(upload))
    await rename(`${path}.${process.pid}.partial`, path)
  }

  /** Records a new upload with no bytes yet. */
  async create(upload: ResumableUpload): Promise<void> {
    await mkdir(this.files.folder(upload.bucket), { recursive: true })
    await writeFile(this.#path(upload, BYTES), new Uint8Array(0), { flag: 'wx' })
    await this.#writeRecord(upload)
  }

  /** The upload `id` names, if it is recorded (expired or not). */
  async find(id: UploadId): Promise<ResumableUpload | undefined> {
    let text: string
    try {
      text = await readFile(this.#path(id, RECORD), 'utf8')
    } catch {
      return undefined
    }
    const upload = parseRecord(text)
    return upload?.bucket === id.bucket && upload.name === id.name ? upload : undefined
  }

  /** How many bytes have been received; `undefined` when the partial bytes are gone. */
  async offset(upload: ResumableUpload): Promise<number | undefined> {
    if (upload.completed) return upload.length
    try {
      return (await stat(this.#path(upload, BYTES))).size
    } catch {
      return undefined
    }
  }

  /**
   * Appends `source` to the upload's bytes; refuses (413) a byte past its declared length. What
   * arrived before a failure or an interruption stays: it is where the client resumes.
   *
   * @throws {StorageError} 413 past the length; the source's error when it fails or stops early
   */
  async append(upload: ResumableUpload, offset: number, source: Readable): Promise<void> {
    let room = upload.length - offset
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        room -= chunk.byteLength
        done(room < 0 ? objectTooLarge() : null, room < 0 ? undefined : chunk)
      },
    })
    await pipeline(
      detached(source),
      limiter,
      createWriteStream(this.#path(upload, BYTES), { flags: 'a' }),
    )
  }

  /** The received bytes of a complete upload as staged bytes of its object (MD5 read once). */
  async staged(upload: ResumableUpload): Promise<StagedBytes> {
    const temporary = this.#path(upload, BYTES)
    const hash = createHash('md5')
    await pipeline(createReadStream(temporary), hash)
    return {
      bucket: upload.bucket,
      version: upload.version,
      temporary,
      size: upload.length,
      eTag: `"${hash.digest('hex')}"`,
    }
  }

  async markCompleted(upload: ResumableUpload): Promise<void> {
    await this.#writeRecord({ ...upload, completed: true })
  }

  /** Removes the upload's record and whatever bytes it still has. */
  async remove(id: UploadId): Promise<void> {
    await rm(this.#path(id, BYTES), { force: true })
    await rm(this.#path(id, RECORD), { force: true })
  }

  /**
   * Removes the expired uploads of every bucket, at most every 10 minutes, skipping the ones
   * `busy` says a request is working on. A record that cannot be read can never be continued,
   * so it goes too.
   */
  async sweepIfDue(now: number, busy: (upload: UploadId) => boolean): Promise<void> {
    if (now < this.#nextSweep) return
    this.#nextSweep = now + SWEEP_INTERVAL_MS
    const folders = await readdir(this.files.root, { withFileTypes: true }).catch(() => [])
    for (const folder of folders.filter((entry) => entry.isDirectory())) {
      const bucket = decodeURIComponent(folder.name)
      for (const file of await readdir(join(this.files.root, folder.name))) {
        if (!file.endsWith(RECORD)) continue
        const id = { bucket, name: '', version: file.slice(0, -RECORD.length) }
        const expiresAt = await this.#expiryOf(id)
        if (expiresAt !== undefined && expiresAt <= now && !busy(id)) await this.remove(id)
      }
    }
  }

  /** When a recorded upload expires: `-Infinity` for an unreadable record, none for a gone one. */
  async #expiryOf(id: UploadId): Promise<number | undefined> {
    let text: string
    try {
      text = await readFile(this.#path(id, RECORD), 'utf8')
    } catch {
      return undefined
    }
    const upload = parseRecord(text)
    return upload ? Date.parse(upload.expiresAt) : Number.NEGATIVE_INFINITY
  }
}
