import { createServer } from 'node:net'
import { LaunchError } from './launch-error'

/**
 * Resolves when `port` can be listened on at `host`.
 *
 * @throws {LaunchError} naming the server and the flag that changes its port when it is taken.
 */
export function ensurePortFree(host: string, port: number, what: string, flag: string) {
  return new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LaunchError(
              `Port ${port} on ${host} is already in use, and ${what} needs it: stop what runs there or choose another port with ${flag} <port>`,
            )
          : new LaunchError(`Cannot listen on ${host}:${port} for ${what}: ${error.message}`),
      )
    })
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()))
  })
}
