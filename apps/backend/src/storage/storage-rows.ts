import type { Queryable } from '../db/database.js'
import { bucketNotFound } from './storage-error.js'

/** A row of `storage.buckets` as the API shows it. */
export interface BucketRow {
  id: string
  name: string
  owner: string | null
  public: boolean
  file_size_limit: number | null
  allowed_mime_types: string[] | null
  created_at: string
  updated_at: string
}

/** A row of `storage.objects` as the API shows it. */
export interface ObjectRow {
  id: string
  bucket_id: string
  name: string
  owner_id: string | null
  version: string | null
  metadata: ObjectMetadata | null
  user_metadata: Record<string, unknown> | null
  created_at: string
  updated_at: string
  last_accessed_at: string
}

/** storage-api's `metadata` column. */
export interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

const BUCKET_COLUMNS = `id, name, owner::text, coalesce(public, false) as public,
  file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at`

export const OBJECT_COLUMNS = `id, bucket_id, name, owner_id, version, metadata, user_metadata,
  created_at, updated_at, last_accessed_at`

/** Reads a bucket (as whoever `tx` runs as; RLS applies unless it is the service). */
export async function findBucket(tx: Queryable, id: string): Promise<BucketRow | undefined> {
  const { rows } = await tx.query<BucketRow>(
    `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
    [id],
  )
  return rows[0]
}

/**
 * The bucket `id`.
 * @throws {StorageError} 404 `Bucket not found` when there is none.
 */
export async function requireBucket(tx: Queryable, id: string): Promise<BucketRow> {
  const bucket = await findBucket(tx, id)
  if (!bucket) throw bucketNotFound()
  return bucket
}

export async function listBucketRows(tx: Queryable): Promise<BucketRow[]> {
  return (await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets order by name`))
    .rows
}

/** Reads an object (RLS applies to the caller's role). */
export async function findObject(
  tx: Queryable,
  bucket: string,
  name: string,
): Promise<ObjectRow | undefined> {
  const { rows } = await tx.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  )
  return rows[0]
}
