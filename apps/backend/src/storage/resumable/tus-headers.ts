import type { FastifyReply, FastifyRequest } from 'fastify'
import { StorageError } from '../storage-error.js'

/** The only version of the TUS protocol served. */
export const TUS_VERSION = '1.0.0'

/** The content type of every body that carries upload bytes (PATCH, creation with upload). */
export const OFFSET_STREAM = 'application/offset+octet-stream'

/**
 * Refuses a request for another protocol version than 1.0.0 (412, with `Tus-Version`).
 *
 * @throws {StorageError} 412
 */
export function checkTusResumable(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers['tus-resumable'] === TUS_VERSION) return
  reply.header('tus-version', TUS_VERSION)
  throw new StorageError(412, 'InvalidRequest', `Tus-Resumable must be ${TUS_VERSION}`)
}

/**
 * A byte count header (`Upload-Length`, `Upload-Offset`): a non-negative whole number.
 *
 * @throws {StorageError} 400 when it is missing or not one
 */
export function byteCountHeader(request: FastifyRequest, name: string): number {
  const value = request.headers[name]
  const count = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(count)) {
    throw new StorageError(400, 'InvalidRequest', `${name} must be a number of bytes`)
  }
  return count
}

/** Whether the body carries upload bytes (`Content-Type: application/offset+octet-stream`). */
export function carriesBytes(request: FastifyRequest): boolean {
  const type = request.headers['content-type']
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === OFFSET_STREAM
}

/** `Upload-Expires` as TUS writes it (an HTTP date). */
export function expiresHeader(expiresAt: string): string {
  return new Date(expiresAt).toUTCString()
}
