import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '@splendid/vitest-config/browser'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The frame runtime on a 5,000-element page (1,000 cards of a component and four host elements),
// inside the iframe of an editor stand-in, in Debian's Chromium. Figures go to stdout and to
// bench/results.json; README "Benchmarks" quotes them.
const CHROMIUM = CHROMIUM_PATH
const appRoot = fileURLToPath(new URL('./app', import.meta.url))
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.BENCH_RUNS ?? 30)

function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const round = (value: number) => Math.round(value * 100) / 100
  return { runs: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) }
}

// The lookups of a 2,000-file project (39 elements a file, as the cold-start bench's components).
const LOOKUP_FILES = 2000

/**
 * In the editor stand-in: the time until the frame has taken the whole lookups (`setNewLookups`,
 * which is what `updateCodebaseIds` carried after every change up to protocol 4), and a rewrite's
 * `updateCodebaseIds` with the change of one entry (protocol 5; it also rebuilds the tree).
 */
async function measureLookupsTravel({ runs, files }: { runs: number; files: number }) {
  type Call = (name: string, ...args: unknown[]) => Promise<unknown>
  const bridge = (window as unknown as { bridge: { call: Call } }).bridge
  const entry = (file: number, element: number) => ({
    codebaseId: `tempo-${String(file).padStart(8, '0')}-0000-4000-8000-${String(element).padStart(12, '0')}`,
    type: 'native',
    tagName: element === 0 ? 'section' : 'li',
    componentName: `Feature${file}`,
    parentCodebaseId: null,
    filePath: `src/feature-${file % 25}/Feature${file}.tsx`,
    line: element + 3,
    column: 6,
    removableClasses: ['flex', 'gap-2', 'p-2'],
    textIsStatic: true,
    editableText: `Item ${element}`,
    literalProps: { className: 'flex gap-2 p-2' },
  })
  const treeElementLookup: Record<string, ReturnType<typeof entry>> = {}
  for (let file = 0; file < files; file += 1)
    for (let element = 0; element < 39; element += 1) {
      const value = entry(file, element)
      treeElementLookup[value.codebaseId] = value
    }
  const lookups = { treeElementLookup, scopeLookup: {}, storyboardComponentElement: null }
  const whole: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now()
    await bridge.call('setNewLookups', lookups)
    whole.push(performance.now() - start)
  }
  const change: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const changed = { ...entry(run, 0), removableClasses: ['flex', `p-${run}`] }
    const start = performance.now()
    await bridge.call('updateCodebaseIds', {
      prevIdToNewIdMap: {},
      lookupsChange: {
        treeElementLookup: { [changed.codebaseId]: changed },
        scopeLookup: {},
        removedTreeElements: [],
        removedScopes: [],
      },
    })
    change.push(performance.now() - start)
  }
  return {
    entries: Object.keys(treeElementLookup).length,
    wholeJsonChars: JSON.stringify(lookups).length,
    whole,
    change,
  }
}

interface BenchNode {
  readonly key: string
  readonly name: string
  readonly identity: { readonly codebaseId: string }
  readonly pageBoundingBox: { readonly pageY: number } | null
}

describe.skipIf(!existsSync(CHROMIUM))('frame runtime benchmarks', () => {
  let server: ViteDevServer
  let browser: Browser
  let page: Page
  let frame: Frame

  beforeAll(async () => {
    const port = await freePort()
    server = await createServer({
      root: appRoot,
      cacheDir: path.join(packageDir, 'node_modules', '.vite-runtime-bench'),
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
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    })
    page = await browser.newPage({ viewport: { width: 1400, height: 900 } })
    await page.goto(`http://127.0.0.1:${port}/parent.html`)
    await page.waitForFunction(() => (window as { parentReady?: boolean }).parentReady === true)
    const found = page.frames().find((candidate) => candidate !== page.mainFrame())
    if (!found) throw new Error('no preview frame')
    frame = found
    await frame.waitForFunction(
      () => {
        const started = (
          globalThis as {
            __splendidFrameRuntime__?: {
              runtime: { state: { index: { nodes: Map<string, unknown> } } }
            }
          }
        ).__splendidFrameRuntime__
        return (started?.runtime.state.index.nodes.size ?? 0) >= 5000
      },
      undefined,
      { timeout: 120_000 },
    )
  })

  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('measures tree build, selection-to-outline and instant-update latency', async () => {
    const figures = await frame.evaluate(async (runs) => {
      type Runtime = {
        rebuildNavTree(): void
        functions: {
          setSelectedElement(key: string | null): void
          applyChangeItemToDocument(item: unknown): { successful: boolean }
        }
        state: {
          index: {
            nodes: Map<string, BenchNode>
          }
        }
      }
      const g = globalThis as unknown as {
        __splendidFrameRuntime__: { runtime: Runtime }
        benchHelpers: {
          buildNavTree(doc: Document, options: { storyboardId: string }): unknown
          createChangeItem(input: unknown): unknown
          serialiseChangeItem(item: unknown): unknown
        }
      }
      const runtime = g.__splendidFrameRuntime__.runtime
      const nodes = [...runtime.state.index.nodes.values()]
      const titles = nodes.filter((node) => node.name === 'h3')
      const frameOf = () => new Promise((resolve) => requestAnimationFrame(resolve))

      // Warm-up: the first builds include compiling the runtime's code.
      for (let run = 0; run < 3; run += 1) runtime.rebuildNavTree()
      // The tree alone (DOM walk, fibers, styles, boxes), then the runtime's whole rebuild: the
      // tree, the outer HTML, encoding and posting both to the parent, and the overlay redrawn.
      const build: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now()
        g.benchHelpers.buildNavTree(document, { storyboardId: 'preview' })
        build.push(performance.now() - start)
      }
      const rebuild: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const start = performance.now()
        runtime.rebuildNavTree()
        rebuild.push(performance.now() - start)
      }

      const host = document.querySelector('[data-splendid-overlay]')
      const outlineOf = () => host?.shadowRoot?.querySelector<HTMLElement>('[data-key="selected"]')
      const select: number[] = []
      for (let run = 0; run < runs; run += 1) {
        // Cards in the first screen: the outline is drawn without scrolling the page. (All
        // 1,000 titles share one codebase id; the key's unique path tells them apart.)
        const node = titles[run % 8]
        if (!node?.pageBoundingBox) continue
        await frameOf()
        const target = { top: node.pageBoundingBox.pageY - window.scrollY }
        const start = performance.now()
        runtime.functions.setSelectedElement(node.key)
        let frames = 0
        for (;;) {
          const outline = outlineOf()
          if (outline && Math.abs(Number.parseFloat(outline.style.top) - target.top) < 1) break
          if (frames++ > 120) {
            throw new Error(
              `no outline at ${target.top} for ${node.key}: ${outline?.style.cssText ?? 'none'}`,
            )
          }
          await frameOf()
        }
        select.push(performance.now() - start)
      }

      const instant: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const node = titles[(run * 53) % titles.length]
        if (!node) continue
        const element = document.querySelector(`.${node.identity.codebaseId}`) as HTMLElement
        const colour = `rgb(${run}, 10, 200)`
        const item = g.benchHelpers.createChangeItem({
          type: 'STYLING',
          changeFields: {
            codebaseId: node.identity.codebaseId,
            stylingChanges: { color: colour },
            stylingFramework: 'Tailwind',
            modifiers: [],
            customProperties: {},
          },
        })
        const start = performance.now()
        const result = runtime.functions.applyChangeItemToDocument(
          g.benchHelpers.serialiseChangeItem(item),
        )
        const seen = getComputedStyle(element).color === colour
        instant.push(performance.now() - start)
        if (!result.successful || !seen) throw new Error(`instant update ${run} not applied`)
      }
      return { nodes: nodes.length, build, rebuild, select, instant }
    }, RUNS)

    const lookups = await page.evaluate(measureLookupsTravel, {
      runs: Math.min(RUNS, 10),
      files: LOOKUP_FILES,
    })
    const results = {
      date: new Date().toISOString(),
      page: `${figures.nodes} navigation-tree nodes`,
      navTreeBuildMs: summary(figures.build),
      navTreeBuildAndSendMs: summary(figures.rebuild),
      selectionToOutlineMs: summary(figures.select),
      instantUpdateMs: summary(figures.instant),
      lookups: `${lookups.entries} tree elements of ${LOOKUP_FILES} files, ${lookups.wholeJsonChars} chars of JSON`,
      wholeLookupsSentMs: summary(lookups.whole),
      updateCodebaseIdsWithChangeMs: summary(lookups.change),
    }
    console.info(JSON.stringify(results, null, 2))
    writeFileSync(
      path.join(packageDir, 'bench', 'results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    expect(figures.nodes).toBeGreaterThanOrEqual(5000)
  })
})
