import type { StorageContext } from '../storage-context.js'
import { StorageError } from '../storage-error.js'
import type { BucketRow } from '../storage-rows.js'
import type { ResumableStore } from './resumable-store.js'
import type { UploadLocks } from './upload-locks.js'

/** What the resumable-upload routes share: Storage's context, the uploads on disk, their locks. */
export interface ResumableContext {
  storage: StorageContext
  store: ResumableStore
  locks: UploadLocks
}

/** The largest resumable upload into `bucket`: its own limit, up to the server's. */
export function resumableLimit(storage: StorageContext, bucket: BucketRow): number {
  return Math.min(bucket.file_size_limit ?? storage.maxUploadBytes, storage.maxResumableBytes)
}

/** An upload this server does not know, or that belongs to someone else. */
export const uploadNotFound = () => new StorageError(404, 'not_found', 'Upload not found')
