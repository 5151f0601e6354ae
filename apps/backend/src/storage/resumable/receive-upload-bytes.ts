import type { FastifyRequest } from 'fastify'
import { objectTooLarge } from '../object-files.js'
import { StorageError } from '../storage-error.js'
import { bodyStream, drainBody } from '../upload-body.js'
import { finishResumableUpload } from './finish-resumable-upload.js'
import { type ResumableContext, uploadNotFound } from './resumable-context.js'
import type { ResumableUpload } from './resumable-store.js'
import { carriesBytes } from './tus-headers.js'
import type { Requester } from './upload-holder.js'
import { uploadKey } from './upload-id.js'

/** Where the upload stands after a request: its offset, and whether its object is stored. */
export interface UploadProgress {
  offset: number
  completed: boolean
}

const offsetConflict = () =>
  new StorageError(409, 'Conflict', 'Upload-Offset does not match the offset of the upload')

/**
 * Appends the request's bytes (if it carries any) at `offset` and, once the last byte is in,
 * stores the object. One request at a time per upload: a newer one interrupts this one; the
 * offset is compared only once the upload is held, against the bytes on disk.
 *
 * @throws {StorageError} 404 when the upload went meanwhile, 409 for another offset, 413 past
 *   the declared length; what finishing throws
 */
export async function receiveUploadBytes(
  rc: ResumableContext,
  request: FastifyRequest,
  held: ResumableUpload,
  requester: Requester,
  offset: number,
): Promise<UploadProgress> {
  const source = bodyStream(request)
  const release = await rc.locks.acquire(uploadKey(held), () =>
    source.destroy(new Error('upload interrupted by a newer request')),
  )
  try {
    const upload = await rc.store.find(held)
    const current = upload && (await rc.store.offset(upload))
    if (!upload || current === undefined) throw uploadNotFound()
    if (offset !== current) throw offsetConflict()
    if (upload.completed) return { offset: current, completed: true }
    if (carriesBytes(request)) {
      const declared = Number(request.headers['content-length'])
      if (Number.isFinite(declared) && declared > upload.length - offset) throw objectTooLarge()
      await rc.store.append(upload, offset, source)
    }
    const received = (await rc.store.offset(upload)) ?? 0
    if (received < upload.length) return { offset: received, completed: false }
    await finishResumableUpload(rc, request, upload, requester)
    return { offset: received, completed: true }
  } catch (error) {
    drainBody(request)
    throw error
  } finally {
    release()
  }
}
