import { randomUUID } from 'node:crypto'
import { isBucketId } from '../object-name.js'

/** What a resumable upload's URL names: the object it will become and that object's version. */
export interface UploadId {
  bucket: string
  name: string
  /** The new object's version id, and so the name of its file. */
  version: string
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function newUploadId(bucket: string, name: string): UploadId {
  return { bucket, name, version: randomUUID() }
}

/**
 * The last segment of an upload URL, as storage-api writes it: `<bucket>/<name>/<version>` in
 * base64url.
 *
 * @example encodeUploadId({ bucket: 'b', name: 'a.mp4', version }) // 'Yi9hLm1wNC8…'
 */
export function encodeUploadId(id: UploadId): string {
  return Buffer.from(`${id.bucket}/${id.name}/${id.version}`, 'utf8').toString('base64url')
}

/** The upload an URL segment names; `undefined` for anything this server did not hand out. */
export function decodeUploadId(segment: string): UploadId | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined
  const parts = Buffer.from(segment, 'base64url').toString('utf8').split('/')
  const bucket = parts.shift()
  const version = parts.pop()
  const name = parts.join('/')
  if (!bucket || !isBucketId(bucket) || !version || !VERSION.test(version) || name === '') {
    return undefined
  }
  return { bucket, name, version }
}

/** The key of an upload among the uploads of this server (the version is unique). */
export function uploadKey(id: UploadId): string {
  return `${id.bucket}/${id.version}`
}
