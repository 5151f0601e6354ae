import type { ReadStream } from 'node:fs'
import type { OutgoingHttpHeaders } from 'node:http'
import { pipeline } from 'node:stream/promises'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { JwtService } from '../auth/jwt-service.js'
import type { Database, Queryable } from '../db/database.js'
import { PostgrestError } from '../rest/postgrest-error.js'
import { type RequestRole, resolveRequestRole } from '../rest/request-role.js'
import { asRole } from '../rest/rest-http.js'
import type { RoleSettings } from '../rest/role-settings.js'
import type { ObjectFiles } from './object-files.js'
import { parseRange } from './range-header.js'
import { StorageError } from './storage-error.js'
import type { ObjectRow } from './storage-rows.js'

/** What every Storage route needs. */
export interface StorageContext {
  db: Database
  jwt: JwtService
  /** The HS256 secret signed URLs are signed with (as storage-api signs them with the JWT secret). */
  urlSigningKey: Uint8Array
  files: ObjectFiles
  /** The limit of any upload (a bucket's own limit may be lower). */
  maxUploadBytes: number
  /**
   * The limit of a resumable upload: a bucket's own limit applies up to it (a bucket without one
   * gets `maxUploadBytes`), so large videos go through TUS while other uploads keep theirs.
   */
  maxResumableBytes: number
  roleSettings: RoleSettings
  /** The public base URL of this API for a request (`API_EXTERNAL_URL`, else its own host). */
  apiUrl: (request: FastifyRequest) => string
}

/** The service role: what storage-api runs as for a token-carrying (signed) upload. */
export const SERVICE_ROLE: RequestRole = {
  role: 'service_role',
  claims: { role: 'service_role' },
}

/** The caller's role from its JWT; an invalid or expired token is answered as Storage does. */
export async function callerRole(
  context: StorageContext,
  request: FastifyRequest,
): Promise<RequestRole> {
  const apikey = request.headers.apikey
  try {
    return await resolveRequestRole(
      context.jwt,
      request.headers.authorization,
      typeof apikey === 'string' ? apikey : undefined,
    )
  } catch (error) {
    if (error instanceof PostgrestError) {
      const expired = error.code === 'PGRST303'
      throw new StorageError(
        400,
        'InvalidJWT',
        expired ? '"exp" claim timestamp check failed' : 'invalid signature',
      )
    }
    throw error
  }
}

/**
 * Runs `work` as the caller (RLS on storage.objects / storage.buckets decides); `role` when the
 * route has already resolved it, so the JWT is verified once per request.
 */
export async function runAsCaller<T>(
  context: StorageContext,
  request: FastifyRequest,
  work: (tx: Queryable, role: RequestRole) => Promise<T>,
  readOnly = false,
  resolved?: RequestRole,
): Promise<T> {
  const role = resolved ?? (await callerRole(context, request))
  try {
    return await asRole(context.db, role, request, (tx) => work(tx, role), {
      readOnly,
      roleSettings: context.roleSettings,
    })
  } catch (error) {
    throw storageErrorOf(error)
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The user an object or bucket belongs to: the caller's `sub` when it is a user id. */
export function ownerIdOf(role: RequestRole): string | null {
  const sub = role.claims.sub
  return typeof sub === 'string' && UUID.test(sub) ? sub : null
}

/** A JSON object body of a Storage route (bodies arrive as bytes; see storage-routes.ts). */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  const raw = request.body
  if (raw === undefined || raw === null || (Buffer.isBuffer(raw) && raw.byteLength === 0)) return {}
  try {
    const value: unknown = JSON.parse(Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw))
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // answered below
  }
  throw new StorageError(400, 'InvalidRequest', 'The body must be a JSON object')
}

/** A database refusal as Storage words it. */
export function storageErrorOf(error: unknown): unknown {
  if (!(error instanceof PostgrestError)) return error
  if (error.code === '23505') {
    return new StorageError(409, 'Duplicate', 'The resource already exists')
  }
  if (error.code === '42501') {
    return new StorageError(403, 'Unauthorized', 'new row violates row-level security policy')
  }
  return new StorageError(400, 'InvalidRequest', error.message)
}

/** The object name of a route's wildcard. */
export function wildcard(request: FastifyRequest): string {
  return (request.params as { '*'?: string })['*'] ?? ''
}

export function bucketParam(request: FastifyRequest): string {
  return (request.params as { bucket?: string }).bucket ?? ''
}

/** Sends an object's bytes with its headers; honours `Range` (206 / 416) and `If-None-Match`. */
export async function sendObject(
  context: StorageContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: ObjectRow,
): Promise<FastifyReply> {
  const size = row.version ? await context.files.size(row.bucket_id, row.version) : undefined
  if (size === undefined || !row.version)
    throw new StorageError(404, 'not_found', 'Object not found')
  const metadata = row.metadata
  reply.header('content-type', metadata?.mimetype ?? 'application/octet-stream')
  reply.header('accept-ranges', 'bytes')
  reply.header('cache-control', metadata?.cacheControl ?? 'no-cache')
  reply.header('last-modified', new Date(row.updated_at).toUTCString())
  if (metadata?.eTag) reply.header('etag', metadata.eTag)
  const download = (request.query as { download?: string }).download
  if (download !== undefined) {
    const fileName = download || row.name.split('/').pop() || 'download'
    reply.header(
      'content-disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
  }
  if (metadata?.eTag && request.headers['if-none-match'] === metadata.eTag) {
    return reply.code(304).send()
  }
  const rangeHeader = request.headers.range
  const range = parseRange(typeof rangeHeader === 'string' ? rangeHeader : undefined, size)
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`)
    throw new StorageError(416, 'InvalidRange', 'The range specified is not satisfiable')
  }
  if (range) {
    reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    reply.header('content-length', String(range.end - range.start + 1))
    return streamFile(request, reply, 206, () =>
      context.files.read(row.bucket_id, row.version as string, range),
    )
  }
  reply.header('content-length', String(size))
  return streamFile(request, reply, 200, () =>
    context.files.read(row.bucket_id, row.version as string),
  )
}

/**
 * Sends a file straight to the socket: the reply is hijacked and the head written with every
 * header set so far (the CORS plugin's included), then the file is piped to the response. This
 * skips Fastify's per-chunk reply pipeline, the largest cost of a big download; a client that
 * goes away only ends the pipe.
 */
async function streamFile(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  open: () => ReadStream,
): Promise<FastifyReply> {
  reply.hijack()
  reply.raw.writeHead(status, reply.getHeaders() as OutgoingHttpHeaders)
  if (request.method === 'HEAD') {
    reply.raw.end()
    return reply
  }
  try {
    await pipeline(open(), reply.raw)
  } catch {
    // The client closed the connection; the pipeline has closed the file.
  }
  return reply
}
