import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { detached } from './detached-stream.js'
import type { ByteRange } from './range-header.js'
import { StorageError } from './storage-error.js'

/** What is known of stored bytes once written. */
export interface StoredBytes {
  /** The file's id: a new one for every upload, so a replaced object never shares a file. */
  version: string
  size: number
  /** storage-api's ETag: the MD5 of the bytes, quoted. */
  eTag: string
}

/** Bytes received into a temporary file, not yet an object's file. */
export interface StagedBytes extends StoredBytes {
  bucket: string
  temporary: string
}

export const objectTooLarge = () =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')

/**
 * Object bytes on local disk under `root/<bucket>/<version>`. Object names never reach the file
 * system (a name like `../../etc/passwd` is only a row value), and every write goes to a temporary
 * file renamed into place, so a failed or aborted upload leaves no file behind.
 */
export class ObjectFiles {
  constructor(readonly root: string) {}

  #path(bucket: string, version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not a version id: ${version}`)
    return join(this.folder(bucket), version)
  }

  /** The folder of a bucket's files (resumable uploads keep their partial bytes there too). */
  folder(bucket: string): string {
    return join(this.root, encodeURIComponent(bucket))
  }

  async write(bucket: string, bytes: Uint8Array): Promise<StoredBytes> {
    const version = randomUUID()
    const target = this.#path(bucket, version)
    await mkdir(this.folder(bucket), { recursive: true })
    const temporary = `${target}.${process.pid}.partial`
    try {
      await writeFile(temporary, bytes)
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
    const eTag = `"${createHash('md5').update(bytes).digest('hex')}"`
    return { version, size: bytes.byteLength, eTag }
  }

  /**
   * Streams `source` to a temporary file, counting bytes and hashing them; refuses it (413) as
   * soon as it passes `limit` bytes. The temporary file is gone when this throws.
   *
   * @throws {StorageError} 413 over the limit; the source's error when it fails or is cut short
   */
  async stage(bucket: string, source: Readable, limit: number): Promise<StagedBytes> {
    const version = randomUUID()
    const target = this.#path(bucket, version)
    await mkdir(this.folder(bucket), { recursive: true })
    const temporary = `${target}.${process.pid}.partial`
    const hash = createHash('md5')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.byteLength
        if (size > limit) return done(objectTooLarge())
        hash.update(chunk)
        done(null, chunk)
      },
    })
    const file = createWriteStream(temporary)
    try {
      await pipeline(detached(source), counter, file)
    } catch (error) {
      // The file may still be opening when the pipeline fails: removed before it is closed, it
      // would be created afterwards and left behind.
      if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()))
      await rm(temporary, { force: true })
      throw error
    }
    return { bucket, version, temporary, size, eTag: `"${hash.digest('hex')}"` }
  }

  /** Moves staged bytes into place: from now on they are the file of `staged.version`. */
  async commit(staged: StagedBytes): Promise<void> {
    await rename(staged.temporary, this.#path(staged.bucket, staged.version))
  }

  /** Removes staged bytes, committed or not. */
  async discard(staged: StagedBytes): Promise<void> {
    await rm(staged.temporary, { force: true })
    await this.remove(staged.bucket, staged.version)
  }

  async copy(fromBucket: string, fromVersion: string, toBucket: string): Promise<string> {
    const stored = await this.write(toBucket, await readFile(this.#path(fromBucket, fromVersion)))
    return stored.version
  }

  async size(bucket: string, version: string): Promise<number | undefined> {
    try {
      return (await stat(this.#path(bucket, version))).size
    } catch {
      return undefined
    }
  }

  read(bucket: string, version: string, range?: ByteRange): ReadStream {
    // 256 KiB reads (Node's default is 64 KiB): fewer chunks through Fastify's reply pipeline.
    return createReadStream(this.#path(bucket, version), {
      highWaterMark: 256 * 1024,
      ...(range ? { start: range.start, end: range.end } : {}),
    })
  }

  async remove(bucket: string, version: string | null | undefined): Promise<void> {
    if (!version) return
    await rm(this.#path(bucket, version), { force: true })
  }
}
