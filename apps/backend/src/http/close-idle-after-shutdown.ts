import type { Server } from 'node:http'

/**
 * When a server stops listening, Node closes the keep-alive connections that are idle at that
 * moment. A response that ends after it leaves its connection open until the keep-alive timeout
 * (72 s in Fastify), and `close()` waits that long — seen as 70 s test files when a streamed
 * download finished a moment after the test. Each response that ends once the server has
 * stopped listening closes the connections idle by then.
 */
export function closeIdleConnectionsAfterShutdown(server: Server): void {
  server.on('request', (_request, response) => {
    response.once('finish', () => {
      if (!server.listening) setImmediate(() => server.closeIdleConnections())
    })
  })
}
