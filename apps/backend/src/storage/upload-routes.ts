import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkObjectName } from './object-name.js'
import { putObject } from './put-object.js'
import {
  bucketParam,
  callerRole,
  ownerIdOf,
  runAsCaller,
  type StorageContext,
  wildcard,
} from './storage-context.js'
import { requireBucket } from './storage-rows.js'
import { receiveUploadBody } from './upload-body.js'

/**
 * Uploads (`POST` with `x-upsert`, `PUT` to replace): the body streams to a temporary file, the
 * row is written as the caller (RLS decides), and only then the file takes its place. Registered
 * where bodies arrive as raw streams (see storage-routes.ts).
 */
export function registerUploadRoutes(app: FastifyInstance, context: StorageContext): void {
  async function upload(request: FastifyRequest, upsert: boolean) {
    const bucket = await requireBucket(context.db, bucketParam(request))
    const name = checkObjectName(wildcard(request))
    const role = await callerRole(context, request)
    const body = await receiveUploadBody(request, context.files, bucket, context.maxUploadBytes)
    const { id } = await putObject(
      context.db,
      context.files,
      (work) => runAsCaller(context, request, (tx) => work(tx), false, role),
      { bucket, name, body, ownerId: ownerIdOf(role), upsert },
    )
    return { Id: id, Key: `${bucket.id}/${name}` }
  }

  app.post('/object/:bucket/*', (request) =>
    upload(request, request.headers['x-upsert'] === 'true'),
  )
  app.put('/object/:bucket/*', (request) => upload(request, true))
}
