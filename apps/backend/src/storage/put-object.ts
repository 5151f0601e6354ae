import type { Database, Queryable } from '../db/database.js'
import { mimeTypeAllowed } from './mime-type.js'
import type { ObjectFiles } from './object-files.js'
import { StorageError } from './storage-error.js'
import type { BucketRow, ObjectMetadata } from './storage-rows.js'
import type { UploadBody } from './upload-body.js'

export interface PutObject {
  bucket: BucketRow
  name: string
  body: UploadBody
  ownerId: string | null
  /** Replace an existing object (x-upsert: true, PUT); otherwise an existing name is 409. */
  upsert: boolean
  maxUploadBytes: number
}

/**
 * Stores an object: refuses it over the bucket's size limit (413) or of a MIME type the bucket
 * does not allow (415) before anything is written; writes the bytes to a new file, then the row
 * through `run` (as the caller, so RLS decides); removes the new file if the row is refused and
 * the replaced file once the row points at the new one.
 */
export async function putObject(
  db: Database,
  files: ObjectFiles,
  run: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  put: PutObject,
): Promise<{ id: string }> {
  const limit = Math.min(put.bucket.file_size_limit ?? put.maxUploadBytes, put.maxUploadBytes)
  if (put.body.bytes.byteLength > limit) {
    throw new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size')
  }
  if (!mimeTypeAllowed(put.body.contentType, put.bucket.allowed_mime_types)) {
    throw new StorageError(
      415,
      'invalid_mime_type',
      `mime type ${put.body.contentType} is not supported`,
    )
  }
  const previous = await db.query<{ version: string | null }>(
    'select version from storage.objects where bucket_id = $1 and name = $2',
    [put.bucket.id, put.name],
  )
  const stored = await files.write(put.bucket.id, put.body.bytes)
  const metadata: ObjectMetadata = {
    eTag: stored.eTag,
    size: stored.size,
    mimetype: put.body.contentType,
    cacheControl: put.body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: stored.size,
    httpStatusCode: 200,
  }
  let id: string
  try {
    id = await run(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3::uuid, $4, $5, $6, $7)
         ${
           put.upsert
             ? `on conflict (bucket_id, name) do update set owner = excluded.owner,
                  owner_id = excluded.owner_id, metadata = excluded.metadata,
                  version = excluded.version, user_metadata = excluded.user_metadata,
                  updated_at = now(), last_accessed_at = now()`
             : ''
         }
         returning id`,
        [
          put.bucket.id,
          put.name,
          put.ownerId,
          put.ownerId,
          JSON.stringify(metadata),
          stored.version,
          put.body.userMetadata === null ? null : JSON.stringify(put.body.userMetadata),
        ],
      )
      const row = rows[0]
      if (!row)
        throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy')
      return row.id
    })
  } catch (error) {
    await files.remove(put.bucket.id, stored.version)
    throw error
  }
  const replaced = previous.rows[0]?.version
  if (replaced && replaced !== stored.version) await files.remove(put.bucket.id, replaced)
  return { id }
}
