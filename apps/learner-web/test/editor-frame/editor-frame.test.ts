import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import { type Browser, type ConsoleMessage, chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCodebaseLookup } from './codebase-lookup'
import type { EditorStandIn } from './editor-stand-in'

// learner-web's real dev server (its own vite.config.ts) in Debian's Chromium: instrumented with
// codebase ids, inert at top level, and editable inside the iframe of an editor stand-in served
// from the editor host's default origin.
const appRoot = fileURLToPath(new URL('../..', import.meta.url))
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost']
const PLACEHOLDER = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"/>'
// React Router's own development warning about the lazy landing route (not the editor's doing).
const KNOWN_APP_WARNINGS = [
  'warning: No `HydrateFallback` element provided to render during initial hydration',
]
const HEADLINE = "Learn English and new skills with Egypt's friendliest tutors"
const TEMPO_ID = /^tempo-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

interface TreeNode {
  readonly name: string
  readonly identity: { readonly codebaseId: string }
  readonly isComponent: boolean
  readonly children: readonly TreeNode[]
}

function flatten(node: TreeNode): TreeNode[] {
  return [node, ...node.children.flatMap(flatten)]
}

describe('learner-web on the dev server, for the visual editor', () => {
  let server: ViteDevServer
  let browser: Browser
  let port: number
  let lookup: Awaited<ReturnType<typeof buildCodebaseLookup>>
  const savedOrigins = process.env.SPLENDID_EDITOR_ORIGINS
  const originOf = (host: string) => `http://${host}:${port}`

  /** A page whose console errors and warnings are recorded; the backend answers "no courses". */
  async function openPage(): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage()
    const problems: string[] = []
    const record = (message: ConsoleMessage) => {
      const problem = `${message.type()}: ${message.text()}`
      const isProblem = message.type() === 'error' || message.type() === 'warning'
      if (isProblem && !KNOWN_APP_WARNINGS.includes(problem)) problems.push(problem)
    }
    page.on('console', record)
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    // No backend and no internet: the catalogue is empty (the landing page shows its sample
    // courses) and their picsum.photos thumbnails get a placeholder.
    await page.route(/\/(auth|rest|storage)\/v1\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await page.route(
      (url) => !LOOPBACK_HOSTS.includes(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PLACEHOLDER }),
    )
    return { page, problems }
  }

  beforeAll(async () => {
    lookup = await buildCodebaseLookup(appRoot)
    port = await freePort()
    // The editor stand-in is served by the same dev server under the other loopback hostname
    // (another origin, yet a loopback address, as Chromium's local network access wants).
    process.env.SPLENDID_EDITOR_ORIGINS = LOOPBACK_HOSTS.map(originOf).join(',')
    server = await createServer({
      configFile: path.join(appRoot, 'vite.config.ts'),
      root: appRoot,
      cacheDir: path.join(appRoot, 'node_modules', '.vite-editor-frame-test'),
      logLevel: 'silent',
      clearScreen: false,
      server: { port, strictPort: true, host: '127.0.0.1' },
    })
    await server.listen()
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: [...CHROMIUM_ARGS],
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
    if (savedOrigins === undefined) delete process.env.SPLENDID_EDITOR_ORIGINS
    else process.env.SPLENDID_EDITOR_ORIGINS = savedOrigins
  })

  it('renders the landing page with codebase ids that mutate-api knows, and no frame runtime at top level', async () => {
    const { page, problems } = await openPage()
    await page.goto(`${originOf('127.0.0.1')}/`)
    const headline = page.locator('h1')
    await headline.getByText(HEADLINE).waitFor()
    // <Trans> receives a tempoelementid prop: its text still renders, in English.
    expect(await headline.textContent()).toBe(HEADLINE)
    await expect
      .poll(() => page.getByText('Explore Courses').first().isVisible(), { timeout: 10_000 })
      .toBe(true)

    const domIds = await page.evaluate(() => {
      const ids: { id: string; tagName: string; via: 'class' | 'attribute' }[] = []
      for (const element of document.querySelectorAll('*')) {
        for (const token of element.classList) {
          if (token.startsWith('tempo-')) {
            ids.push({ id: token, tagName: element.localName, via: 'class' })
          }
        }
        const attribute = element.getAttribute('tempoelementid')
        if (attribute !== null)
          ids.push({ id: attribute, tagName: element.localName, via: 'attribute' })
      }
      return ids
    })
    expect(domIds.length).toBeGreaterThan(50)
    for (const { id } of domIds) expect(id).toMatch(TEMPO_ID)

    const unknown = [...new Set(domIds.map(({ id }) => id))].filter((id) => !lookup.has(id))
    expect(unknown).toEqual([])
    // Host elements carry their own id: the rendered tag is the tag written in the source.
    for (const { id, tagName, via } of domIds) {
      if (via === 'class' && lookup.get(id)?.isComponent === false) {
        expect(lookup.get(id)?.tagName).toBe(tagName)
      }
    }
    const headlineId = (await headline.getAttribute('class'))
      ?.split(' ')
      .find((token) => token.startsWith('tempo-'))
    expect(lookup.get(headlineId ?? '')).toMatchObject({
      filePath: 'src/features/site/landing-page.tsx',
      tagName: 'h1',
      componentName: 'LandingPage',
    })

    // Not framed: the frame script stays inert.
    expect(await page.locator('[data-splendid-overlay]').count()).toBe(0)
    expect(await page.evaluate(() => '__splendidFrameRuntime__' in globalThis)).toBe(false)
    expect(await page.evaluate(() => '__SPLENDID_FRAME_CONFIG__' in globalThis)).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  }, 45_000)

  it.each([
    { previewHost: '127.0.0.1', editorHost: 'localhost' },
    { previewHost: 'localhost', editorHost: '127.0.0.1' },
  ])(
    'connects to the editor when served on $previewHost: initProject succeeds and the navigation tree lists learner-web components',
    async ({ previewHost, editorHost }) => {
      const { page, problems } = await openPage()
      const preview = `${originOf(previewHost)}/`
      await page.goto(
        `${originOf(editorHost)}/test/editor-frame/editor-stand-in.html?preview=${encodeURIComponent(preview)}`,
      )
      await page.waitForFunction(
        () =>
          ((window as unknown as { editorStandIn?: EditorStandIn }).editorStandIn?.connections ??
            0) > 0,
        undefined,
        { timeout: 20_000 },
      )
      await page.evaluate(() =>
        (window as unknown as { editorStandIn: EditorStandIn }).editorStandIn.initProject(),
      )
      const frame = page.frames().find((candidate) => candidate.url() === preview)
      if (!frame) throw new Error(`no preview frame at ${preview}`)
      await frame.locator('h1').getByText(HEADLINE).waitFor()
      await frame.locator('[data-splendid-overlay]').first().waitFor({ state: 'attached' })

      const handle = await page.waitForFunction(
        () => {
          const trees = (window as unknown as { editorStandIn: EditorStandIn }).editorStandIn
            .navTrees
          const latest = trees.at(-1)?.tree
          const text = JSON.stringify(latest ?? null)
          return text.includes('"name":"FeaturesSection"') && text.includes('"name":"SiteFooter"')
            ? latest
            : null
        },
        undefined,
        { timeout: 20_000, polling: 100 },
      )
      const tree = (await handle.jsonValue()) as TreeNode
      const components = new Set(
        flatten(tree)
          .filter((node) => node.isComponent)
          .map((node) => node.name),
      )
      expect([...components]).toEqual(
        expect.arrayContaining([
          'RootLayout',
          'SiteHeader',
          'FeaturesSection',
          'TestimonialsSection',
          'SiteFooter',
        ]),
      )
      // The tree names elements by the same codebase ids as mutate-api's lookups.
      const headline = flatten(tree).find((node) => node.name === 'h1')
      expect(lookup.get(headline?.identity.codebaseId ?? '')).toMatchObject({
        filePath: 'src/features/site/landing-page.tsx',
        tagName: 'h1',
      })
      expect(problems).toEqual([])
      await page.close()
    },
    45_000,
  )
})
