import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../../db/database.js'
import { putObject } from '../put-object.js'
import { ownerIdOf, runAsCaller, SERVICE_ROLE } from '../storage-context.js'
import { requireBucket } from '../storage-rows.js'
import { consumeUploadToken } from '../used-upload-tokens.js'
import type { ResumableContext } from './resumable-context.js'
import type { ResumableUpload } from './resumable-store.js'
import type { Requester } from './upload-holder.js'

type Run = <T>(work: (tx: Queryable) => Promise<T>) => Promise<T>

/**
 * How the object row is written: as the caller (RLS decides, as for a normal upload), or for a
 * signed URL as the service, owned by the signer, using the token up in the same transaction.
 */
function writerOf(
  rc: ResumableContext,
  request: FastifyRequest,
  requester: Requester,
): { run: Run; ownerId: string | null } {
  if (requester.kind === 'caller') {
    return {
      run: (work) => runAsCaller(rc.storage, request, (tx) => work(tx), false, requester.role),
      ownerId: ownerIdOf(requester.role),
    }
  }
  const { grant } = requester
  return {
    run: (work) =>
      runAsCaller(
        rc.storage,
        request,
        async (tx) => {
          await consumeUploadToken(tx, grant)
          return work(tx)
        },
        false,
        SERVICE_ROLE,
      ),
    ownerId: grant.owner,
  }
}

/**
 * Turns a complete upload into its object exactly as a normal upload stores one (`putObject`):
 * the row and the file appear together or not at all. A refused upload (RLS, a name taken in the
 * meantime) is removed with its bytes; a stored one is kept as completed until it expires, so a
 * client that missed the answer finds its offset at the end.
 *
 * @throws {StorageError} 403, 404 (bucket gone), 409
 */
export async function finishResumableUpload(
  rc: ResumableContext,
  request: FastifyRequest,
  upload: ResumableUpload,
  requester: Requester,
): Promise<void> {
  const { run, ownerId } = writerOf(rc, request, requester)
  try {
    const bucket = await requireBucket(rc.storage.db, upload.bucket)
    await putObject(rc.storage.db, rc.storage.files, run, {
      bucket,
      name: upload.name,
      body: {
        staged: await rc.store.staged(upload),
        contentType: upload.contentType,
        cacheControl: upload.cacheControl,
        userMetadata: upload.userMetadata,
      },
      ownerId,
      upsert: upload.upsert,
    })
  } catch (error) {
    await rc.store.remove(upload)
    throw error
  }
  await rc.store.markCompleted(upload)
}
