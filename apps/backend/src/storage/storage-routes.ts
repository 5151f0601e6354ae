import type { FastifyPluginAsync } from 'fastify'
import { registerBucketRoutes } from './bucket-routes.js'
import { registerObjectListV2Route } from './object-list-v2-route.js'
import { registerObjectReadRoutes } from './object-read-routes.js'
import { registerObjectWriteRoutes } from './object-write-routes.js'
import { registerResumableRoutes } from './resumable/resumable-routes.js'
import { registerSignUploadRoute, registerUploadToSignedUrlRoute } from './signed-upload-routes.js'
import type { StorageContext } from './storage-context.js'
import { StorageError } from './storage-error.js'
import { registerUploadRoutes } from './upload-routes.js'

/**
 * Supabase Storage's API (`/storage/v1`): buckets, objects, Range downloads, signed URLs,
 * resumable (TUS) uploads. Upload
 * bodies reach their routes as raw streams; every other body as bytes (JSON parsed by the
 * routes). Every error is answered in Storage's shape.
 */
export const storageRoutes: FastifyPluginAsync<StorageContext> = async (app, context) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: context.maxUploadBytes },
    (_request, body, done) => done(null, body),
  )
  app.setErrorHandler((caught, request, reply) => {
    if (caught instanceof StorageError) return reply.code(caught.status).send(caught.toBody())
    const failure = caught instanceof Error ? caught : new Error(String(caught))
    const status = (caught as { statusCode?: number }).statusCode
    if (status === 413) {
      return reply
        .code(413)
        .send(
          new StorageError(
            413,
            'Payload too large',
            'The object exceeded the maximum allowed size',
          ).toBody(),
        )
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(new StorageError(status, 'InvalidRequest', failure.message).toBody())
    }
    request.log.error(
      { error: { name: failure.name, message: failure.message } },
      'storage request failed',
    )
    return reply.code(500).send(new StorageError(500, 'internal', 'Internal Server Error').toBody())
  })
  registerBucketRoutes(app, context)
  registerObjectReadRoutes(app, context)
  registerObjectWriteRoutes(app, context)
  registerObjectListV2Route(app, context)
  registerSignUploadRoute(app, context)
  // Uploads read their body themselves, as a stream (to a temporary file, counting bytes).
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers()
    uploads.addContentTypeParser('*', (_request, payload, done) => done(null, payload))
    registerUploadRoutes(uploads, context)
    registerUploadToSignedUrlRoute(uploads, context)
    registerResumableRoutes(uploads, context)
  })
}
