import type { FastifyInstance } from 'fastify'
import type { JwtService } from './jwt-service.js'

/**
 * `GET /.well-known/jwks.json` (mount under `/auth/v1`): the public signing keys, as GoTrue
 * serves them — no API key needed, cacheable for ten minutes — so `supabase.auth.getClaims()`
 * verifies access tokens locally.
 */
export async function jwksRoutes(
  app: FastifyInstance,
  options: { jwt: JwtService },
): Promise<void> {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600')
    return options.jwt.jwks()
  })
}
