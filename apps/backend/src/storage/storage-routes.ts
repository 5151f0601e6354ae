import type { FastifyPluginAsync } from 'fastify'
import { registerBucketRoutes } from './bucket-routes.js'
import { registerObjectListV2Route } from './object-list-v2-route.js'
import { registerObjectReadRoutes } from './object-read-routes.js'
import { registerObjectWriteRoutes } from './object-write-routes.js'
import { registerSignedUploadRoutes } from './signed-upload-routes.js'
import type { StorageContext } from './storage-context.js'
import { StorageError } from './storage-error.js'

/**
 * Supabase Storage's API (`/storage/v1`): buckets, objects, Range downloads, signed URLs. Every
 * body reaches the routes as bytes (uploads of any type; JSON bodies parsed by the routes), and
 * every error is answered in Storage's shape.
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
  registerSignedUploadRoutes(app, context)
}
