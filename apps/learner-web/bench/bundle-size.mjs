// Bundle-size report for the landing route `/`: what the browser downloads before the first
// paint. Run after `vite build` (the package's `bench` script does both). It reads the built
// index.html (entry script, modulepreload links, stylesheets) and dist/.vite/manifest.json (the
// lazy landing page chunk and its static imports), gzips every file at level 9 and prints a
// table plus PASS/FAIL against the target. It always exits 0: it is a report, not a gate.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const TARGET_GZIP_KB = 150
const LANDING_SOURCE = 'src/features/site/landing-page.tsx'
// Loaded by the root layout's providers right after the first paint (src/lib/load-supabase.ts):
// shown for honesty, not counted in the first-paint total.
// Shared with lazy pages that import it statically, so the manifest may key it by chunk name.
const AFTER_PAINT_SOURCE = 'src/lib/supabase-client.ts'
const AFTER_PAINT_CHUNK_NAME = 'supabase-client'

const outDir = resolve(import.meta.dirname, '..', process.env.LEARNER_WEB_OUT_DIR ?? 'dist')
const htmlPath = join(outDir, 'index.html')
const manifestPath = join(outDir, '.vite', 'manifest.json')

if (!existsSync(htmlPath) || !existsSync(manifestPath)) {
  console.error(`No build in ${outDir} (index.html and .vite/manifest.json): run \`vite build\``)
  process.exit(0)
}

const html = readFileSync(htmlPath, 'utf8')
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

/** The `href`/`src` of every tag in index.html that matches `tagPattern`. */
function urlsOf(tagPattern, attribute) {
  const urls = []
  for (const tag of html.match(tagPattern) ?? []) {
    const value = new RegExp(`${attribute}="([^"]+)"`).exec(tag)?.[1]
    if (value) urls.push(value.replace(/^\//, ''))
  }
  return urls
}

const entryScripts = urlsOf(/<script\b[^>]*type="module"[^>]*>/g, 'src')
const preloads = urlsOf(/<link\b[^>]*rel="modulepreload"[^>]*>/g, 'href')
const stylesheets = urlsOf(/<link\b[^>]*rel="stylesheet"[^>]*>/g, 'href')

/** The manifest key whose chunk is `file`, or undefined. */
function keyOfFile(file) {
  return Object.keys(manifest).find((key) => manifest[key].file === file)
}

/** `key` and every chunk it imports statically, depth first, each once. */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) withStaticImports(next, seen)
  return seen
}

// Chunks already loaded by the entry (its static imports) are not counted twice.
const initialKeys = new Set()
for (const file of [...entryScripts, ...preloads]) {
  const key = keyOfFile(file)
  if (key) withStaticImports(key, initialKeys)
}
const landingKeys = [...withStaticImports(LANDING_SOURCE)].filter((key) => !initialKeys.has(key))
if (!manifest[LANDING_SOURCE]) console.warn(`The manifest has no ${LANDING_SOURCE} chunk`)

const cssOfKeys = (keys) => keys.flatMap((key) => manifest[key]?.css ?? [])

const rows = []
const seenFiles = new Set()
function add(kind, file) {
  if (seenFiles.has(file)) return
  seenFiles.add(file)
  const bytes = readFileSync(join(outDir, file))
  rows.push({ kind, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
}

for (const file of entryScripts) add('entry', file)
for (const file of preloads) add('preload', file)
for (const key of initialKeys) add('entry import', manifest[key].file)
for (const key of landingKeys)
  add(key === LANDING_SOURCE ? 'landing' : 'landing import', manifest[key].file)
const counted = new Set([...initialKeys, ...landingKeys])
const afterPaintKey =
  Object.keys(manifest).find(
    (key) => key === AFTER_PAINT_SOURCE || manifest[key].name === AFTER_PAINT_CHUNK_NAME,
  ) ?? AFTER_PAINT_SOURCE
const afterPaintKeys = [...withStaticImports(afterPaintKey)].filter((key) => !counted.has(key))
for (const key of afterPaintKeys) add('after paint', manifest[key].file)
for (const file of [...stylesheets, ...cssOfKeys([...initialKeys, ...landingKeys])])
  add('css', file)

// kB = 1000 bytes, as in the table `vite build` prints.
const kb = (bytes) => (bytes / 1000).toFixed(2)
const js = rows.filter((row) => row.kind !== 'css' && row.kind !== 'after paint')
const afterPaint = rows.filter((row) => row.kind === 'after paint')
const css = rows.filter((row) => row.kind === 'css')
const sum = (list, field) => list.reduce((total, row) => total + row[field], 0)

const fileWidth = Math.max(40, ...rows.map((row) => row.file.length))
const line = (a, b, c, d) =>
  `${a.padEnd(15)} ${b.padEnd(fileWidth)} ${c.padStart(10)} ${d.padStart(10)}`
console.log(`Bundle size of / (${outDir})\n`)
console.log(line('kind', 'file', 'raw kB', 'gzip kB'))
for (const row of rows) console.log(line(row.kind, row.file, kb(row.raw), kb(row.gzip)))
console.log('')
console.log(line('total', 'initial JS for / (gzip)', kb(sum(js, 'raw')), kb(sum(js, 'gzip'))))
console.log(
  line(
    'not counted',
    'loaded after first paint',
    kb(sum(afterPaint, 'raw')),
    kb(sum(afterPaint, 'gzip')),
  ),
)
console.log(line('total', 'CSS for / (gzip)', kb(sum(css, 'raw')), kb(sum(css, 'gzip'))))

const jsGzipKb = sum(js, 'gzip') / 1000
const verdict = jsGzipKb <= TARGET_GZIP_KB ? 'PASS' : 'FAIL'
console.log(
  `\n${verdict}: initial JS for / is ${jsGzipKb.toFixed(2)} kB gzip (target ≤ ${TARGET_GZIP_KB} kB)`,
)
