import type { FastifyRequest } from 'fastify'
import { StorageError } from './storage-error.js'

/** An upload as supabase-js sends it: raw bytes with headers, or a multipart form. */
export interface UploadBody {
  bytes: Uint8Array
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

/**
 * Reads an upload: a multipart form (supabase-js sends Blobs and FormData that way: the first
 * file part, with `cacheControl` and `metadata` fields) or any other body as the object's bytes,
 * with `content-type`, `cache-control` and the base64 JSON `x-metadata` header.
 */
export async function readUploadBody(request: FastifyRequest): Promise<UploadBody> {
  const contentType = request.headers['content-type'] ?? 'application/octet-stream'
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  if (/^multipart\/form-data/i.test(contentType)) {
    let form: FormData
    try {
      form = await new Request('http://storage.local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: raw,
      }).formData()
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'The multipart body could not be read')
    }
    const file = [...form.values()].find((value) => typeof value !== 'string') as Blob | undefined
    if (!file) throw new StorageError(400, 'InvalidRequest', 'No file in the multipart body')
    const cacheControl = form.get('cacheControl')
    const metadata = form.get('metadata')
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || 'text/plain;charset=UTF-8',
      cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : null),
      userMetadata: parseMetadata(typeof metadata === 'string' ? metadata : null),
    }
  }
  const header = request.headers['x-metadata']
  let metadataText: string | null = null
  if (typeof header === 'string' && header !== '') {
    metadataText = Buffer.from(header, 'base64').toString('utf8')
  }
  const cacheHeader = request.headers['cache-control']
  return {
    bytes: new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength),
    contentType,
    cacheControl: cacheControlOf(typeof cacheHeader === 'string' ? cacheHeader : null),
    userMetadata: parseMetadata(metadataText),
  }
}
