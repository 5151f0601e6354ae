import { StorageError } from '../storage-error.js'

/** What a resumable upload declares about its object in `Upload-Metadata`. */
export interface UploadMetadata {
  bucketName: string
  objectName: string
  contentType: string
  /** As storage-api's TUS route stores it: `max-age=<n>` for a number, else `no-cache`. */
  cacheControl: string
  /** The JSON object of the `metadata` key (supabase's custom metadata), if any. */
  userMetadata: Record<string, unknown> | null
}

const invalid = (message: string) => new StorageError(400, 'InvalidRequest', message)

/**
 * The pairs of a TUS `Upload-Metadata` header: `key base64value` separated by commas, the value
 * optional.
 *
 * @throws {StorageError} 400 for a malformed pair, a repeated key or a value not in base64
 */
function parsePairs(header: string): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const pair of header.split(',')) {
    const [key, value, extra] = pair.trim().split(' ')
    if (!key || extra !== undefined || pairs.has(key)) {
      throw invalid('Invalid Upload-Metadata header')
    }
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) {
      throw invalid('Invalid Upload-Metadata header')
    }
    pairs.set(key, value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8'))
  }
  return pairs
}

function userMetadataOf(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined || text === '') return null
  try {
    const value: unknown = JSON.parse(text)
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      return value as Record<string, unknown>
    }
  } catch {
    // answered below
  }
  throw invalid('metadata must be a JSON object')
}

/**
 * The `Upload-Metadata` of a resumable upload's creation: `bucketName` and `objectName` are
 * required; `contentType` defaults to `application/octet-stream`.
 *
 * @throws {StorageError} 400 when it is missing, malformed or lacks a required key
 */
export function parseUploadMetadata(header: string | string[] | undefined): UploadMetadata {
  if (typeof header !== 'string' || header.trim() === '') {
    throw invalid('Upload-Metadata with bucketName and objectName is required')
  }
  const pairs = parsePairs(header)
  const bucketName = pairs.get('bucketName')
  const objectName = pairs.get('objectName')
  if (!bucketName || !objectName) {
    throw invalid('Upload-Metadata with bucketName and objectName is required')
  }
  const cacheControl = pairs.get('cacheControl') ?? ''
  return {
    bucketName,
    objectName,
    contentType: pairs.get('contentType') || 'application/octet-stream',
    cacheControl: /^\d+$/.test(cacheControl) ? `max-age=${cacheControl}` : 'no-cache',
    userMetadata: userMetadataOf(pairs.get('metadata')),
  }
}
