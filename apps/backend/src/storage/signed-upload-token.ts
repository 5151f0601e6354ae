import { randomUUID } from 'node:crypto'
import { SignJWT } from 'jose'
import { verifiedPayload } from './signed-url.js'
import { StorageError } from './storage-error.js'

/** How long a signed upload URL is valid (storage-api's default: 2 hours). */
const UPLOAD_URL_SECONDS = 2 * 60 * 60

/** What a verified signed upload token allows. */
export interface UploadGrant {
  /** The token's id (`jti`): recorded when the upload lands, so the URL works once. */
  id: string
  /** The user who signed it: the new object's owner. */
  owner: string | null
  upsert: boolean
  expiresAt: Date
}

/**
 * A token for `PUT /object/upload/sign/<bucket>/<name>`, as storage-api signs one: an HS256 JWT
 * with the path (`url`), `owner`, `upsert` and `scope: 'upload'`, plus a `jti` for the once-only
 * rule of this server.
 */
export async function signUploadToken(
  key: Uint8Array,
  bucket: string,
  name: string,
  owner: string | null,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  const path = `${bucket}/${name}`
  const token = await new SignJWT({
    url: path,
    upsert,
    scope: 'upload',
    ...(owner ? { owner } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS)
    .sign(key)
  return { url: `/object/upload/sign/${encodeURI(path)}?token=${token}`, token }
}

/**
 * Checks a signed upload token for `bucket/name`.
 *
 * @throws {StorageError} 400 InvalidJWT when missing, tampered or expired; 400 InvalidSignature
 *   when it is a download token or was signed for another object.
 */
export async function checkUploadToken(
  key: Uint8Array,
  token: string | undefined,
  bucket: string,
  name: string,
): Promise<UploadGrant> {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token')
  const payload = await verifiedPayload(key, token)
  if (payload.scope !== 'upload' || typeof payload.jti !== 'string') {
    throw new StorageError(400, 'InvalidSignature', 'Token is not scoped for upload')
  }
  if (payload.url !== `${bucket}/${name}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature')
  }
  return {
    id: payload.jti,
    owner: typeof payload.owner === 'string' ? payload.owner : null,
    upsert: payload.upsert === true,
    expiresAt: new Date((payload.exp ?? 0) * 1000),
  }
}
