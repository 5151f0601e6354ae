import type { IncomingHttpHeaders } from 'node:http'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import type { FastifyReply } from 'fastify'

// Connection-level headers describe the hop to this server, not the request the function sees.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
])

/** Raised (through the body stream) when a request body passes the limit. */
export class BodyLimitError extends Error {
  readonly code = 'PAYLOAD_TOO_LARGE'
  constructor(limit: number) {
    super(`Request body is larger than ${limit} bytes`)
    this.name = 'BodyLimitError'
  }
}

/** Passes a body through, failing the stream as soon as more than `limit` bytes have passed. */
export class BodyLimit extends Transform {
  #seen = 0
  exceeded = false
  readonly #limit: number

  constructor(limit: number) {
    super()
    this.#limit = limit
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#seen += chunk.length
    if (this.#seen > this.#limit) {
      this.exceeded = true
      callback(new BodyLimitError(this.#limit))
      return
    }
    callback(null, chunk)
  }
}

/** The request headers as web `Headers` (repeated headers joined as Node does). */
export function toWebHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue
    if (Array.isArray(value)) for (const item of value) result.append(name, item)
    else result.set(name, value)
  }
  return result
}

/** The web `Request` a function receives; `body` is streamed, never buffered. */
export function toWebRequest(
  url: string,
  method: string,
  headers: Headers,
  body: Readable | undefined,
  signal: AbortSignal,
): Request {
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal }
  if (body !== undefined && method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(body) as ReadableStream<Uint8Array>
    init.duplex = 'half'
  }
  return new Request(url, init)
}

/**
 * Sends a web `Response` through Fastify: status, headers (each Set-Cookie kept) and the body
 * as a stream, so server-sent events reach the client chunk by chunk.
 */
export function sendWebResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status)
  for (const [name, value] of response.headers) {
    if (HOP_BY_HOP.has(name) || name === 'set-cookie') continue
    reply.header(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) reply.header('set-cookie', cookies)
  if (response.body === null) return reply.send()
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}
