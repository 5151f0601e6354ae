import { Readable } from 'node:stream'
import { Busboy, type BusboyFileStream } from '@fastify/busboy'
import type { FastifyRequest } from 'fastify'
import { mimeTypeAllowed } from './mime-type.js'
import type { ObjectFiles, StagedBytes } from './object-files.js'
import { StorageError } from './storage-error.js'
import type { BucketRow } from './storage-rows.js'

/** An upload as supabase-js sends it, its bytes already on disk in a temporary file. */
export interface UploadBody {
  staged: StagedBytes
  contentType: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

function parseMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (text === null || text === undefined || text === '') return null
  try {
    const value: unknown = JSON.parse(text)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // answered below
  }
  throw new StorageError(400, 'InvalidRequest', 'metadata must be a JSON object')
}

function cacheControlOf(value: string | null | undefined): string {
  if (!value) return 'max-age=3600'
  return /^\d+$/.test(value) ? `max-age=${value}` : value
}

/** @throws {StorageError} 415 `invalid_mime_type` for a type the bucket does not allow */
export function checkMimeType(contentType: string, bucket: BucketRow): void {
  if (!mimeTypeAllowed(contentType, bucket.allowed_mime_types)) {
    throw new StorageError(415, 'invalid_mime_type', `mime type ${contentType} is not supported`)
  }
}

/** The request body as Fastify hands it to the upload routes: the raw stream (see storage-routes). */
export function bodyStream(request: FastifyRequest): Readable {
  return request.body instanceof Readable ? request.body : request.raw
}

/** Reads and drops the rest of a refused body, so the client gets to read the answer. */
export function drainBody(request: FastifyRequest): void {
  const source = bodyStream(request)
  if (!source.readableEnded && !source.destroyed) {
    source.unpipe()
    source.resume()
  }
}

/**
 * A multipart upload (supabase-js sends Blobs, Files and FormData that way): the first file part
 * streams to disk, `cacheControl` and `metadata` fields may come before or after it.
 */
function receiveMultipart(
  request: FastifyRequest,
  files: ObjectFiles,
  bucket: BucketRow,
  limit: number,
): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>()
    let staging: Promise<[StagedBytes, string]> | undefined
    let parser: ReturnType<typeof Busboy>
    try {
      parser = Busboy({ headers: request.headers as never, limits: { files: 1, fields: 10 } })
    } catch {
      reject(new StorageError(400, 'InvalidRequest', 'The multipart body could not be read'))
      return
    }
    const source = bodyStream(request)
    let current: BusboyFileStream | undefined
    source.once('close', () => {
      if (source.readableEnded) return
      const aborted = new Error('upload aborted')
      current?.destroy(aborted)
      // Answers once the staged file is gone.
      void (staging ?? Promise.resolve()).catch(() => undefined).finally(() => reject(aborted))
    })
    parser.on('field', (name: string, value: string) => fields.set(name, value))
    parser.on('file', (_field, stream: BusboyFileStream, _name, _encoding, mimeType: string) => {
      if (staging) return void stream.resume()
      current = stream
      staging = (async () => {
        try {
          checkMimeType(mimeType, bucket)
        } catch (error) {
          stream.resume()
          throw error
        }
        return [await files.stage(bucket.id, stream, limit), mimeType] as [StagedBytes, string]
      })()
      // Keeps reading the form (and so the request) when the file is refused half-way.
      staging.catch(() => stream.resume())
    })
    parser.once('error', () =>
      reject(new StorageError(400, 'InvalidRequest', 'The multipart body could not be read')),
    )
    parser.once('finish', async () => {
      if (!staging) {
        reject(new StorageError(400, 'InvalidRequest', 'No file in the multipart body'))
        return
      }
      try {
        const [staged, contentType] = await staging
        try {
          resolve({
            staged,
            contentType,
            cacheControl: cacheControlOf(fields.get('cacheControl')),
            userMetadata: parseMetadata(fields.get('metadata')),
          })
        } catch (error) {
          await files.discard(staged)
          reject(error)
        }
      } catch (error) {
        reject(error)
      }
    })
    source.pipe(parser)
  })
}

/**
 * Receives an upload into a temporary file, streaming: a multipart form, or any other body as
 * the object's bytes with `content-type`, `cache-control` and the base64 JSON `x-metadata`
 * header. Refuses a MIME type the bucket does not allow (415) before reading, and a body over the
 * bucket's or the server's limit (413) as soon as it passes it; the rest of a refused body is
 * drained so the client reads the answer.
 *
 * @throws {StorageError} 400, 413, 415; the stream's error when the client stops mid-body
 */
export async function receiveUploadBody(
  request: FastifyRequest,
  files: ObjectFiles,
  bucket: BucketRow,
  maxUploadBytes: number,
): Promise<UploadBody> {
  const limit = Math.min(bucket.file_size_limit ?? maxUploadBytes, maxUploadBytes)
  const contentType = request.headers['content-type'] ?? 'application/octet-stream'
  try {
    const declared = Number(request.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit && !/^multipart\//i.test(contentType)) {
      throw new StorageError(
        413,
        'Payload too large',
        'The object exceeded the maximum allowed size',
      )
    }
    if (/^multipart\/form-data/i.test(contentType)) {
      return await receiveMultipart(request, files, bucket, limit)
    }
    checkMimeType(contentType, bucket)
    const header = request.headers['x-metadata']
    const metadataText =
      typeof header === 'string' && header !== ''
        ? Buffer.from(header, 'base64').toString('utf8')
        : null
    const userMetadata = parseMetadata(metadataText)
    const cacheHeader = request.headers['cache-control']
    return {
      staged: await files.stage(bucket.id, bodyStream(request), limit),
      contentType,
      cacheControl: cacheControlOf(typeof cacheHeader === 'string' ? cacheHeader : null),
      userMetadata,
    }
  } catch (error) {
    drainBody(request)
    throw error
  }
}
