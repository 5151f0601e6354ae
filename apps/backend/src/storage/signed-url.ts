import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { StorageError } from './storage-error.js'

/** A token for `GET /object/sign/<bucket>/<name>`: an HS256 JWT whose `url` claim is the path. */
export async function signObjectUrl(
  key: Uint8Array,
  bucket: string,
  name: string,
  expiresInSeconds: number,
): Promise<string> {
  const path = `${bucket}/${name}`
  const token = await new SignJWT({ url: path, scope: 'download' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(key)
  return `/object/sign/${encodeURI(path)}?token=${token}`
}

/**
 * The claims of a token this server signed with `key`.
 *
 * @throws {StorageError} 400 InvalidJWT when it is tampered or expired
 */
export async function verifiedPayload(key: Uint8Array, token: string): Promise<JWTPayload> {
  try {
    return (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new StorageError(400, 'InvalidJWT', '"exp" claim timestamp check failed')
    }
    throw new StorageError(400, 'InvalidJWT', 'invalid signature')
  }
}

/**
 * Checks a signed URL's token for `bucket/name`.
 *
 * @throws {StorageError} 400 InvalidJWT when it is missing, tampered or expired; 400
 *   InvalidSignature when it was signed for another object.
 */
export async function checkObjectUrlToken(
  key: Uint8Array,
  token: string | undefined,
  bucket: string,
  name: string,
): Promise<void> {
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token')
  const payload = await verifiedPayload(key, token)
  // An upload token (scope `upload`, or a legacy one carrying `upsert`) never opens a download.
  if (payload.scope === 'upload' || (payload.scope === undefined && 'upsert' in payload)) {
    throw new StorageError(400, 'InvalidSignature', 'Token is not scoped for download')
  }
  if (payload.url !== `${bucket}/${name}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature')
  }
}
