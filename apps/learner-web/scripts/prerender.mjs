// Prerenders the public pages (issue 23) after `vite build` and `vite build --ssr`: each page in
// English and in Arabic, rendered by the app's own components (src/prerender/render-page.tsx)
// into the built index.html, with the right <html lang dir>, the Arabic font preloaded for Arabic,
// the page's own chunks preloaded so hydration does not wait for them, and only what the first
// paint needs requested before it (scripts/first-paint.mjs). Writes
//   <outDir>/<page>/index.html      English (the default language)
//   <outDir>/ar/<page>/index.html   Arabic
//   <outDir>/app.html               the empty shell every other route starts from
//   <outDir>/prerendered.json       the pages, for the server that picks a file by language
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { criticalCssInliner, deferPastFirstPaint } from './first-paint.mjs'

const PAGES = [
  '/',
  '/catalog',
  '/pricing',
  '/faq',
  '/contact',
  '/booking-faqs',
  '/terms-of-service',
  '/privacy-policy',
  '/login',
  '/signup',
  '/forgot-password',
]
const LOCALES = ['en', 'ar']
// The screen module of each page, as the build manifest names it (src/app/page-loaders.ts).
const PAGE_SOURCES = {
  '/': 'src/features/site/landing-page.tsx',
  '/catalog': 'src/features/catalog/catalog-page.tsx',
  '/pricing': 'src/features/site/pricing-page.tsx',
  '/faq': 'src/features/site/faq-page.tsx',
  '/contact': 'src/features/site/contact-page.tsx',
  '/booking-faqs': 'src/features/site/booking-faqs-page.tsx',
  '/terms-of-service': 'src/features/site/terms-of-service-page.tsx',
  '/privacy-policy': 'src/features/site/privacy-policy-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/signup': 'src/features/auth/signup-page.tsx',
  '/forgot-password': 'src/features/auth/forgot-password-page.tsx',
}

const root = resolve(import.meta.dirname, '..')
const outDir = resolve(root, process.env.LEARNER_WEB_OUT_DIR ?? 'dist')
const ssrEntry = resolve(root, '.prerender', 'render-page.js')
// React and React Router as the browser runs them (their production builds), before they load.
// supabase-js, which some screens create on import, needs Node 20's `--experimental-websocket`.
process.env.NODE_ENV = 'production'
const { renderPage } = await import(pathToFileURL(ssrEntry).href)

const template = readFileSync(join(outDir, 'index.html'), 'utf8')
const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'))
// chunk file → the catalogues its modules need (scripts/feature-catalogues.ts).
const cataloguesByChunk = JSON.parse(readFileSync(join(outDir, '.vite', 'catalogues.json'), 'utf8'))
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root')

const arabicFont = readdirSync(join(outDir, 'assets')).find((file) =>
  /^noto-sans-arabic-core-wght-.*\.woff2$/.test(file),
)
if (!arabicFont) throw new Error('The Arabic font file is missing from the build')

/** The page's screen chunk and its static imports, each once. */
function chunksOf(source, seen = new Set()) {
  if (seen.has(source) || !manifest[source]) return seen
  seen.add(source)
  for (const next of manifest[source].imports ?? []) chunksOf(next, seen)
  return seen
}

const escapeAttribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

function pageHtml(page, { html, lang, dir }) {
  const source = PAGE_SOURCES[page]
  if (!manifest[source]) throw new Error(`The build manifest has no ${source}`)
  // The page's screen, and the catalogues its code and the shell's need in the page's language
  // (the app loads them before it hydrates: src/app/load-messages.ts).
  const chunks = chunksOf(source, chunksOf('index.html'))
  const needed = new Set([...chunks].flatMap((key) => cataloguesByChunk[manifest[key].file] ?? []))
  const catalogues = Object.keys(manifest).filter(
    (key) =>
      [...needed].some(
        (name) => key === `src/${name === 'ui' ? 'ui' : `features/${name}`}/locales/${lang}.po`,
      ) || key.endsWith(`/locales/${lang}/messages.ts`),
  )
  const preloads = [...chunks, ...catalogues]
    .map((key) => manifest[key].file)
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  if (lang === 'ar') {
    preloads.unshift(
      `<link rel="preload" href="/assets/${arabicFont}" as="font" type="font/woff2" crossorigin>`,
    )
  }
  return template
    .replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${dir}">`)
    .replace('</head>', `    ${preloads.join('\n    ')}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${lang}" data-path="${escapeAttribute(page)}">${html}</div>`,
    )
}

writeFileSync(join(outDir, 'app.html'), template)
const inlineCriticalCss = criticalCssInliner(outDir)
for (const locale of LOCALES) {
  for (const page of PAGES) {
    const rendered = await renderPage(page, locale)
    const folder = join(outDir, locale === 'en' ? '' : locale, page)
    mkdirSync(folder, { recursive: true })
    const html = await inlineCriticalCss(pageHtml(page, rendered))
    writeFileSync(join(folder, 'index.html'), deferPastFirstPaint(html))
  }
}
writeFileSync(
  join(outDir, 'prerendered.json'),
  `${JSON.stringify({ pages: PAGES, locales: LOCALES })}\n`,
)
console.log(`prerendered ${PAGES.length} pages × ${LOCALES.length} languages into ${outDir}`)
