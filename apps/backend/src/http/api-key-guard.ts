import type { FastifyReply, FastifyRequest } from 'fastify'

/** Paths reachable without an API key (as Supabase's gateway leaves them open). */
const OPEN_PATHS = [
  '/auth/v1/verify',
  '/auth/v1/health',
  '/auth/v1/authorize',
  '/auth/v1/sso/saml/acs',
  '/auth/v1/sso/saml/metadata',
  '/auth/v1/.well-known/jwks.json',
]

/**
 * Storage URLs a browser loads by itself (`<img src>`, `<video src>`) or that carry their own
 * token: public objects, signed downloads and signed uploads.
 */
const OPEN_STORAGE_PATH =
  /^\/storage\/v1\/(object\/(public|sign|upload\/sign)|render\/image\/(public|sign))\//

/** Resumable uploads to a signed URL: every request carries the token in `x-signature`. */
const SIGNED_RESUMABLE_PATH = /^\/storage\/v1\/upload\/resumable\/sign(\/|$)/

function guarded(method: string, path: string): boolean {
  if (path.startsWith('/auth/v1') || path.startsWith('/rest/v1')) return !OPEN_PATHS.includes(path)
  if (!path.startsWith('/storage/v1/')) return false
  if (SIGNED_RESUMABLE_PATH.test(path)) return false
  // Reading with a URL (GET, HEAD) or uploading to a signed one (PUT) is open; creating signed
  // URLs (POST to the same paths) needs the key.
  const match = OPEN_STORAGE_PATH.exec(path)
  if (!match) return true
  return match[2] === 'upload/sign' ? method !== 'PUT' : method !== 'GET' && method !== 'HEAD'
}

/**
 * Requires the anon or service key in the `apikey` header (or `?apikey=`) on /auth/v1, /rest/v1
 * and /storage/v1, answering like Supabase's gateway otherwise. Browsers' CORS preflights pass.
 */
export function apiKeyGuard(keys: { anonKey: string; serviceKey: string }) {
  const accepted = new Set([keys.anonKey, keys.serviceKey])
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method === 'OPTIONS') return
    if (!guarded(request.method, path)) return
    const header = request.headers.apikey
    let key = Array.isArray(header) ? header[0] : header
    if (key === undefined) {
      const query = request.query as Record<string, unknown> | undefined
      key = typeof query?.apikey === 'string' ? query.apikey : undefined
    }
    if (key === undefined || key === '') {
      await reply.code(401).send({
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      })
      return
    }
    if (!accepted.has(key)) {
      await reply.code(401).send({
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      })
    }
  }
}
