import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '@splendid/vitest-config/browser'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Cold start: the editor's command (`splendid-editor <path>`) on a 2,000-file Vite + React
// project, from the command's start until the editor in Chromium lists the page's first element
// in its layers (selectable). The first start also pre-bundles the project's dependencies
// (Vite's optimizer, no cache yet); the later ones find that cache, as a designer's second start
// does. Figures go to stdout and bench/cold-start-results.json.
//
// The element counts as listed when the editor's page adds its row (a MutationObserver in the
// page notes the time), not when Playwright's wait, which polls at up to 500 ms intervals, sees
// it: that wait only ends the start.
const packageDir = fileURLToPath(new URL('..', import.meta.url))
const command = path.join(packageDir, 'bin', 'splendid-editor.mjs')
const FILES = Number(process.env.BENCH_FILES ?? 2000)
const STARTS = Number(process.env.BENCH_STARTS ?? 4)
// The page renders a few of the project's components; the others are the rest of a big codebase.
const RENDERED = 40

function component(index: number): string {
  const items = Array.from(
    { length: 12 },
    (_, item) =>
      `        <li className="flex gap-2 p-2">\n          <span className="font-medium">Item ${item}</span>\n          <span className="text-sm">Detail ${index}.${item}</span>\n        </li>`,
  ).join('\n')
  return `export function Feature${index}({ title = 'Feature ${index}' }: { title?: string }) {
  return (
    <section className="rounded border p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col">
${items}
      </ul>
    </section>
  )
}
`
}

/** A Vite + React project of `files` components in 25 folders, inside the package (bare imports resolve to its node_modules). */
function writeProject(files: number): string {
  const parent = path.join(packageDir, '.bench-tmp')
  mkdirSync(parent, { recursive: true })
  const root = mkdtempSync(path.join(parent, 'cold-'))
  mkdirSync(path.join(root, 'src'))
  writeFileSync(
    path.join(root, 'package.json'),
    `${JSON.stringify({ name: 'cold-start-bench', private: true, type: 'module', dependencies: { react: '*', 'react-dom': '*' }, devDependencies: { vite: '*', '@vitejs/plugin-react': '*' } }, null, 2)}\n`,
  )
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <body>\n    <div id="root"></div>\n    <script type="module" src="/src/main.tsx"></script>\n  </body>\n</html>\n',
  )
  writeFileSync(
    path.join(root, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react'\nimport { defineConfig } from 'vite'\n\nexport default defineConfig({ plugins: [react()] })\n",
  )
  writeFileSync(
    path.join(root, 'src', 'main.tsx'),
    "import { createRoot } from 'react-dom/client'\nimport { App } from './App'\n\ncreateRoot(document.getElementById('root') as HTMLElement).render(<App />)\n",
  )
  const imports: string[] = []
  const uses: string[] = []
  for (let index = 0; index < files - 3; index += 1) {
    const folder = path.join(root, 'src', `feature-${index % 25}`)
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, `Feature${index}.tsx`), component(index))
    if (index < RENDERED) {
      imports.push(`import { Feature${index} } from './feature-${index % 25}/Feature${index}'`)
      uses.push(`      <Feature${index} />`)
    }
  }
  writeFileSync(
    path.join(root, 'src', 'App.tsx'),
    `${imports.join('\n')}\n\nexport function App() {\n  return (\n    <main className="p-6">\n      <h1 className="text-3xl font-bold">Cold start</h1>\n${uses.join('\n')}\n    </main>\n  )\n}\n`,
  )
  return root
}

/** In the editor's page (not the preview's frame): when the layers first list an `h1` row. */
function noteFirstH1Row(): void {
  if (window.top !== window) return
  const page = window as unknown as { firstH1RowAt?: number }
  const observer = new MutationObserver(() => {
    for (const row of document.querySelectorAll('[role="tree"] [role="treeitem"]')) {
      // The row's text runs the tag and the element's text together ("h1Cold start").
      if (/^h1(?!\d)/.test(row.textContent ?? '')) {
        page.firstH1RowAt = performance.timeOrigin + performance.now()
        observer.disconnect()
        return
      }
    }
  })
  observer.observe(document, { subtree: true, childList: true, characterData: true })
}

function summary(samples: readonly number[]) {
  const later = [...samples.slice(1)].sort((a, b) => a - b)
  return {
    starts: samples.length,
    firstMs: Math.round(samples[0] ?? 0),
    laterMedianMs: Math.round(later[Math.floor((later.length - 1) / 2)] ?? 0),
    maxMs: Math.round(Math.max(...samples)),
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid, 'SIGINT')
  return exited
}

describe.skipIf(!existsSync(CHROMIUM_PATH))('cold start on a large project', () => {
  let root: string
  let stateDir: string
  let browser: Browser

  beforeAll(async () => {
    root = writeProject(FILES)
    stateDir = mkdtempSync(path.join(packageDir, '.bench-tmp', 'state-'))
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  })

  afterAll(async () => {
    await browser?.close()
    if (root) rmSync(root, { recursive: true, force: true })
    if (stateDir) rmSync(stateDir, { recursive: true, force: true })
  })

  it(`measures command start → first selectable element, ${FILES} files`, async () => {
    const times: number[] = []
    const printed: number[] = []
    for (let start = 0; start < STARTS; start += 1) {
      const ports = [await freePort(), await freePort(), await freePort()]
      const started = performance.now()
      const startedAt = Date.now()
      const child = spawn(
        process.execPath,
        [
          command,
          root,
          '--editor-port',
          String(ports[0]),
          '--port',
          String(ports[1]),
          '--api-port',
          String(ports[2]),
        ],
        {
          cwd: root,
          env: { ...process.env, XDG_STATE_HOME: stateDir, INIT_CWD: root },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        },
      )
      let output = ''
      child.stdout?.on('data', (chunk) => {
        output += chunk
      })
      child.stderr?.on('data', (chunk) => {
        output += chunk
      })
      try {
        const editorUrl = await new Promise<string>((resolve, reject) => {
          const timer = setInterval(() => {
            const url = /Editor:\s+(http:\/\/\S+?)\/?\s*$/m.exec(output)?.[1]
            if (url !== undefined) {
              clearInterval(timer)
              resolve(url)
            } else if (child.exitCode !== null || performance.now() - started > 120_000) {
              clearInterval(timer)
              reject(new Error(`the editor did not start:\n${output}`))
            }
          }, 5)
        })
        printed.push(performance.now() - started)
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
        await page.addInitScript(noteFirstH1Row)
        await page.goto(editorUrl)
        await page
          .getByRole('tree', { name: 'Layers' })
          .getByRole('treeitem', { name: /^h1\b/ })
          .first()
          .waitFor({ timeout: 120_000 })
        const listedAt = await page.evaluate(
          () => (window as unknown as { firstH1RowAt?: number }).firstH1RowAt,
        )
        if (listedAt === undefined) throw new Error('the page did not note its first h1 row')
        times.push(listedAt - startedAt)
        await page.close()
      } finally {
        await stop(child)
      }
    }
    const results = {
      date: new Date().toISOString(),
      project: `${FILES} files (${RENDERED} components rendered)`,
      commandToFirstSelectable: summary(times),
      commandToUrlPrinted: summary(printed),
    }
    console.info(
      JSON.stringify(results, null, 2),
      '\nsamples (ms):',
      times.map(Math.round).join(', '),
    )
    writeFileSync(
      path.join(packageDir, 'bench', 'cold-start-results.json'),
      `${JSON.stringify(results, null, 2)}\n`,
    )
    expect(times).toHaveLength(STARTS)
  })
})
