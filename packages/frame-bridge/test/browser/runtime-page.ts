import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { createServer } from 'vite'

// The runtime browser test's page: the editor stand-in (parent.html) with the instrumented app in
// its iframe, driven through the parent's bridge and the mouse.

const appRoot = fileURLToPath(new URL('./runtime-app', import.meta.url))
const packageDir = fileURLToPath(new URL('../..', import.meta.url))

/** The instrumented app in a Vite dev server, and Debian's Chromium to open it in. */
export interface RuntimeApp {
  readonly origin: string
  readonly browser: Browser
  close(): Promise<void>
}

/** Starts the app's dev server (a Vite cache of its own per test file) and the browser. */
export async function startRuntimeApp(cacheName: string): Promise<RuntimeApp> {
  const port = await freePort()
  const server = await createServer({
    root: appRoot,
    cacheDir: path.join(packageDir, 'node_modules', `.vite-${cacheName}`),
    configFile: false,
    logLevel: 'silent',
    server: {
      port,
      strictPort: true,
      host: '127.0.0.1',
      fs: { allow: [path.join(packageDir, '..', '..')] },
    },
    plugins: [
      splendidCodebaseIds({ root: appRoot, frameScript: { enabled: true, src: '/src/frame.ts' } }),
    ],
  })
  await server.listen()
  const browser = await chromium.launch({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS],
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

export interface NodeLike {
  key: string
  name: string
  children: NodeLike[]
}

/** Opens the editor stand-in and waits for the preview's first navigation tree with the Card. */
export async function openPreview(page: Page, origin: string): Promise<NodeLike> {
  await page.goto(`${origin}/parent.html`)
  await page.waitForFunction(() => (window as { parentReady?: boolean }).parentReady === true)
  return (await page.evaluate(async () => {
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
}

/** The keys of the nodes of a name, depth first. */
export function keysNamed(tree: NodeLike, name: string): string[] {
  const all: NodeLike[] = []
  const collect = (node: NodeLike) => {
    all.push(node)
    node.children.forEach(collect)
  }
  collect(tree)
  return all.filter((node) => node.name === name).map((node) => node.key)
}

/**
 * The key of the last node of a name, depth first: the Card's <p> and the root <div> come before
 * the ones the drag tests drop into.
 */
export function lastKeyNamed(tree: NodeLike, name: string): string | null {
  return keysNamed(tree, name).at(-1) ?? null
}

/** Waits until the parent heard that the element with this key is selected. */
export async function selected(page: Page, key: string | null): Promise<void> {
  await page.waitForFunction(
    (key) =>
      (
        window as unknown as { events: { kind: string; payload: { elementKey?: string } }[] }
      ).events.some(
        (event) => event.kind === 'selectedElementKey' && event.payload.elementKey === key,
      ),
    key,
  )
}

/** Has the parent apply a change item (as the editor does) and gives the frame's answer. */
export function applyChange(page: Page, input: unknown): Promise<unknown> {
  return page.evaluate(async (input) => {
    const w = window as unknown as {
      bridge: { call(name: string, ...args: unknown[]): Promise<unknown> }
      createChangeItem(input: unknown): unknown
      serialiseChangeItem(item: unknown): unknown
    }
    return w.bridge.call(
      'applyChangeItemToDocument',
      w.serialiseChangeItem(w.createChangeItem(input)),
    )
  }, input)
}

export function previewFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame())
  if (!frame) throw new Error('no preview frame')
  return frame
}

export interface DragEnd {
  dropParentKey: string | null
  dropChildIndex: number | null
  selectedChildIndex: number | null
  selectedSourceParentKey: string | null
}

/**
 * Drags the selected element (`em.mover` unless named) to a point of the preview (its viewport
 * coordinates) with the mouse; returns the drop line the overlay drew there and the `dragEnd`
 * the parent received.
 */
export async function dragMoverTo(page: Page, to: { x: number; y: number }, selector = 'em.mover') {
  const frame = previewFrame(page)
  const inset = await page.evaluate(() => {
    const iframe = document.querySelector('iframe') as HTMLIFrameElement
    const box = iframe.getBoundingClientRect()
    return { x: box.left + iframe.clientLeft, y: box.top + iframe.clientTop }
  })
  const from = await frame.evaluate((selector) => {
    const box = (document.querySelector(selector) as Element).getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }, selector)
  const ends = () =>
    page.evaluate(() => (window as unknown as { events: { kind: string }[] }).events.length)
  const before = await ends()
  await page.mouse.move(inset.x + from.x, inset.y + from.y)
  await page.mouse.down()
  await page.mouse.move(inset.x + from.x + 30, inset.y + from.y + 5, { steps: 4 })
  await page.mouse.move(inset.x + to.x, inset.y + to.y, { steps: 6 })
  const line = await frame.waitForFunction(() => {
    const host = document.querySelector('[data-splendid-overlay]')
    const bar = host?.shadowRoot?.querySelector('[data-kind="drop"]') as HTMLElement | null
    return bar && bar.style.display !== 'none'
      ? { left: Number.parseFloat(bar.style.left), top: Number.parseFloat(bar.style.top) }
      : null
  })
  const drawn = (await line.jsonValue()) as { left: number; top: number }
  await page.mouse.up()
  const end = await page.waitForFunction((count) => {
    const events = (window as unknown as { events: { kind: string; payload: unknown }[] }).events
    return events.slice(count).find((event) => event.kind === 'dragEnd')?.payload ?? null
  }, before)
  return { line: drawn, end: (await end.jsonValue()) as DragEnd }
}

/** Calls a frame function through the parent's bridge and gives its answer. */
export function bridgeCall(page: Page, name: string, ...args: unknown[]): Promise<unknown> {
  return page.evaluate(
    ({ name, args }) =>
      (
        window as unknown as {
          bridge: { call(name: string, ...args: unknown[]): Promise<unknown> }
        }
      ).bridge.call(name, ...args),
    { name, args },
  )
}
