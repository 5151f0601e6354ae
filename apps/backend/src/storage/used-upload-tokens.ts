import type { Queryable } from '../db/database.js'
import type { UploadGrant } from './signed-upload-token.js'
import { StorageError } from './storage-error.js'

const alreadyUsed = () =>
  new StorageError(400, 'InvalidSignature', 'The signed upload URL has already been used')

/**
 * Refuses a signed upload token that has already stored its object (checked before any bytes
 * are received; {@link consumeUploadToken} decides for good).
 *
 * @throws {StorageError} 400 InvalidSignature
 */
export async function checkUploadTokenUnused(db: Queryable, grant: UploadGrant): Promise<void> {
  const used = await db.query('select 1 from storage.used_upload_tokens where id = $1', [grant.id])
  if (used.rows.length > 0) throw alreadyUsed()
}

/**
 * Records a signed upload token as used, in the upload's transaction; refuses a used one.
 *
 * @throws {StorageError} 400 InvalidSignature
 */
export async function consumeUploadToken(tx: Queryable, grant: UploadGrant): Promise<void> {
  await tx.query('delete from storage.used_upload_tokens where expires_at < now()')
  const { rows } = await tx.query(
    `insert into storage.used_upload_tokens (id, expires_at) values ($1, $2)
     on conflict (id) do nothing returning id`,
    [grant.id, grant.expiresAt.toISOString()],
  )
  if (rows.length === 0) throw alreadyUsed()
}
