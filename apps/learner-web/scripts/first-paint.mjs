// What a prerendered page needs before its first paint, and nothing more (issue 23: LCP on a
// phone on slow 4G). The page's HTML already holds its text; what delayed its paint was every
// other byte sharing the link with it: the stylesheet (a render-blocking round trip) and the
// app's JavaScript (≈ 140 KiB, requested at once by the module script and its modulepreloads).
// So each prerendered page gets the CSS rules its own HTML uses inlined (Beasties), and its
// whole stylesheet (cached for every later page) and scripts requested right after the first
// paint instead of with the HTML: the page is readable first, then hydrates. What a visitor types
// meanwhile is kept (app/keep-typed-values).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Beasties from 'beasties'

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"/
const FONT_FACE = /@font-face\{[^}]*\}/g

/**
 * Inlines the critical CSS of `html`, whose stylesheet links point into `outDir`, and every
 * @font-face rule of the stylesheet (≈ 3 KB; a face is downloaded only when its characters are
 * shown): text is laid out in its own font from the first paint, so no swap moves it. Beasties
 * keeps only the faces of families its rules name, and ours name them through a variable
 * (`--font-sans`). The fonts are preloaded by index.html and prerender.mjs.
 */
export function criticalCssInliner(outDir) {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'media',
    inlineFonts: true,
    preloadFonts: false,
    // The stylesheet is shared by every page and the app: it stays whole.
    pruneSource: false,
    // Beasties 0.5 drops two kinds of rules that matter here: a rule on the root element
    // (`html[lang=ar]{…}`: the Arabic face) and every `:where(…)` rule (Tailwind's `space-y-*`).
    // e2e/tests/site/critical-css.spec.ts compares the first paint with the whole stylesheet's on
    // every prerendered page.
    allowRules: [/^html\[/, /^:where\(/],
    compress: true,
    logLevel: 'warn',
  })
  const fontFaces = new Map()
  const fontFacesOf = (stylesheet) => {
    if (!fontFaces.has(stylesheet)) {
      const css = readFileSync(join(outDir, stylesheet), 'utf8')
      fontFaces.set(stylesheet, (css.match(FONT_FACE) ?? []).join(''))
    }
    return fontFaces.get(stylesheet)
  }
  return async (html) => {
    const stylesheet = html.match(STYLESHEET)?.[1]
    if (!stylesheet) throw new Error('The page links no stylesheet')
    const inlined = await beasties.process(html)
    if (!inlined.includes('<style>')) throw new Error('Beasties inlined no critical CSS')
    return (
      inlined
        .replace('<style>', `<style>${fontFacesOf(stylesheet)}`)
        // Beasties' own marker, of no use in the page.
        .replace(' data-beasties-container', '')
    )
  }
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g
// The whole stylesheet as Beasties leaves it: fetched at once, applied when loaded.
const DEFERRED_STYLESHEET =
  /<link rel="stylesheet" crossorigin href="([^"]+)" media="print" onload="this\.media='all'">/

/**
 * Moves the page's whole stylesheet, module script and modulepreload links into a loader that
 * adds them once the browser reports the first contentful paint (a frame's paint is presented
 * later than its animation frame callbacks run). At once when the page is hidden (a background
 * tab paints nothing), waits for the app to show it in the visitor's language, or the browser does
 * not report paints; after 3 s at the latest.
 */
export function deferPastFirstPaint(html) {
  const entry = html.match(MODULE_SCRIPT)?.[1]
  if (!entry) throw new Error('The page has no module script to defer')
  const stylesheet = html.match(DEFERRED_STYLESHEET)?.[1]
  if (!stylesheet) throw new Error('The page has no deferred stylesheet (criticalCssInliner)')
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  const loader = `<script>
      // The app's stylesheet and code, requested once the prerendered page has painted
      // (scripts/first-paint.mjs).
      ;(() => {
        let loaded = false
        const load = () => {
          if (loaded) return
          loaded = true
          const add = (tag, properties) =>
            document.head.append(Object.assign(document.createElement(tag), properties))
          add('link', { rel: 'stylesheet', crossOrigin: '', href: ${JSON.stringify(stylesheet)} })
          for (const href of ${JSON.stringify(preloads)}) {
            add('link', { rel: 'modulepreload', crossOrigin: '', href })
          }
          add('script', { type: 'module', crossOrigin: '', src: ${JSON.stringify(entry)} })
        }
        const paints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
        // A page prerendered in the other language is hidden until the app renders it in this
        // one (index.html): nothing to paint first, the app is needed now.
        const pending = document.documentElement.hasAttribute('data-locale-pending')
        if (document.visibilityState === 'hidden' || !paints || pending) return load()
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return
          observer.disconnect()
          setTimeout(load)
        }).observe({ type: 'paint', buffered: true })
        setTimeout(load, 3000)
      })()
    </script>`
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(DEFERRED_STYLESHEET, '')
    .replace('</body>', `  ${loader}\n  </body>`)
}
