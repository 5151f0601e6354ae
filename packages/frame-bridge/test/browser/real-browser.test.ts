import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, requireChromium } from '@splendid/vitest-config/browser'
import { type Browser, chromium, type Page } from 'playwright-core'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITOR_PAGE, FRAME_PAGE, STRANGER_PAGE } from './pages'

// Real windows, real origins, real MessagePort transfer: what the fake windows of the unit tests
// stand in for. Debian's Chromium only; Playwright never downloads a browser here.
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

let browser: Browser
let bundle: string
const servers: Server[] = []

/** Serves the three pages and the bundle on its own port, i.e. its own origin. */
async function serve(): Promise<string> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    const pages: Record<string, [string, string]> = {
      '/bridge.js': ['text/javascript', bundle],
      '/editor.html': ['text/html', EDITOR_PAGE],
      '/frame.html': ['text/html', FRAME_PAGE],
      '/stranger.html': ['text/html', STRANGER_PAGE],
    }
    const page = pages[path]
    if (!page) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': page[0] }).end(page[1])
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function openEditor(editorOrigin: string): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${editorOrigin}/editor.html`)
  await page.waitForFunction(() => (window as { libLoaded?: boolean }).libLoaded === true)
  return page
}

describe('the bridge in a real browser, across origins', () => {
  let editorOrigin: string
  let previewOrigin: string
  let strangerOrigin: string

  beforeAll(async () => {
    const output = (await build({
      configFile: false,
      root: packageDir,
      logLevel: 'silent',
      build: {
        write: false,
        minify: false,
        lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'bridge' },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[]
    const chunk = (Array.isArray(output) ? output[0] : output)?.output[0]
    if (chunk?.type !== 'chunk') throw new Error('The bundle was not built')
    bundle = chunk.code
    editorOrigin = await serve()
    previewOrigin = await serve()
    strangerOrigin = await serve()
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: [...CHROMIUM_ARGS],
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    for (const server of servers) server.close()
  })

  it('bundles for the browser without any Node built-in', () => {
    expect(bundle).not.toMatch(/\bfrom\s*['"](node:|fs|path|crypto|worker_threads)['"]/)
    expect(bundle).not.toMatch(/\brequire\(/)
  })

  it('round-trips calls, a 1 MB argument, events and inspect replies between editor and preview', async () => {
    const page = await openEditor(editorOrigin)
    const result = await page.evaluate(
      async ({ previewOrigin, editorOrigin }) => {
        type Lib = typeof import('../../src/index')
        const lib = (window as unknown as { bridgeLib: Lib }).bridgeLib
        const iframe = document.createElement('iframe')
        iframe.src = `${previewOrigin}/frame.html?parent=${encodeURIComponent(editorOrigin)}`
        document.body.append(iframe)
        const bridge = lib.createParentBridge({ iframe, previewOrigin, timeoutMs: 20_000 })
        const selected: (string | null)[] = []
        bridge.on('selectedElementKey', ({ elementKey }) => selected.push(elementKey))
        const classList = await bridge.call('getElementClassList', 'card')
        const big = 'ab<div class="x">'.repeat(70_000)
        const evals = await bridge.call('getCssEvals', big)
        await bridge.call('setSelectedElement', 'card')
        const inspected = await bridge.inspectElement({
          isComponent: true,
          componentName: 'Card',
          tempoElementID: null,
          componentElementId: null,
        })
        const missing = await bridge.inspectElement({
          isComponent: true,
          componentName: 'Nope',
          tempoElementID: null,
          componentElementId: null,
        })
        const notFound = await bridge.call('refresh').catch((error: { code: string }) => error.code)
        await new Promise((resolve) => setTimeout(resolve, 50))
        const outcome = {
          classList,
          evals,
          bigLength: big.length,
          selected,
          inspected,
          missing,
          notFound,
          stats: bridge.stats,
        }
        bridge.close()
        return outcome
      },
      { previewOrigin, editorOrigin },
    )
    expect(result.classList).toEqual(['p-4', 'rounded-lg', 'shadow'])
    expect(result.bigLength).toBeGreaterThan(1_000_000)
    expect(result.evals).toEqual({ length: String(result.bigLength), display: 'block' })
    expect(result.selected).toEqual(['card'])
    expect(result.inspected).toEqual({
      id: expect.any(String),
      props: { title: 'Card', node: '[DOM Node]', onClick: '[Function]' },
      state: { open: true },
    })
    expect(result.missing).toMatchObject({ error: 'No component found' })
    expect(result.notFound).toBe('FUNCTION_NOT_FOUND')
    expect(result.stats.droppedForeignMessages).toBe(0)
    await page.close()
  }, 60_000)

  it('drops messages from other origins on both sides', async () => {
    const page = await openEditor(editorOrigin)
    const result = await page.evaluate(
      async ({ previewOrigin, strangerOrigin }) => {
        type Lib = typeof import('../../src/index')
        const lib = (window as unknown as { bridgeLib: Lib }).bridgeLib
        // The preview only trusts the stranger as its parent, so it refuses this editor's init.
        const preview = document.createElement('iframe')
        preview.src = `${previewOrigin}/frame.html?parent=${encodeURIComponent(strangerOrigin)}`
        // The stranger pretends to be the preview.
        const stranger = document.createElement('iframe')
        stranger.src = `${strangerOrigin}/stranger.html`
        const loaded = (frame: HTMLIFrameElement) =>
          new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }))
        document.body.append(preview, stranger)
        // Created once both run, so the preview sees this editor's hello (and refuses it).
        await Promise.all([loaded(preview), loaded(stranger)])
        const bridge = lib.createParentBridge({ iframe: preview, previewOrigin, timeoutMs: 3000 })
        const code = await bridge.call('refresh').catch((error: { code: string }) => error.code)
        const outcome = { code, stats: bridge.stats, status: bridge.status }
        bridge.close()
        return outcome
      },
      { previewOrigin, strangerOrigin },
    )
    expect(result.code).toBe('REQUEST_TIMEOUT')
    expect(result.status).toBe('connecting')
    expect(result.stats.droppedForeignMessages).toBeGreaterThanOrEqual(1)
    const previewFrame = page.frames().find((frame) => frame.url().startsWith(previewOrigin))
    const frameStats = await previewFrame?.evaluate(
      () => (window as unknown as { endpoint: { stats: unknown } }).endpoint.stats,
    )
    expect(frameStats).toMatchObject({ droppedForeignMessages: expect.any(Number) })
    expect(
      (frameStats as { droppedForeignMessages: number }).droppedForeignMessages,
    ).toBeGreaterThanOrEqual(1)
    await page.close()
  }, 60_000)
})
