import type { FastifyRequest } from 'fastify'
import { checkCanUpload } from '../check-can-upload.js'
import { objectTooLarge } from '../object-files.js'
import { checkObjectName } from '../object-name.js'
import { StorageError } from '../storage-error.js'
import { requireBucket } from '../storage-rows.js'
import { checkMimeType } from '../upload-body.js'
import { checkUploadTokenUnused } from '../used-upload-tokens.js'
import { type ResumableContext, resumableLimit } from './resumable-context.js'
import type { ResumableUpload } from './resumable-store.js'
import { byteCountHeader } from './tus-headers.js'
import { holderOf, type Requester, requesterOf, type UploadRoute } from './upload-holder.js'
import { newUploadId, uploadKey } from './upload-id.js'
import { parseUploadMetadata } from './upload-metadata.js'

/** How long an incomplete upload can be continued (storage-api's default: a day). */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Creates a resumable upload after every check a normal upload makes up front: the bucket, the
 * name, the declared length against the bucket's limit (413), the content type against its
 * allowed types (415), and a trial insert as the caller, so RLS and an existing name without
 * `x-upsert` (409) decide now rather than after the last byte. A signed upload's token must not
 * be used up. Nothing is stored when a check fails.
 *
 * @throws {StorageError} 400, 403, 404, 409, 413, 415
 */
export async function openResumableUpload(
  rc: ResumableContext,
  request: FastifyRequest,
  route: UploadRoute,
): Promise<{ upload: ResumableUpload; requester: Requester }> {
  if (request.headers['upload-defer-length'] !== undefined) {
    throw new StorageError(400, 'InvalidRequest', 'Upload-Defer-Length is not supported')
  }
  const length = byteCountHeader(request, 'upload-length')
  const metadata = parseUploadMetadata(request.headers['upload-metadata'])
  const bucket = await requireBucket(rc.storage.db, metadata.bucketName)
  const name = checkObjectName(metadata.objectName)
  const requester = await requesterOf(rc.storage, request, route, bucket.id, name)
  if (length > resumableLimit(rc.storage, bucket)) throw objectTooLarge()
  checkMimeType(metadata.contentType, bucket)
  let upsert: boolean
  if (requester.kind === 'signed') {
    upsert = requester.grant.upsert
    await checkUploadTokenUnused(rc.storage.db, requester.grant)
  } else {
    upsert = request.headers['x-upsert'] === 'true'
    await checkCanUpload(rc.storage, request, requester.role, bucket.id, name, upsert)
  }
  const now = Date.now()
  await rc.store.sweepIfDue(now, (id) => rc.locks.isHeld(uploadKey(id)))
  const upload: ResumableUpload = {
    ...newUploadId(bucket.id, name),
    length,
    contentType: metadata.contentType,
    cacheControl: metadata.cacheControl,
    userMetadata: metadata.userMetadata,
    upsert,
    holder: holderOf(requester),
    expiresAt: new Date(now + UPLOAD_TTL_MS).toISOString(),
    completed: false,
  }
  await rc.store.create(upload)
  return { upload, requester }
}
