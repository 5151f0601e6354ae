// Lighthouse mobile on the public pages, as issue 23 measures them: the production build served
// by `vite preview` (prerendered pages by `language` cookie), Lighthouse's default mobile run
// (Moto G Power screen, simulated slow 4G, 4× CPU slowdown) in Debian's Chromium, on `/`,
// `/catalog` and `/login` in English and in Arabic. Run after `pnpm build` (the package's
// `bench:lighthouse` script does both). The catalogue and the landing page's featured courses
// need a backend: it starts apps/backend (built: apps/backend/dist) on a free port with an empty
// in-memory database, seeded like e2e's, unless SPLENDID_BACKEND_URL points at one already.
// Prints each page's figures and PASS/FAIL against the issue's targets. Always exits 0: it is a
// report, not a gate. LIGHTHOUSE_RUNS=n runs each page n times and keeps the median run (by
// performance score); Lighthouse's own advice for stable figures is 5. LIGHTHOUSE_REPORTS=<dir>
// keeps every run's full JSON report there.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/catalog,/login').split(',')
const LOCALES = ['en', 'ar']
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1)
/** A folder to keep each run's full report in (JSON, opens in the Lighthouse viewer). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS ?? ''
/** Issue 23's targets. */
const TARGETS = { score: 95, lcpMs: 1500, cls: 0.02, tbtMs: 150 }

const root = resolve(import.meta.dirname, '..')
const repoRoot = resolve(root, '../..')
const outDir = process.env.LEARNER_WEB_OUT_DIR ?? 'dist'
if (!existsSync(resolve(root, outDir, 'index.html'))) {
  console.error(`No build in ${resolve(root, outDir)}: run \`pnpm build\` first`)
  process.exit(0)
}

// What to stop if the run is interrupted (Ctrl-C): the backend and any Chromium still running.
const running = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const stop of running) stop()
    process.exit(130)
  })
}

/** Polls `url` until it answers, or fails after `seconds`. */
async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** Starts apps/backend like e2e does, on a free port with a throw-away database. */
async function startBackend() {
  const cli = join(repoRoot, 'apps/backend/dist/cli.js')
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`pnpm exec turbo run build\``)
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'splendid-lighthouse-db-'))
  const child = spawn(process.execPath, [cli, 'start'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const kill = () => child.kill()
  running.add(kill)
  await waitFor(`${url}/auth/v1/health`, 120)
  return {
    url,
    stop() {
      child.kill()
      running.delete(kill)
      // The database and, beside it, Storage's bytes (apps/backend: `<DATA_DIR>-storage`).
      for (const dir of [dataDir, `${dataDir}-storage`]) {
        rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
      }
    },
  }
}

/** A Chromium of its own (fresh profile: empty cache) with the DevTools port open. */
async function startChromium() {
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'splendid-lighthouse-chromium-'))
  const child = spawn(
    requireChromium(),
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so that stopping it stops its helper processes too.
    { stdio: 'ignore', detached: true },
  )
  const exited = new Promise((done) => child.once('exit', done))
  const kill = () => process.kill(-child.pid, 'SIGTERM')
  running.add(kill)
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30)
  return {
    port,
    async stop() {
      kill()
      running.delete(kill)
      await exited
      // Helpers may still be writing into the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
    },
  }
}

/**
 * Chooses `locale` as a returning visitor has: the `language` cookie the server reads and the
 * stored choice the app reads. Set on the site's icon (any other path would serve the app and
 * fill the cache), so the measured load still starts from an empty cache.
 */
async function chooseLanguage(port, origin, locale) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    await context.addCookies([{ name: 'language', value: locale, url: origin }])
    const page = await context.newPage()
    await page.goto(`${origin}/favicon.svg`)
    await page.evaluate((language) => localStorage.setItem('language', language), locale)
    await page.close()
  } finally {
    await browser.close()
  }
}

/** One Lighthouse mobile run of `path` in `locale`, in a fresh Chromium. */
async function measure(origin, path, locale) {
  const browser = await startChromium()
  try {
    await chooseLanguage(browser.port, origin, locale)
    const result = await lighthouse(`${origin}${path}`, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // The language chosen above lives in the cookie and local storage Lighthouse would clear.
      disableStorageReset: true,
    })
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${path}`)
    if (REPORTS) {
      const name = `${path === '/' ? 'landing' : path.slice(1)}-${locale}-${Date.now()}.json`
      writeFileSync(join(REPORTS, name), result.report)
    }
    return result.lhr
  } finally {
    await browser.stop()
  }
}

/** The LCP element's HTML, or why Lighthouse could not tell. */
function lcpElementOf(audit) {
  if (audit?.scoreDisplayMode === 'error') {
    // Lighthouse 12 cannot read every trace event of a newer Chromium: the metrics stay right,
    // some diagnostics fail.
    return `unknown (${String(audit.errorMessage).slice(0, 80)})`
  }
  return audit?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? 'unknown'
}

/** The figures of one report. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]
  const summary = (type) =>
    (audit('resource-summary')?.details?.items?.find((item) => item.resourceType === type)
      ?.transferSize ?? 0) / 1024
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    siMs: audit('speed-index').numericValue,
    jsKiB: summary('script'),
    fontKiB: summary('font'),
    totalKiB: summary('total'),
    // How fast this machine was during the run (Lighthouse's own measure; its mobile defaults
    // assume about 1,000 or more): a busy machine lengthens every simulated CPU task.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpElementOf(audit('largest-contentful-paint-element')),
    opportunities: Object.values(lhr.audits)
      .filter(
        (item) =>
          item.details?.type === 'opportunity' &&
          (item.details.overallSavingsMs ?? 0) >= 50 &&
          item.score !== null &&
          item.score < 1,
      )
      .map((item) => `${item.title} (~${Math.round(item.details.overallSavingsMs)} ms)`),
  }
}

if (REPORTS) mkdirSync(REPORTS, { recursive: true })
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`
const backend = process.env.SPLENDID_BACKEND_URL ? null : await startBackend()
if (backend) process.env.SPLENDID_BACKEND_URL = backend.url
const previewPort = await freePort()
const server = await preview({
  root,
  logLevel: 'silent',
  build: { outDir },
  preview: { port: previewPort, strictPort: true, host: '127.0.0.1' },
})
const origin = `http://127.0.0.1:${previewPort}`
const rows = []
try {
  for (const path of PAGES) {
    for (const locale of LOCALES) {
      const runs = []
      for (let run = 0; run < RUNS; run += 1)
        runs.push(figures(await measure(origin, path, locale)))
      runs.sort((a, b) => a.score - b.score)
      const median = runs[Math.floor(runs.length / 2)]
      rows.push({ path, locale, ...median })
      const verdict = (pass) => (pass ? 'PASS' : 'FAIL')
      console.log(
        [
          `\n${path} in ${locale === 'ar' ? 'Arabic' : 'English'} (Lighthouse mobile${RUNS > 1 ? `, median of ${RUNS} runs: scores ${runs.map((r) => r.score).join(', ')}` : ''}; machine benchmark index ${runs.map((r) => r.benchmarkIndex).join(', ')})`,
          `  performance score ${median.score}  ${verdict(median.score >= TARGETS.score)} (≥ ${TARGETS.score})`,
          `  LCP ${seconds(median.lcpMs)}  ${verdict(median.lcpMs <= TARGETS.lcpMs)} (≤ ${seconds(TARGETS.lcpMs)})`,
          `  CLS ${median.cls.toFixed(3)}  ${verdict(median.cls <= TARGETS.cls)} (≤ ${TARGETS.cls})`,
          `  TBT ${Math.round(median.tbtMs)} ms  ${verdict(median.tbtMs <= TARGETS.tbtMs)} (≤ ${TARGETS.tbtMs} ms)`,
          `  FCP ${seconds(median.fcpMs)}, Speed Index ${seconds(median.siMs)}`,
          `  transferred: ${median.totalKiB.toFixed(1)} KiB, of which JavaScript ${median.jsKiB.toFixed(1)} KiB and fonts ${median.fontKiB.toFixed(1)} KiB`,
          `  LCP element: ${median.lcpElement.replace(/\s+/g, ' ').slice(0, 120)}`,
          ...median.opportunities.map((line) => `  opportunity: ${line}`),
        ].join('\n'),
      )
    }
  }
} finally {
  await server.close()
  backend?.stop()
}

console.log('\n| page | score | LCP | CLS | TBT | FCP | Speed Index | JS | fonts | total |')
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) {
  const kib = (value) => `${value.toFixed(1)} KiB`
  console.log(
    `| \`${row.path}\` ${row.locale} | ${row.score} | ${seconds(row.lcpMs)} | ${row.cls.toFixed(3)} | ${Math.round(row.tbtMs)} ms | ${seconds(row.fcpMs)} | ${seconds(row.siMs)} | ${kib(row.jsKiB)} | ${kib(row.fontKiB)} | ${kib(row.totalKiB)} |`,
  )
}
