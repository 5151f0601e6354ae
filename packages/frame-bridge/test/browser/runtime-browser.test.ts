import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import { type Browser, chromium } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The frame runtime in Debian's Chromium: a React 19 page instrumented by the codebase-ids plugin
// in a Vite dev server, inside the iframe of an editor stand-in that uses createParentBridge.
const appRoot = fileURLToPath(new URL('./runtime-app', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

interface NodeLike {
  key: string
  name: string
  children: NodeLike[]
}

describe('the frame runtime in a real browser', () => {
  let server: ViteDevServer
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    const port = await freePort()
    server = await createServer({
      root: appRoot,
      cacheDir: path.join(packageDir, 'node_modules', '.vite-runtime-browser'),
      configFile: false,
      logLevel: 'silent',
      server: {
        port,
        strictPort: true,
        host: '127.0.0.1',
        fs: { allow: [path.join(packageDir, '..', '..')] },
      },
      plugins: [
        splendidCodebaseIds({
          root: appRoot,
          frameScript: { enabled: true, src: '/src/frame.ts' },
        }),
      ],
    })
    await server.listen()
    origin = `http://127.0.0.1:${port}`
    browser = await chromium.launch({
      executablePath: requireChromium(),
      args: [...CHROMIUM_ARGS],
    })
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('builds the tree, selects on click, applies a STYLING change instantly and undoes it', async () => {
    const page = await browser.newPage()
    await page.goto(`${origin}/parent.html`)
    await page.waitForFunction(() => (window as { parentReady?: boolean }).parentReady === true)
    const tree = (await page.evaluate(async () => {
      const w = window as unknown as {
        bridge: { call(name: string, ...args: unknown[]): Promise<unknown> }
        events: { kind: string; payload: { tree: unknown } }[]
      }
      await w.bridge.call('initProject', {
        projectId: 'p',
        canvasId: 'c',
        storyboardId: 'sb',
        storyboardType: 'APPLICATION',
        treeElementLookup: {},
        scopeLookup: {},
        storyboardComponentElement: null,
        zoomPerc: 1,
        driveModeEnabled: false,
        aiContextEnabled: false,
      })
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const latest = w.events.filter((event) => event.kind === 'navTree').at(-1)
        if (latest && JSON.stringify(latest.payload.tree).includes('"name":"Card"')) {
          return latest.payload.tree
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      throw new Error('no navigation tree with the Card component')
    })) as NodeLike
    const all: NodeLike[] = []
    const collect = (node: NodeLike) => {
      all.push(node)
      node.children.forEach(collect)
    }
    collect(tree)
    expect(all.map((node) => node.name)).toEqual(
      expect.arrayContaining(['body', 'div', 'App', 'main', 'h1', 'Card', 'section', 'h2', 'p']),
    )
    expect(tree.children[0]?.key).toBe('root|sb|0-0')
    const title = all.find((node) => node.name === 'h1') as NodeLike
    const titleId = title.key.split('|')[0] as string

    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!frame) throw new Error('no preview frame')
    await frame.locator('h1').click()
    await page.waitForFunction(
      (key) =>
        (
          window as unknown as { events: { kind: string; payload: { elementKey?: string } }[] }
        ).events.some(
          (event) => event.kind === 'selectedElementKey' && event.payload.elementKey === key,
        ),
      title.key,
    )

    const colorOf = () =>
      frame.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).color)
    expect(await colorOf()).toBe('rgb(0, 0, 255)')
    const done = await page.evaluate(
      async ({ titleId, key }) => {
        const w = window as unknown as {
          bridge: { call(name: string, ...args: unknown[]): Promise<{ successful: boolean }> }
          createChangeItem(input: unknown): unknown
          serialiseChangeItem(item: unknown): unknown
        }
        const item = w.createChangeItem({
          type: 'STYLING',
          changeFields: {
            codebaseId: titleId,
            stylingChanges: { color: 'rgb(255, 0, 0)' },
            stylingFramework: 'Inline',
            modifiers: [],
            customProperties: {},
          },
          selectAfterInstantUpdate: { elementKey: key, multiselectElementKeys: null },
        })
        const applied = await w.bridge.call(
          'applyChangeItemToDocument',
          w.serialiseChangeItem(item),
        )
        ;(window as unknown as { applied: unknown }).applied = item
        return applied
      },
      { titleId, key: title.key },
    )
    expect(done).toMatchObject({ successful: true, selection: { elementKey: title.key } })
    expect(await colorOf()).toBe('rgb(255, 0, 0)')

    const undone = await page.evaluate(async () => {
      const w = window as unknown as {
        bridge: { call(name: string, ...args: unknown[]): Promise<{ successful: boolean }> }
        createChangeItem(input: unknown): unknown
        serialiseChangeItem(item: unknown): unknown
        applied: unknown
      }
      const undo = w.createChangeItem({ type: 'UNDO', changeFields: { changeToUndo: w.applied } })
      return w.bridge.call('applyChangeItemToDocument', w.serialiseChangeItem(undo))
    })
    expect(undone).toMatchObject({ successful: true })
    expect(await colorOf()).toBe('rgb(0, 0, 255)')
    await page.close()
  }, 90_000)
})
