import type { FastifyRequest } from 'fastify'
import type { RequestRole } from '../rest/request-role.js'
import { ownerIdOf, runAsCaller, type StorageContext } from './storage-context.js'
import { StorageError } from './storage-error.js'

/** Thrown inside a transaction to roll back a trial insert that succeeded. */
class TrialPassed extends Error {}

/**
 * Whether the caller may create `name` (and replace it, for an upsert): the row is inserted as
 * the caller, so RLS and the unique name decide, then rolled back — what storage-api checks
 * before it signs an upload URL or opens a resumable upload.
 *
 * @throws {StorageError} 403 when RLS refuses, 409 `Duplicate` for an existing name without upsert
 */
export async function checkCanUpload(
  context: StorageContext,
  request: FastifyRequest,
  role: RequestRole,
  bucket: string,
  name: string,
  upsert: boolean,
): Promise<void> {
  try {
    await runAsCaller(
      context,
      request,
      async (tx) => {
        const owner = ownerIdOf(role)
        const { rows } = await tx.query(
          `insert into storage.objects (bucket_id, name, owner, owner_id) values ($1, $2, $3::uuid, $3)
           ${upsert ? 'on conflict (bucket_id, name) do update set updated_at = now()' : ''}
           returning id`,
          [bucket, name, owner],
        )
        if (rows.length === 0) {
          throw new StorageError(403, 'Unauthorized', 'new row violates row-level security policy')
        }
        throw new TrialPassed()
      },
      false,
      role,
    )
  } catch (error) {
    if (!(error instanceof TrialPassed)) throw error
  }
}
