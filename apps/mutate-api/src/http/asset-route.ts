import type { FastifyInstance } from 'fastify'
import { MAX_ASSET_BYTES, storeAsset } from '../assets/store-asset'
import type { Canvas } from '../canvas'
import { MutateError } from '../mutate-error'

const errorResponse = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const

/**
 * `POST /canvases/:canvasId/assets?name=<file name>`: the raw bytes of an image (content type
 * image/png, jpeg, webp, gif or avif; at most 10 MB) copied into the project (see `storeAsset`).
 * The route takes bodies of every content type so that a wrong one is answered `NOT_AN_IMAGE`.
 * The file is not part of an activity: undoing the insertion that uses it leaves it in place.
 */
export async function registerAssetRoute(
  app: FastifyInstance,
  canvasOf: (params: unknown) => Canvas,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_ASSET_BYTES },
      (_r, body, done) => done(null, body),
    )
    scope.setErrorHandler((error) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw new MutateError(
          'ASSET_TOO_LARGE',
          `Images up to ${MAX_ASSET_BYTES} bytes are accepted`,
        )
      throw error
    })
    scope.post('/canvases/:canvasId/assets', {
      schema: {
        summary: 'Copy an image into the project',
        querystring: {
          type: 'object',
          properties: { name: { type: 'string' } },
          required: ['name'],
        },
        response: {
          400: errorResponse,
          403: errorResponse,
          413: errorResponse,
          415: errorResponse,
        },
      },
      handler: async (request) => {
        const canvas = canvasOf(request.params)
        const { name } = request.query as { name?: unknown }
        if (typeof name !== 'string' || name === '')
          throw new MutateError('BAD_REQUEST', 'Give the file name in ?name=')
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        return storeAsset(canvas, body, request.headers['content-type'] ?? '', name)
      },
    })
  })
}
