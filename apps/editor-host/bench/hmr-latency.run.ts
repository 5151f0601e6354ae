import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { splendidCodebaseIds } from '@splendid/codebase-ids'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '@splendid/vitest-config/browser'
import react from '@vitejs/plugin-react'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Edit → file → hot reload: a Tailwind padding change sent to mutate-api (as the editor sends
// it) until the preview page, kept open in Chromium by a Vite dev server with the codebase-ids
// plugin, shows the rewritten class. Figures go to stdout and bench/results.json.
const CHROMIUM = CHROMIUM_PATH
const packageDir = fileURLToPath(new URL('..', import.meta.url))
// mutate-api's command, as this package's dev dependency installs it (`bin` in its package.json).
const mutateCli = path.join(packageDir, 'node_modules', '.bin', 'splendid-mutate-api')
const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const TOKEN = 'bench-token-0123456789abcdef'

function summary(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const round = (value: number) => Math.round(value * 10) / 10
  return { runs: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), max: round(at(1)) }
}

/** A small app in a folder inside the package, so bare imports resolve to its node_modules. */
function writeApp(): string {
  const parent = path.join(packageDir, '.bench-tmp')
  mkdirSync(parent, { recursive: true })
  const root = mkdtempSync(path.join(parent, 'app-'))
  mkdirSync(path.join(root, 'src'))
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  )
  writeFileSync(
    path.join(root, 'src', 'main.tsx'),
    "import { createRoot } from 'react-dom/client'\nimport { App } from './App'\n\ncreateRoot(document.getElementById('root') as HTMLElement).render(<App />)\n",
  )
  const rows = Array.from(
    { length: 60 },
    (_, index) =>
      `        <li className="row">\n          <span className="label">Row ${index}</span>\n        </li>`,
  ).join('\n')
  writeFileSync(
    path.join(root, 'src', 'App.tsx'),
    `export function App() {\n  return (\n    <main className="page">\n      <h1 className="title p-2">Hot reload bench</h1>\n      <ul className="list">\n${rows}\n      </ul>\n    </main>\n  )\n}\n`,
  )
  return root
}

async function waitForHealth(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(url, { headers: { 'x-mutate-api-token': TOKEN } })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not come up`)
}

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(mutateCli))('edit → file → hot reload', () => {
  let root: string
  let vite: ViteDevServer
  let mutateApi: ChildProcess
  let apiUrl: string
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    root = writeApp()
    const [vitePort, apiPort] = [await freePort(), await freePort()]
    vite = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      cacheDir: path.join(root, '.vite'),
      server: { port: vitePort, strictPort: true, host: '127.0.0.1' },
      plugins: [splendidCodebaseIds({ root }), react()],
    })
    await vite.listen()
    apiUrl = `http://127.0.0.1:${apiPort}`
    mutateApi = spawn(mutateCli, ['--root', root, '--canvas', 'bench', '--port', String(apiPort)], {
      env: {
        ...process.env,
        MUTATE_API_TOKEN: TOKEN,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hmr-bench-activities-')),
      },
      stdio: 'ignore',
    })
    await waitForHealth(`${apiUrl}/canvases/bench/parseAndMutate/lookups`)
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    })
    page = await browser.newPage()
    await page.goto(`http://127.0.0.1:${vitePort}/`)
    await page.locator('h1.title').waitFor()
  })

  afterAll(async () => {
    await browser?.close()
    mutateApi?.kill()
    await vite?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('measures a styling change until the preview shows it', async () => {
    const lookups = (await (
      await fetch(`${apiUrl}/canvases/bench/parseAndMutate/lookups`, {
        headers: { 'x-mutate-api-token': TOKEN },
      })
    ).json()) as { treeElements: Record<string, { tagName: string }> }
    const [titleId, title] =
      Object.entries(lookups.treeElements).find(([, entry]) => entry.tagName === 'h1') ?? []
    if (!titleId || !title) throw new Error('no h1 in the lookups')
    const server: number[] = []
    const total: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const padding = run % 2 === 0 ? '32px' : '8px'
      const expected = run % 2 === 0 ? 'p-8' : 'p-2'
      const start = performance.now()
      const response = await fetch(`${apiUrl}/canvases/bench/parseAndMutate/mutate/styling`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mutate-api-token': TOKEN },
        body: JSON.stringify({
          reactElement: { ...title, codebaseId: titleId },
          styling: { padding },
          stylingFramework: 'Tailwind',
          modifiers: [],
          customProperties: {},
        }),
      })
      server.push(performance.now() - start)
      if (!response.ok) throw new Error(`styling failed: ${await response.text()}`)
      await page.waitForFunction(
        (name) => document.querySelector('h1')?.classList.contains(name) === true,
        expected,
        { polling: 'raf', timeout: 30_000 },
      )
      total.push(performance.now() - start)
    }
    const results = {
      date: new Date().toISOString(),
      change: 'Tailwind padding on an h1 of a 70-element component (p-2 ⇄ p-8)',
      mutateApiAnswerMs: summary(server),
      editToHotReloadMs: summary(total),
    }
    console.info(JSON.stringify(results, null, 2))
    writeFileSync(
      path.join(packageDir, 'bench', 'results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    expect(total).toHaveLength(RUNS)
  })
})
