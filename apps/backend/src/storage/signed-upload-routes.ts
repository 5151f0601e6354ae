import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/database.js'
import type { RequestRole } from '../rest/request-role.js'
import { checkObjectName } from './object-name.js'
import { putObject } from './put-object.js'
import { checkUploadToken, signUploadToken, type UploadGrant } from './signed-upload-token.js'
import {
  bucketParam,
  callerRole,
  ownerIdOf,
  runAsCaller,
  type StorageContext,
  wildcard,
} from './storage-context.js'
import { StorageError } from './storage-error.js'
import { requireBucket } from './storage-rows.js'
import { receiveUploadBody } from './upload-body.js'

/** Thrown inside a transaction to roll back a trial insert that succeeded. */
class TrialPassed extends Error {}

const SERVICE: RequestRole = { role: 'service_role', claims: { role: 'service_role' } }

const alreadyUsed = () =>
  new StorageError(400, 'InvalidSignature', 'The signed upload URL has already been used')

/**
 * Whether the caller may create `name` (and replace it, for an upsert): the row is inserted as
 * the caller, so RLS and the unique name decide, then rolled back — what storage-api checks
 * before it signs an upload URL.
 */
async function checkCanUpload(
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

/** Records a signed upload token as used, in the upload's transaction; refuses a used one. */
async function consumeToken(tx: Queryable, grant: UploadGrant): Promise<void> {
  await tx.query('delete from storage.used_upload_tokens where expires_at < now()')
  const { rows } = await tx.query(
    `insert into storage.used_upload_tokens (id, expires_at) values ($1, $2)
     on conflict (id) do nothing returning id`,
    [grant.id, grant.expiresAt.toISOString()],
  )
  if (rows.length === 0) throw alreadyUsed()
}

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
    const used = await context.db.query('select 1 from storage.used_upload_tokens where id = $1', [
      grant.id,
    ])
    if (used.rows.length > 0) throw alreadyUsed()
    const body = await receiveUploadBody(request, context.files, bucket, context.maxUploadBytes)
    await putObject(
      context.db,
      context.files,
      (work) =>
        runAsCaller(
          context,
          request,
          async (tx) => {
            await consumeToken(tx, grant)
            return work(tx)
          },
          false,
          SERVICE,
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
