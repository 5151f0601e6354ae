import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, it } from 'vitest'
import { closeIdleConnectionsAfterShutdown } from './close-idle-after-shutdown.js'

// The body's bytes reach the client before the server ends the response (as a piped file
// does, ending only once the read stream reports its end), and the server is closed between.
async function closeDuringLateEnd(server: Server): Promise<'closed' | 'still open'> {
  server.keepAliveTimeout = 60_000
  server.on('request', (_request, response) => {
    response.writeHead(200, { 'content-length': '2' })
    response.write('ok')
    setTimeout(() => response.end(), 200)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const answer = await fetch(`http://127.0.0.1:${port}/`)
  expect(await answer.text()).toBe('ok')
  const closed = new Promise<'closed'>((resolve) => server.close(() => resolve('closed')))
  const outcome = await Promise.race([closed, sleep(1_500, 'still open' as const)])
  server.closeAllConnections()
  return outcome
}

it('closes a keep-alive connection whose response ended after the server stopped listening', async () => {
  const server = createServer()
  closeIdleConnectionsAfterShutdown(server)
  expect(await closeDuringLateEnd(server)).toBe('closed')
})

it('is needed: without it the connection holds the close until the keep-alive timeout', async () => {
  expect(await closeDuringLateEnd(createServer())).toBe('still open')
})
