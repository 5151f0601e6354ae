import type { FastifyRequest } from 'fastify'
import { GoTrueError } from '../auth/gotrue-error.js'
import { PostgrestError } from '../rest/postgrest-error.js'

/** The longest request target (path and query string) /rest/v1 and /auth/v1 accept, in bytes. */
export const MAX_URL_BYTES = 8 * 1024

/**
 * Refuses over-long URLs on the APIs before any routing, parsing or database work: 400 with
 * PostgREST's body on /rest/v1 (PGRST100) and GoTrue's on /auth/v1 (`validation_failed`).
 * Node's HTTP parser already drops request heads over 16 KiB; this keeps the query strings the
 * parsers see small.
 */
export async function urlLengthGuard(request: FastifyRequest): Promise<void> {
  if (request.url.length <= MAX_URL_BYTES) return
  const message = `The request URL is longer than ${MAX_URL_BYTES} bytes`
  if (request.url.startsWith('/rest/v1')) {
    throw new PostgrestError(400, 'PGRST100', message, `It has ${request.url.length} bytes`)
  }
  if (request.url.startsWith('/auth/v1')) throw new GoTrueError(400, 'validation_failed', message)
}
