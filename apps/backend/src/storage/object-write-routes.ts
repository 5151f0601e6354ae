import type { FastifyInstance } from 'fastify'
import { checkObjectName } from './object-name.js'
import {
  bucketParam,
  jsonBody,
  ownerIdOf,
  runAsCaller,
  type StorageContext,
} from './storage-context.js'
import { objectNotFound, StorageError } from './storage-error.js'
import { OBJECT_COLUMNS, type ObjectRow, requireBucket } from './storage-rows.js'

function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (typeof value !== 'string' || value === '') {
    throw new StorageError(400, 'InvalidRequest', `${key} is required`)
  }
  return value
}

/** Removal, move and copy: rows written as the caller, so RLS decides. */
export function registerObjectWriteRoutes(app: FastifyInstance, context: StorageContext): void {
  app.delete('/object/:bucket', async (request) => {
    const prefixes = jsonBody(request).prefixes
    if (!Array.isArray(prefixes) || !prefixes.every((name) => typeof name === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'prefixes must be a list of object names')
    }
    const bucket = bucketParam(request)
    const removed = await runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query<ObjectRow>(
            `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning ${OBJECT_COLUMNS}`,
            [bucket, prefixes],
          )
        ).rows,
    )
    for (const row of removed) await context.files.remove(row.bucket_id, row.version)
    return removed
  })

  app.post('/object/move', async (request) => {
    const body = jsonBody(request)
    const from = stringField(body, 'bucketId')
    const source = checkObjectName(stringField(body, 'sourceKey'))
    const destination = checkObjectName(stringField(body, 'destinationKey'))
    const to = typeof body.destinationBucket === 'string' ? body.destinationBucket : from
    if (to !== from) await requireBucket(context.db, to)
    const moved = await runAsCaller(context, request, async (tx) => {
      const { rows } = await tx.query<{ version: string | null }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning version`,
        [from, source, to, destination],
      )
      const row = rows[0]
      if (!row) throw objectNotFound()
      if (to !== from && row.version) {
        const version = await context.files.copy(from, row.version, to)
        await tx.query(
          'update storage.objects set version = $3 where bucket_id = $1 and name = $2',
          [to, destination, version],
        )
      }
      return row
    })
    if (to !== from) await context.files.remove(from, moved.version)
    return { message: 'Successfully moved' }
  })

  app.post('/object/copy', async (request) => {
    const body = jsonBody(request)
    const from = stringField(body, 'bucketId')
    const source = checkObjectName(stringField(body, 'sourceKey'))
    const destination = checkObjectName(stringField(body, 'destinationKey'))
    const to = typeof body.destinationBucket === 'string' ? body.destinationBucket : from
    await requireBucket(context.db, to)
    let copied: string | undefined
    try {
      const id = await runAsCaller(context, request, async (tx, role) => {
        const owner = ownerIdOf(role)
        const { rows } = await tx.query<ObjectRow>(
          `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
          [from, source],
        )
        const row = rows[0]
        if (!row?.version) throw objectNotFound()
        copied = await context.files.copy(from, row.version, to)
        const inserted = await tx.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
           values ($1, $2, $3::uuid, $4, $5, $6, $7) returning id`,
          [
            to,
            destination,
            owner,
            owner,
            JSON.stringify(row.metadata),
            copied,
            JSON.stringify(row.user_metadata),
          ],
        )
        return inserted.rows[0]?.id
      })
      return { Id: id, Key: `${to}/${destination}` }
    } catch (error) {
      if (copied) await context.files.remove(to, copied)
      throw error
    }
  })
}
