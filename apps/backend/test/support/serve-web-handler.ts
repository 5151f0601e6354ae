import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

/** A web handler served on its own, outside the backend. */
export interface ServedHandler {
  url: string
  close(): Promise<void>
}

/**
 * Serves a web-standard `Request → Response` handler with Node's http server through the
 * smallest fetch adapter — the way any host (Deno.serve, an edge runtime) would call it, with
 * no relay, JWT check or CORS in front.
 */
export async function serveWebHandler(
  handler: (request: Request) => Response | Promise<Response>,
): Promise<ServedHandler> {
  const server = createServer(async (req, res) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method ?? 'GET',
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit)
    const response = await handler(request)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    if (response.body !== null) for await (const chunk of response.body) res.write(chunk)
    res.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
