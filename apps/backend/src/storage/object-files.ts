import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, type ReadStream } from 'node:fs'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ByteRange } from './range-header.js'

/** What is known of stored bytes once written. */
export interface StoredBytes {
  /** The file's id: a new one for every upload, so a replaced object never shares a file. */
  version: string
  size: number
  /** storage-api's ETag: the MD5 of the bytes, quoted. */
  eTag: string
}

/**
 * Object bytes on local disk under `root/<bucket>/<version>`. Object names never reach the file
 * system (a name like `../../etc/passwd` is only a row value), and every write goes to a temporary
 * file renamed into place, so a failed or aborted upload leaves no file behind.
 */
export class ObjectFiles {
  constructor(readonly root: string) {}

  #path(bucket: string, version: string): string {
    if (!/^[0-9a-f-]{36}$/.test(version)) throw new Error(`not a version id: ${version}`)
    return join(this.root, encodeURIComponent(bucket), version)
  }

  async write(bucket: string, bytes: Uint8Array): Promise<StoredBytes> {
    const version = randomUUID()
    const target = this.#path(bucket, version)
    await mkdir(join(this.root, encodeURIComponent(bucket)), { recursive: true })
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
