import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RequestRole } from '../../rest/request-role.js'
import { checkUploadToken, type UploadGrant } from '../signed-upload-token.js'
import { callerRole, type StorageContext } from '../storage-context.js'
import { StorageError } from '../storage-error.js'

/** Who sends a request to a resumable upload: a caller with its JWT, or a signed URL's holder. */
export type Requester =
  | { kind: 'caller'; role: RequestRole }
  | { kind: 'signed'; grant: UploadGrant }

/** Which route a request came by: `/upload/resumable` or `/upload/resumable/sign`. */
export type UploadRoute = Requester['kind']

/** Who an upload belongs to, as recorded at its creation: only they may continue it. */
export const uploadHolderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('caller'), role: z.string(), subject: z.string().nullable() }),
  z.object({ kind: z.literal('signed'), tokenId: z.string() }),
])
export type UploadHolder = z.infer<typeof uploadHolderSchema>

/**
 * The requester of a request by `route`: the caller's role from its JWT, or the grant of the
 * `x-signature` token, which must have been signed for `bucket/name`.
 *
 * @throws {StorageError} 400 InvalidJWT / InvalidSignature for a bad token or signature
 */
export async function requesterOf(
  context: StorageContext,
  request: FastifyRequest,
  route: UploadRoute,
  bucket: string,
  name: string,
): Promise<Requester> {
  if (route === 'caller') return { kind: 'caller', role: await callerRole(context, request) }
  const signature = request.headers['x-signature']
  if (typeof signature !== 'string' || signature === '') {
    throw new StorageError(400, 'InvalidSignature', 'Missing x-signature header')
  }
  return {
    kind: 'signed',
    grant: await checkUploadToken(context.urlSigningKey, signature, bucket, name),
  }
}

/** What is recorded of `requester` when it creates an upload. */
export function holderOf(requester: Requester): UploadHolder {
  if (requester.kind === 'signed') return { kind: 'signed', tokenId: requester.grant.id }
  const subject = requester.role.claims.sub
  return {
    kind: 'caller',
    role: requester.role.role,
    subject: typeof subject === 'string' ? subject : null,
  }
}

/** Whether `requester` is who created the upload (the same user and role, or the same token). */
export function holds(requester: Requester, holder: UploadHolder): boolean {
  const own = holderOf(requester)
  if (own.kind === 'signed' || holder.kind === 'signed') {
    return own.kind === 'signed' && holder.kind === 'signed' && own.tokenId === holder.tokenId
  }
  return own.role === holder.role && own.subject === holder.subject
}
