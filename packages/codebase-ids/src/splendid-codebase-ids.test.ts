import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codebaseIdFor } from './codebase-id'
import { type SplendidCodebaseIdsOptions, splendidCodebaseIds } from './splendid-codebase-ids'
import { FIXTURES_ROOT } from './test/fixture-corpus'

const APP_ROOT = path.join(FIXTURES_ROOT, 'vite-app')
const HTML = readFileSync(path.join(APP_ROOT, 'index.html'), 'utf8')
const FRAME_SCRIPT = '/@id/@splendid/frame-bridge/frame'

function startServer(options: SplendidCodebaseIdsOptions): Promise<ViteDevServer> {
  return createServer({
    root: APP_ROOT,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [splendidCodebaseIds(options)],
  })
}

async function transformed(server: ViteDevServer, url: string) {
  const result = await server.transformRequest(url)
  if (result === null) throw new Error(`Vite did not serve ${url}`)
  return result
}

describe('splendidCodebaseIds on a real Vite dev server', () => {
  let server: ViteDevServer

  beforeAll(async () => {
    // A dependency written as JSX, as some packages ship it. Created here: node_modules is not
    // committed.
    const library = path.join(APP_ROOT, 'node_modules', 'fake-lib')
    mkdirSync(library, { recursive: true })
    writeFileSync(
      path.join(library, 'widget.jsx'),
      'export const Widget = () => <div className="widget">w</div>\n',
    )
    server = await startServer({ frameScript: { enabled: true, src: FRAME_SCRIPT } })
  })

  afterAll(async () => {
    await server.close()
  })

  it('instruments the app modules with ids relative to the root', async () => {
    const { code } = await transformed(server, '/src/App.tsx')
    const divId = codebaseIdFor('src/App.tsx', 0)
    const h1Id = codebaseIdFor('src/App.tsx', 1)
    const greetingId = codebaseIdFor('src/App.tsx', 2)
    expect(code).toContain(`"app ${divId}"`)
    expect(code).toContain(`tempoelementid: "${greetingId}"`)
    expect(code).toContain(h1Id)
    expect(code).toContain('__splendidTempoClass')
  })

  it('keeps the source map pointing at the original TSX', async () => {
    const { code, map } = await transformed(server, '/src/Greeting.tsx')
    if (map === null || !('version' in map) || map.mappings === '') {
      throw new Error('expected a source map')
    }
    const trace = new TraceMap({ ...map, version: 3 })
    const lines = code.split('\n')
    const line = lines.findIndex((text) => text.includes('"Hello, "'))
    expect(line).toBeGreaterThanOrEqual(0)
    const column = lines[line]?.indexOf('"Hello, "') ?? -1
    const original = originalPositionFor(trace, { line: line + 1, column })
    const source = readFileSync(path.join(APP_ROOT, 'src', 'Greeting.tsx'), 'utf8')
    expect(original.line).toBe(1)
    expect(original.column).toBe(source.indexOf('Hello, '))
  })

  it('leaves files in node_modules alone', async () => {
    const { code } = await transformed(server, '/node_modules/fake-lib/widget.jsx')
    expect(code).toContain('"widget"')
    expect(code).not.toContain('tempoelementid')
    expect(code).not.toContain('tempo-')
  })

  it('leaves query imports such as ?raw alone', async () => {
    const { code } = await transformed(server, '/src/Greeting.tsx?raw')
    expect(code).not.toContain('tempo-')
  })

  it('still instruments a module requested with an HMR timestamp', async () => {
    const { code } = await transformed(server, '/src/Greeting.tsx?t=1700000000000')
    expect(code).toContain(codebaseIdFor('src/Greeting.tsx', 0))
  })

  it('injects the frame script into the page when enabled', async () => {
    const html = await server.transformIndexHtml('/', HTML)
    expect(html).toContain(`<script type="module" src="${FRAME_SCRIPT}"></script>`)
    expect(html.indexOf(FRAME_SCRIPT)).toBeLessThan(html.indexOf('/src/main.tsx'))
  })
})

describe('splendidCodebaseIds options', () => {
  let server: ViteDevServer

  beforeAll(async () => {
    server = await startServer({
      root: 'src',
      exclude: /^Greeting\.tsx$/,
      frameScript: { enabled: false, src: FRAME_SCRIPT },
    })
  })

  afterAll(async () => {
    await server.close()
  })

  it('derives ids from paths relative to the configured root', async () => {
    const { code } = await transformed(server, '/src/App.tsx')
    expect(code).toContain(codebaseIdFor('App.tsx', 0))
    expect(code).not.toContain(codebaseIdFor('src/App.tsx', 0))
  })

  it('skips excluded files', async () => {
    const { code } = await transformed(server, '/src/Greeting.tsx')
    expect(code).not.toContain('tempoelementid')
  })

  it('skips files outside the configured root', async () => {
    // Generated: a committed file here would join the corpus of the agreement test.
    mkdirSync(path.join(APP_ROOT, '.generated'), { recursive: true })
    writeFileSync(
      path.join(APP_ROOT, '.generated', 'outside.tsx'),
      'export const Outside = () => <b>out</b>\n',
    )
    const { code } = await transformed(server, '/.generated/outside.tsx')
    expect(code).toContain('"out"')
    expect(code).not.toContain('tempoelementid')
  })

  it('does not inject the frame script when disabled', async () => {
    const html = await server.transformIndexHtml('/', HTML)
    expect(html).not.toContain(FRAME_SCRIPT)
  })

  it('applies to the dev server only', () => {
    const plugin = splendidCodebaseIds()
    expect(plugin.apply).toBe('serve')
    expect(plugin.enforce).toBe('pre')
  })
})
