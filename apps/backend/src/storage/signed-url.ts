import { errors, jwtVerify, SignJWT } from 'jose'
import { StorageError } from './storage-error.js'

/** A token for `GET /object/sign/<bucket>/<name>`: an HS256 JWT whose `url` claim is the path. */
export async function signObjectUrl(
  key: Uint8Array,
  bucket: string,
  name: string,
  expiresInSeconds: number,
): Promise<string> {
  const path = `${bucket}/${name}`
  const token = await new SignJWT({ url: path })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(key)
  return `/object/sign/${encodeURI(path)}?token=${token}`
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
  let url: unknown
  try {
    ;({
      payload: { url },
    } = await jwtVerify(token, key, { algorithms: ['HS256'] }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new StorageError(400, 'InvalidJWT', '"exp" claim timestamp check failed')
    }
    throw new StorageError(400, 'InvalidJWT', 'invalid signature')
  }
  if (url !== `${bucket}/${name}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature')
  }
}
