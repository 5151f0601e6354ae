import type { FastifyInstance } from 'fastify'
import { checkCanUpload } from './check-can-upload.js'
import { checkObjectName } from './object-name.js'
import { putObject } from './put-object.js'
import { checkUploadToken, signUploadToken } from './signed-upload-token.js'
import {
  bucketParam,
  callerRole,
  ownerIdOf,
  runAsCaller,
  SERVICE_ROLE,
  type StorageContext,
  wildcard,
} from './storage-context.js'
import { requireBucket } from './storage-rows.js'
import { receiveUploadBody } from './upload-body.js'
import { checkUploadTokenUnused, consumeUploadToken } from './used-upload-tokens.js'

/**
 * Signing an upload URL (storage-js `createSignedUploadUrl`): the signer must be allowed to create
 * the object now; the holder of the URL uploads once, within 2 hours, the object owned by the
 * signer.
 */
export function registerSignUploadRoute(app: FastifyInstance, context: StorageContext): void {
  app.post('/object/upload/sign/:bucket/*', async (request) => {
    const bucket = await requireBucket(context.db, bucketParam(request))
    const name = checkObjectName(wildcard(request))
    const upsert = request.headers['x-upsert'] === 'true'
    const role = await callerRole(context, request)
    await checkCanUpload(context, request, role, bucket.id, name, upsert)
    return signUploadToken(context.urlSigningKey, bucket.id, name, ownerIdOf(role), upsert)
  })
}

/** Uploading to a signed URL (storage-js `uploadToSignedUrl`); bodies arrive as raw streams. */
export function registerUploadToSignedUrlRoute(
  app: FastifyInstance,
  context: StorageContext,
): void {
  app.put('/object/upload/sign/:bucket/*', async (request) => {
    const name = checkObjectName(wildcard(request))
    const { token } = request.query as { token?: string }
    const grant = await checkUploadToken(context.urlSigningKey, token, bucketParam(request), name)
    const bucket = await requireBucket(context.db, bucketParam(request))
    await checkUploadTokenUnused(context.db, grant)
    const body = await receiveUploadBody(request, context.files, bucket, context.maxUploadBytes)
    await putObject(
      context.db,
      context.files,
      (work) =>
        runAsCaller(
          context,
          request,
          async (tx) => {
            await consumeUploadToken(tx, grant)
            return work(tx)
          },
          false,
          SERVICE_ROLE,
        ),
      {
        bucket,
        name,
        body,
        ownerId: grant.owner,
        upsert: grant.upsert,
      },
    )
    return { Key: `${bucket.id}/${name}` }
  })
}
