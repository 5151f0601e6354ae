import type { FastifyRequest } from 'fastify'
import { wildcard } from '../storage-context.js'
import { StorageError } from '../storage-error.js'
import { type ResumableContext, uploadNotFound } from './resumable-context.js'
import type { ResumableUpload } from './resumable-store.js'
import { holds, type Requester, requesterOf, type UploadRoute } from './upload-holder.js'
import { decodeUploadId, uploadKey } from './upload-id.js'

/**
 * The upload the request's URL names, when it belongs to the requester. To anyone else it does
 * not exist (404), so a browser whose stored upload URL belongs to another user starts afresh;
 * an expired one is removed and answered 410.
 *
 * @throws {StorageError} 404, 410; 400 for a bad JWT or signature
 */
export async function heldUpload(
  rc: ResumableContext,
  request: FastifyRequest,
  route: UploadRoute,
): Promise<{ upload: ResumableUpload; requester: Requester }> {
  // A wildcard, not a parameter: ids of long object names pass Fastify's 100-character limit.
  const id = decodeUploadId(wildcard(request))
  if (!id) throw uploadNotFound()
  const requester = await requesterOf(rc.storage, request, route, id.bucket, id.name)
  const upload = await rc.store.find(id)
  if (!upload || !holds(requester, upload.holder)) throw uploadNotFound()
  if (Date.parse(upload.expiresAt) <= Date.now()) {
    if (!rc.locks.isHeld(uploadKey(id))) await rc.store.remove(id)
    throw new StorageError(410, 'Gone', 'The upload has expired')
  }
  return { upload, requester }
}
