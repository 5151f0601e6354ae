import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import { createServer } from 'vite'
import { describe, expect, it } from 'vitest'
import { codebaseIdFor } from '../codebase-id'
import { splendidCodebaseIds } from '../splendid-codebase-ids'
import { FIXTURES_ROOT } from './fixture-corpus'

const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS]

describe('an instrumented app in a browser', () => {
  it('renders ids on DOM elements and exposes component ids through React fibers', async () => {
    const port = await freePort()
    const server = await createServer({
      root: path.join(FIXTURES_ROOT, 'vite-app'),
      cacheDir: path.join(FIXTURES_ROOT, '.generated', 'browser-vite-cache'),
      configFile: false,
      logLevel: 'silent',
      server: { port, strictPort: true, host: '127.0.0.1' },
      plugins: [splendidCodebaseIds({ frameScript: { enabled: true, src: '/src/probe.ts' } })],
    })
    try {
      await server.listen()
      const { stdout } = await promisify(execFile)(
        requireChromium(),
        [
          ...CHROMIUM_FLAGS,
          '--virtual-time-budget=10000',
          '--dump-dom',
          `http://127.0.0.1:${port}/`,
        ],
        { timeout: 60_000, maxBuffer: 10_000_000 },
      )
      const id = (ordinal: number, file = 'src/App.tsx') => codebaseIdFor(file, ordinal)
      expect(stdout).toContain(
        `<div class="app ${id(0)}" tempoelementid="${id(0)}">` +
          `<h1 class="signed-in ${id(1)}" tempoelementid="${id(1)}">Courses</h1>`,
      )
      const greeting = codebaseIdFor('src/Greeting.tsx', 0)
      expect(stdout).toContain(`<p class="${greeting}" tempoelementid="${greeting}">Hello, Sam</p>`)
      const probe = /<script type="application\/json" id="probe">(.*?)<\/script>/.exec(stdout)
      expect(JSON.parse(probe?.[1] ?? 'null')).toEqual([
        { name: 'Greeting', id: id(2) },
        { name: 'App', id: codebaseIdFor('src/main.tsx', 1) },
      ])
    } finally {
      await server.close()
    }
  }, 90_000)
})
