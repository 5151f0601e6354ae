import type { Database, Queryable } from '../db/database.js'
import type { ObjectFiles } from './object-files.js'
import { StorageError } from './storage-error.js'
import type { BucketRow, ObjectMetadata } from './storage-rows.js'
import type { UploadBody } from './upload-body.js'

export interface PutObject {
  bucket: BucketRow
  name: string
  /** Received and checked (size, MIME type) by `receiveUploadBody`. */
  body: UploadBody
  ownerId: string | null
  /** Replace an existing object (x-upsert: true, PUT); otherwise an existing name is 409. */
  upsert: boolean
}

/**
 * Stores a received object: writes the row through `run` (as the caller, so RLS decides) and
 * moves the staged bytes into place inside that transaction, so an object exists only with its
 * row and its whole body; removes the staged bytes if anything fails, and the replaced file once
 * the row points at the new one.
 */
export async function putObject(
  db: Database,
  files: ObjectFiles,
  run: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>,
  put: PutObject,
): Promise<{ id: string }> {
  const { staged } = put.body
  const metadata: ObjectMetadata = {
    eTag: staged.eTag,
    size: staged.size,
    mimetype: put.body.contentType,
    cacheControl: put.body.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: staged.size,
    httpStatusCode: 200,
  }
  let id: string
  let replaced: string | null | undefined
  try {
    const previous = await db.query<{ version: string | null }>(
      'select version from storage.objects where bucket_id = $1 and name = $2',
      [put.bucket.id, put.name],
    )
    replaced = previous.rows[0]?.version
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
          staged.version,
          put.body.userMetadata === null ? null : JSON.stringify(put.body.userMetadata),
        ],
      )
      const row = rows[0]
      if (!row)
        throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy')
      await files.commit(staged)
      return row.id
    })
  } catch (error) {
    await files.discard(staged)
    throw error
  }
  if (replaced && replaced !== staged.version) await files.remove(put.bucket.id, replaced)
  return { id }
}
