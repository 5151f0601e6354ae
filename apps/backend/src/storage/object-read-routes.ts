import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkObjectName } from './object-name.js'
import { checkObjectUrlToken, signObjectUrl } from './signed-url.js'
import {
  bucketParam,
  jsonBody,
  runAsCaller,
  type StorageContext,
  sendObject,
  wildcard,
} from './storage-context.js'
import { bucketNotFound, objectNotFound, StorageError } from './storage-error.js'
import { findBucket, findObject, OBJECT_COLUMNS, type ObjectRow } from './storage-rows.js'

function expiresInOf(body: Record<string, unknown>): number {
  const value = body.expiresIn
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new StorageError(
      400,
      'InvalidRequest',
      'expiresIn must be a positive whole number of seconds',
    )
  }
  return value
}

interface ListEntry {
  name: string
  id: string | null
  updated_at: string | null
  created_at: string | null
  last_accessed_at: string | null
  metadata: unknown
}

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at'])

/** Downloads, info, signed URLs and listing: every read runs as the caller (RLS) or checks a token. */
export function registerObjectReadRoutes(app: FastifyInstance, context: StorageContext): void {
  async function visibleObject(request: FastifyRequest): Promise<ObjectRow> {
    const bucket = bucketParam(request)
    const name = checkObjectName(wildcard(request))
    const row = await runAsCaller(context, request, (tx) => findObject(tx, bucket, name), true)
    if (!row) throw objectNotFound()
    return row
  }

  for (const path of ['/object/:bucket/*', '/object/authenticated/:bucket/*']) {
    app.get(path, async (request, reply) =>
      sendObject(context, request, reply, await visibleObject(request)),
    )
  }

  app.get('/object/public/:bucket/*', async (request, reply) => {
    const bucket = await findBucket(context.db, bucketParam(request))
    if (!bucket?.public) throw bucketNotFound()
    const row = await findObject(context.db, bucket.id, checkObjectName(wildcard(request)))
    if (!row) throw objectNotFound()
    return sendObject(context, request, reply, row)
  })

  app.get('/object/sign/:bucket/*', async (request, reply) => {
    const bucket = bucketParam(request)
    const name = checkObjectName(wildcard(request))
    const { token } = request.query as { token?: string }
    await checkObjectUrlToken(context.urlSigningKey, token, bucket, name)
    const row = await findObject(context.db, bucket, name)
    if (!row) throw objectNotFound()
    return sendObject(context, request, reply, row)
  })

  for (const path of ['/object/info/:bucket/*', '/object/info/authenticated/:bucket/*']) {
    app.get(path, async (request) => {
      const row = await visibleObject(request)
      return {
        id: row.id,
        name: row.name,
        version: row.version,
        bucket_id: row.bucket_id,
        size: row.metadata?.size ?? null,
        content_type: row.metadata?.mimetype ?? null,
        cache_control: row.metadata?.cacheControl ?? null,
        etag: row.metadata?.eTag ?? null,
        metadata: row.user_metadata ?? {},
        last_modified: row.updated_at,
        created_at: row.created_at,
      }
    })
  }

  app.post('/object/sign/:bucket/*', async (request) => {
    const expiresIn = expiresInOf(jsonBody(request))
    const row = await visibleObject(request)
    return {
      signedURL: await signObjectUrl(context.urlSigningKey, row.bucket_id, row.name, expiresIn),
    }
  })

  app.post('/object/sign/:bucket', async (request) => {
    const body = jsonBody(request)
    const expiresIn = expiresInOf(body)
    const paths = body.paths
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
      throw new StorageError(400, 'InvalidRequest', 'paths must be a list of object names')
    }
    const bucket = bucketParam(request)
    const found = await runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query<{ name: string }>(
            'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
            [bucket, paths],
          )
        ).rows.map((row) => row.name),
      true,
    )
    const visible = new Set(found)
    return Promise.all(
      (paths as string[]).map(async (path) =>
        visible.has(path)
          ? {
              error: null,
              path,
              signedURL: await signObjectUrl(context.urlSigningKey, bucket, path, expiresIn),
            }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            },
      ),
    )
  })

  app.post('/object/list/:bucket', async (request) => {
    const body = jsonBody(request)
    const rawPrefix = typeof body.prefix === 'string' ? body.prefix : ''
    const prefix = rawPrefix === '' || rawPrefix.endsWith('/') ? rawPrefix : `${rawPrefix}/`
    const limit =
      typeof body.limit === 'number' ? Math.min(Math.max(0, Math.floor(body.limit)), 1000) : 100
    const offset = typeof body.offset === 'number' ? Math.max(0, Math.floor(body.offset)) : 0
    const search = typeof body.search === 'string' ? body.search : ''
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
    const column =
      typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name'
    const order = sortBy.order === 'desc' ? 'desc' : 'asc'
    const bucket = bucketParam(request)
    return runAsCaller(
      context,
      request,
      async (tx) =>
        (
          await tx.query<ListEntry>(
            `with inside as (
               select ${OBJECT_COLUMNS}, substr(name, length($2) + 1) as rest
               from storage.objects
               where bucket_id = $1 and left(name, length($2)) = $2
             ), entries as (
               select distinct on (split_part(rest, '/', 1))
                 split_part(rest, '/', 1) as name,
                 case when position('/' in rest) = 0 then id end as id,
                 case when position('/' in rest) = 0 then updated_at end as updated_at,
                 case when position('/' in rest) = 0 then created_at end as created_at,
                 case when position('/' in rest) = 0 then last_accessed_at end as last_accessed_at,
                 case when position('/' in rest) = 0 then metadata end as metadata
               from inside
               order by split_part(rest, '/', 1), (position('/' in rest) = 0)
             )
             select * from entries
             where lower(name) like lower($3) || '%'
             order by (id is not null), ${column} ${order} nulls first, name ${order}
             limit $4 offset $5`,
            [bucket, prefix, search.replace(/[\\%_]/g, (c) => `\\${c}`), limit, offset],
          )
        ).rows,
      true,
    )
  })
}
