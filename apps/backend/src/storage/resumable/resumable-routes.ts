import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { StorageContext } from '../storage-context.js'
import { StorageError } from '../storage-error.js'
import { heldUpload } from './held-upload.js'
import { openResumableUpload } from './open-resumable-upload.js'
import { receiveUploadBytes, type UploadProgress } from './receive-upload-bytes.js'
import type { ResumableContext } from './resumable-context.js'
import { ResumableStore } from './resumable-store.js'
import {
  byteCountHeader,
  carriesBytes,
  checkTusResumable,
  expiresHeader,
  OFFSET_STREAM,
  TUS_VERSION,
} from './tus-headers.js'
import type { UploadRoute } from './upload-holder.js'
import { encodeUploadId, uploadKey } from './upload-id.js'
import { UploadLocks } from './upload-locks.js'

const ROUTES: readonly [UploadRoute, string][] = [
  ['caller', '/upload/resumable'],
  ['signed', '/upload/resumable/sign'],
]

/**
 * The upload's URL, as storage-api builds it: the creation URL (behind `API_EXTERNAL_URL`, else
 * the request's own host, so a Vite proxy that keeps the Host header gets its own origin back)
 * followed by the upload id in base64url.
 */
function locationOf(
  storage: StorageContext,
  request: FastifyRequest,
  id: Parameters<typeof encodeUploadId>[0],
): string {
  const base = storage.apiUrl(request).replace(/\/+$/, '')
  const path = request.routeOptions.url?.replace(/\/+$/, '') ?? ''
  return `${base}${path}/${encodeUploadId(id)}`
}

function sendProgress(reply: FastifyReply, progress: UploadProgress): void {
  reply.header('upload-offset', String(progress.offset))
  if (progress.completed) reply.header('tus-complete', '1')
}

/**
 * Resumable uploads (TUS 1.0.0, as hosted Storage serves them for `tus-js-client` / Uppy):
 * `POST /upload/resumable` creates one (`Upload-Length`, `Upload-Metadata` with `bucketName`,
 * `objectName`, `contentType`, `cacheControl`, `metadata`; `x-upsert`), `HEAD` on its URL tells
 * the offset, `PATCH` appends at `Upload-Offset`, `DELETE` abandons it. `/upload/resumable/sign`
 * does the same for the holder of a `createSignedUploadUrl` token in `x-signature`. Registered
 * where bodies arrive as raw streams (see storage-routes.ts).
 */
export function registerResumableRoutes(app: FastifyInstance, storage: StorageContext): void {
  const rc: ResumableContext = {
    storage,
    store: new ResumableStore(storage.files),
    locks: new UploadLocks(),
  }
  // Every answer of these routes, refusals included, names the protocol version (TUS 1.0.0).
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url?.includes('/upload/resumable')) {
      reply.header('tus-resumable', TUS_VERSION)
    }
  })

  for (const [route, path] of ROUTES) {
    for (const creation of [path, `${path}/`]) {
      app.post(creation, async (request, reply) => {
        checkTusResumable(request, reply)
        const { upload, requester } = await openResumableUpload(rc, request, route)
        reply.header('location', locationOf(storage, request, upload))
        reply.header('upload-expires', expiresHeader(upload.expiresAt))
        if (carriesBytes(request) || upload.length === 0) {
          sendProgress(reply, await receiveUploadBytes(rc, request, upload, requester, 0))
        }
        return reply.code(201).send()
      })
    }

    app.head(`${path}/*`, async (request, reply) => {
      checkTusResumable(request, reply)
      const { upload } = await heldUpload(rc, request, route)
      const offset = await rc.store.offset(upload)
      if (offset === undefined) throw new StorageError(404, 'not_found', 'Upload not found')
      reply.header('upload-offset', String(offset))
      reply.header('upload-length', String(upload.length))
      reply.header('upload-expires', expiresHeader(upload.expiresAt))
      reply.header('cache-control', 'no-store')
      return reply.code(200).send()
    })

    app.patch(`${path}/*`, async (request, reply) => {
      checkTusResumable(request, reply)
      if (!carriesBytes(request)) {
        throw new StorageError(415, 'InvalidRequest', `Content-Type must be ${OFFSET_STREAM}`)
      }
      const offset = byteCountHeader(request, 'upload-offset')
      const { upload, requester } = await heldUpload(rc, request, route)
      sendProgress(reply, await receiveUploadBytes(rc, request, upload, requester, offset))
      reply.header('upload-expires', expiresHeader(upload.expiresAt))
      return reply.code(204).send()
    })

    app.delete(`${path}/*`, async (request, reply) => {
      checkTusResumable(request, reply)
      const { upload } = await heldUpload(rc, request, route)
      if (upload.completed) {
        throw new StorageError(400, 'InvalidRequest', 'The upload is complete: remove the object')
      }
      const release = await rc.locks.acquire(uploadKey(upload), () => {})
      try {
        await rc.store.remove(upload)
      } finally {
        release()
      }
      return reply.code(204).send()
    })
  }
}
