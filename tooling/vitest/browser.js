// Plain ESM, like index.js: what every real-browser test and bench needs to start Chromium and
// servers on this machine (Debian's Chromium, never a downloaded one).
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'

/** Debian's Chromium, or `CHROMIUM_PATH`. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium, or a one-line error saying why a real-browser suite cannot run: such a
 * suite fails without its browser, it never skips.
 * @returns {string}
 */
export function requireChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is required for this real-browser suite and is not at ${CHROMIUM_PATH}: npm test installs Debian's chromium (or set CHROMIUM_PATH)`,
    )
  }
  return CHROMIUM_PATH
}

/** The flags Chromium needs in this sandbox (no GPU, no background traffic). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])

/**
 * A TCP port free on 127.0.0.1 right now.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}
