import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { GoTrueError } from './gotrue-error.js'
import type { RateLimiter } from './rate-limiter.js'

/** Parses a JSON body with `schema`; a mismatch is GoTrue's 400 `bad_json`. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {})
  if (!result.success) {
    const issue = result.error.issues[0]
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : ''
    throw new GoTrueError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${issue?.message ?? 'invalid body'}${where}`,
    )
  }
  return result.data
}

/** Counts a request against a per-IP limiter; over the limit is GoTrue's 429. */
export function limit(limiter: RateLimiter, bucket: string, request: FastifyRequest): void {
  if (!limiter.hit(`${bucket}:${request.ip}`).allowed) {
    throw new GoTrueError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
}

/** A query-string parameter when given once as text. */
export function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name]
  return typeof value === 'string' ? value : undefined
}
