import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseByteSize } from './byte-size.js'
import { isBucketId } from './object-name.js'
import { jsonBody, ownerIdOf, runAsCaller, type StorageContext } from './storage-context.js'
import { bucketNotFound, StorageError } from './storage-error.js'
import { listBucketRows, requireBucket } from './storage-rows.js'

interface BucketSettings {
  public: boolean | null
  fileSizeLimit: number | null | undefined
  allowedMimeTypes: string[] | null | undefined
}

function bucketSettings(body: Record<string, unknown>): BucketSettings {
  const limit = body.file_size_limit
  const fileSizeLimit =
    limit === undefined ? undefined : limit === null ? null : parseByteSize(limit)
  if (limit !== undefined && limit !== null && fileSizeLimit === undefined) {
    throw new StorageError(
      400,
      'InvalidRequest',
      'file_size_limit must be a number of bytes or a size such as 20mb',
    )
  }
  const types = body.allowed_mime_types
  if (
    types !== undefined &&
    types !== null &&
    !(Array.isArray(types) && types.every((t) => typeof t === 'string'))
  ) {
    throw new StorageError(400, 'InvalidRequest', 'allowed_mime_types must be a list of MIME types')
  }
  return {
    public: typeof body.public === 'boolean' ? body.public : null,
    fileSizeLimit,
    allowedMimeTypes: types === undefined ? undefined : (types as string[] | null),
  }
}

function idParam(request: FastifyRequest): string {
  return (request.params as { id: string }).id
}

/** Bucket management as Supabase Storage: rows of storage.buckets written as the caller. */
export function registerBucketRoutes(app: FastifyInstance, context: StorageContext): void {
  app.get('/bucket', (request) => runAsCaller(context, request, (tx) => listBucketRows(tx), true))

  app.get('/bucket/:id', (request) =>
    runAsCaller(context, request, (tx) => requireBucket(tx, idParam(request)), true),
  )

  app.post('/bucket', async (request) => {
    const body = jsonBody(request)
    const id = typeof body.id === 'string' ? body.id : body.name
    if (typeof id !== 'string' || !isBucketId(id)) {
      throw new StorageError(400, 'InvalidRequest', 'Bucket name invalid')
    }
    const settings = bucketSettings(body)
    await runAsCaller(context, request, (tx, role) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $1, $2::uuid, $3, $4, $5, $6)`,
        [
          id,
          ownerIdOf(role),
          typeof role.claims.sub === 'string' ? role.claims.sub : null,
          settings.public ?? false,
          settings.fileSizeLimit ?? null,
          settings.allowedMimeTypes ?? null,
        ],
      ),
    )
    return { name: id }
  })

  app.put('/bucket/:id', async (request) => {
    const settings = bucketSettings(jsonBody(request))
    const updated = await runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query(
            `update storage.buckets set
             public = coalesce($2, public),
             file_size_limit = case when $3 then $4::bigint else file_size_limit end,
             allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
             updated_at = now()
           where id = $1 returning id`,
            [
              idParam(request),
              settings.public,
              settings.fileSizeLimit !== undefined,
              settings.fileSizeLimit ?? null,
              settings.allowedMimeTypes !== undefined,
              settings.allowedMimeTypes ?? null,
            ],
          )
        ).rows.length,
    )
    if (updated === 0) throw bucketNotFound()
    return { message: 'Successfully updated' }
  })

  app.post('/bucket/:id/empty', async (request) => {
    const id = idParam(request)
    await requireBucket(context.db, id)
    const removed = await runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query<{ version: string | null }>(
            'delete from storage.objects where bucket_id = $1 returning version',
            [id],
          )
        ).rows,
    )
    for (const row of removed) await context.files.remove(id, row.version)
    return { message: 'Successfully emptied' }
  })

  app.delete('/bucket/:id', async (request) => {
    const id = idParam(request)
    const remaining = await context.db.query(
      'select 1 from storage.objects where bucket_id = $1 limit 1',
      [id],
    )
    if (remaining.rows.length > 0) {
      throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty')
    }
    const deleted = await runAsCaller(
      context,
      request,
      async (tx) =>
        (await tx.query('delete from storage.buckets where id = $1 returning id', [id])).rows
          .length,
    )
    if (deleted === 0) throw bucketNotFound()
    return { message: 'Successfully deleted' }
  })
}
