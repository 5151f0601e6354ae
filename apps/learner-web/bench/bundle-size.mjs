// What the browser loads: every script a public page fetches until the network is idle, counted
// as the browser counts it (not only the chunks a manifest says the first paint needs). Run after
// `pnpm build`, bundle and prerendered pages (the package's `bench` script does both). It serves
// the build with `vite preview`, opens each page in Debian's Chromium at 390 px in English and in
// Arabic, records every script response, gzips each body at level 9 and prints a table per page
// plus PASS/FAIL against the budget of issue 23 (≤ 150 KiB of JavaScript). It always exits 0: it
// is a report, not a gate.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, freePort, requireChromium } from '@splendid/vitest-config/browser'
import { chromium } from 'playwright-core'
import { preview } from 'vite'

const BUDGET_KIB = 150
const PAGES = ['/', '/login']
const LOCALES = ['en', 'ar']
// After `networkidle` (no request for 500 ms), a page may still start work on a timer.
const SETTLE_MS = 1000

const root = resolve(import.meta.dirname, '..')
const outDir = process.env.LEARNER_WEB_OUT_DIR ?? 'dist'
if (!existsSync(resolve(root, outDir, 'index.html'))) {
  console.error(`No build in ${resolve(root, outDir)}: run \`vite build\` first`)
  process.exit(0)
}

const port = await freePort()
const server = await preview({
  root,
  logLevel: 'silent',
  build: { outDir },
  preview: { port, strictPort: true, host: '127.0.0.1' },
})
const origin = `http://127.0.0.1:${port}`
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: [...CHROMIUM_ARGS],
})

/** Every script `path` loads in `locale` until the network is idle: url → gzip and raw bytes. */
async function scriptsOf(path, locale) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  await context.addInitScript((language) => localStorage.setItem('language', language), locale)
  await context.addCookies([{ name: 'language', value: locale, url: origin }])
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname.replace(/^\//, ''),
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(SETTLE_MS)
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(pending)
  await context.close()
  return scripts.sort((a, b) => b.gzip - a.gzip)
}

// KiB = 1024 bytes, the unit of the budget (Lighthouse and DevTools count in KiB too).
const kib = (bytes) => (bytes / 1024).toFixed(2)
const sum = (list, field) => list.reduce((total, row) => total + row[field], 0)
const verdicts = []
try {
  for (const path of PAGES) {
    for (const locale of LOCALES) {
      const scripts = await scriptsOf(path, locale)
      const width = Math.max(44, ...scripts.map((row) => row.file.length))
      const line = (a, b, c) => `${a.padEnd(width)} ${b.padStart(10)} ${c.padStart(10)}`
      console.log(`\n${path} in ${locale === 'ar' ? 'Arabic' : 'English'}, 390 px\n`)
      console.log(line('script', 'raw KiB', 'gzip KiB'))
      for (const row of scripts) console.log(line(row.file, kib(row.raw), kib(row.gzip)))
      const total = sum(scripts, 'gzip')
      console.log(line(`total: ${scripts.length} scripts`, kib(sum(scripts, 'raw')), kib(total)))
      const pass = total <= BUDGET_KIB * 1024
      verdicts.push(
        `${pass ? 'PASS' : 'FAIL'}: ${path} (${locale}) loads ${kib(total)} KiB of gzipped JavaScript (budget ≤ ${BUDGET_KIB} KiB)`,
      )
    }
  }
} finally {
  await browser.close()
  await server.close()
}
console.log(`\n${verdicts.join('\n')}`)
