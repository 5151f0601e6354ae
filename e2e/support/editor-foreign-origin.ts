import { createServer, type Server } from 'node:http'
import { freePort } from '@splendid/vitest-config/browser'
import { EDITOR_E2E_HOST } from './editor-servers'

/** A page on an origin that is neither the editor's nor the preview's. */
export interface ForeignOrigin {
  readonly url: string
  close(): Promise<void>
}

/**
 * Serves `html` at `/` from a fresh port of 127.0.0.1 — another origin than every server of the
 * stack — for tests of the origin checks.
 */
export async function serveForeignPage(html: string): Promise<ForeignOrigin> {
  const port = await freePort()
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(port, EDITOR_E2E_HOST, resolve))
  return {
    url: `http://${EDITOR_E2E_HOST}:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
