import { PassThrough, type Readable } from 'node:stream'

/**
 * `source` as a stream that ends when it ends and fails when it fails or stops early (a client
 * that closes the connection mid-body), without ever destroying `source` itself: a request
 * refused half-way stays readable, so its rest can be drained and the answer still arrives.
 */
export function detached(source: Readable): PassThrough {
  const input = new PassThrough()
  const fail = (error?: unknown) =>
    input.destroy(error instanceof Error ? error : new Error('upload aborted'))
  source.once('error', fail)
  source.once('aborted', () => fail())
  source.once('close', () => {
    if (!source.readableEnded) fail()
  })
  source.pipe(input)
  return input
}
