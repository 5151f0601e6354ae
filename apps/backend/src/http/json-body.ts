import type { FastifyInstance } from 'fastify'
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-depth.js'

/** A request body that is not valid JSON. */
export class BodyParseError extends Error {
  readonly statusCode = 400
  readonly code = 'bad_json'
  constructor(message: string) {
    super(message)
    this.name = 'BodyParseError'
  }
}

/**
 * Parses JSON bodies (any `application/json` or `application/vnd.pgrst.*+json` type). An empty
 * body is `undefined` rather than an error, because supabase-js sends POST /logout with a JSON
 * content type and no body. Bodies nested deeper than {@link MAX_JSON_DEPTH} are refused unparsed.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    /^application\/(json|vnd\.pgrst\.[a-z]+\+json)/i,
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (text.trim() === '') {
        done(null, undefined)
        return
      }
      if (jsonDepthExceeds(text)) {
        const reason = `nesting deeper than ${MAX_JSON_DEPTH} levels`
        done(new BodyParseError(`Could not parse request body as JSON: ${reason}`), undefined)
        return
      }
      try {
        done(null, JSON.parse(text))
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'invalid JSON'
        done(new BodyParseError(`Could not parse request body as JSON: ${reason}`), undefined)
      }
    },
  )
}
