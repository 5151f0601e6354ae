import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scheduleFunction } from './function-schedule.js'

const quietLog = { warn: vi.fn() } as unknown as FastifyBaseLogger

describe('scheduleFunction', () => {
  const closers: Array<() => void> = []
  afterEach(() => {
    for (const close of closers.splice(0)) close()
  })

  it('posts to the function with the service key on every tick, and stops when asked', async () => {
    const calls: Array<{ url: string | undefined; authorization: string | undefined }> = []
    const server = createServer((request: IncomingMessage, response) => {
      calls.push({ url: request.url, authorization: request.headers.authorization })
      response.writeHead(request.headers.authorization === 'Bearer service' ? 200 : 403)
      response.end('{}')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    closers.push(() => server.close())
    const { port } = server.address() as AddressInfo
    const stop = scheduleFunction({
      baseUrl: `http://127.0.0.1:${port}`,
      serviceKey: 'service',
      name: 'tutor-slots',
      everySeconds: 0.05,
      log: quietLog,
    })
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2), { timeout: 2000 })
    stop()
    const made = calls.length
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls.length).toBeLessThanOrEqual(made + 1)
    expect(calls[0]).toEqual({ url: '/functions/v1/tutor-slots', authorization: 'Bearer service' })
  })

  it('does nothing when the interval is 0', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const stop = scheduleFunction({
      baseUrl: 'http://127.0.0.1:9',
      serviceKey: 'service',
      name: 'notification-emails',
      everySeconds: 0,
      log: quietLog,
    })
    stop()
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })
})
