import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Queryable } from '../db/database.js'
import { PostgrestError } from './postgrest-error.js'
import { loadSchemaCache, type SchemaCache } from './schema-cache.js'

/** The schema caches of every exposed schema; the first schema is the default profile. */
export interface SchemaCaches {
  schemas: string[]
  caches: Map<string, SchemaCache>
}

/** Parses `PGRST_DB_SCHEMAS` (`public, api`) into the exposed schemas, in order. */
export function parseSchemaList(text: string): string[] {
  const schemas = text
    .split(',')
    .map((schema) => schema.trim())
    .filter((schema) => schema !== '')
  return schemas.length === 0 ? ['public'] : [...new Set(schemas)]
}

/** Reads the schema cache of each exposed schema. */
export async function loadSchemaCaches(db: Queryable, schemaList: string): Promise<SchemaCaches> {
  const schemas = parseSchemaList(schemaList)
  const caches = new Map<string, SchemaCache>()
  for (const schema of schemas) caches.set(schema, await loadSchemaCache(db, schema))
  return { schemas, caches }
}

/**
 * The schema a request addresses, as PostgREST's profiles: `Accept-Profile` for GET and HEAD,
 * `Content-Profile` for the other methods, else the first exposed schema; a negotiated schema
 * is echoed in the reply's `Content-Profile`.
 *
 * @throws {PostgrestError} 406 PGRST106 for a schema that is not exposed.
 */
export function schemaForRequest(
  all: SchemaCaches,
  request: FastifyRequest,
  reply: FastifyReply,
): SchemaCache {
  const read = request.method === 'GET' || request.method === 'HEAD'
  const value = request.headers[read ? 'accept-profile' : 'content-profile']
  const asked = (Array.isArray(value) ? value[0] : value)?.trim()
  const schema = asked === undefined || asked === '' ? all.schemas[0] : asked
  const cache = schema === undefined ? undefined : all.caches.get(schema)
  if (cache === undefined) {
    throw new PostgrestError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${all.schemas.join(', ')}`,
    )
  }
  // PostgREST answers with Content-Profile when the schema was negotiated by a profile header.
  if (asked !== undefined && asked !== '') reply.header('content-profile', cache.schema)
  return cache
}
