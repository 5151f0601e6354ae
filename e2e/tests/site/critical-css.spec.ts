import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { REPO_ROOT } from '../../support/editor-paths'
import { currentLanguage, expect, test } from '../../support/learner-test'
import { LEARNER_WEB_OUT_DIR } from '../../support/ports'

// Issue 23: a prerendered page paints with only the CSS inlined in its HTML (its critical rules,
// scripts/first-paint.mjs); the whole stylesheet arrives later without blocking the paint. That
// first paint must be the page as the whole stylesheet shows it — else the page moves (layout
// shift) or changes face when the stylesheet lands. Compared element by element, app held back.
// Every page the build prerendered, as its prerender script lists them.
const { pages: PATHS } = JSON.parse(
  readFileSync(
    resolve(REPO_ROOT, 'apps/learner-web', LEARNER_WEB_OUT_DIR, 'prerendered.json'),
    'utf8',
  ),
) as { pages: string[] }

/** What the visitor sees of each element: its box, face, size and colours. */
function snapshot(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready
    const rows: string[] = []
    for (const element of Array.from(document.querySelectorAll('#root *'))) {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      rows.push(
        [
          element.localName,
          (element.textContent ?? '').trim().slice(0, 30),
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          style.fontFamily,
          style.fontSize,
          style.fontWeight,
          style.color,
          style.backgroundColor,
          style.display,
        ].join(' | '),
      )
    }
    return rows
  })
}

/** A page of `context` with the app's code held back: the prerendered page as first painted. */
async function openWithoutApp(context: BrowserContext, path: string, fullStylesheet: boolean) {
  const page = await context.newPage()
  await page.route('**/assets/*.js', (route) => route.abort())
  if (!fullStylesheet) await page.route('**/assets/*.css', (route) => route.abort())
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  // The page's loader adds the whole stylesheet after the first paint: wait until it applies, or,
  // held back, until it has been asked for (a failed sheet has rules no script may read).
  await page.waitForFunction((whole) => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')
    if (!whole || link?.sheet == null) return !whole && link !== null
    try {
      return link.sheet.cssRules.length > 0
    } catch {
      return false
    }
  }, fullStylesheet)
  return page
}

test('each prerendered page paints with its inlined CSS exactly as with the whole stylesheet @paired', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const language = currentLanguage()
  await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }])
  await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  expect(PATHS).toContain('/login')
  for (const path of PATHS) {
    const critical = await openWithoutApp(context, path, false)
    const first = await snapshot(critical)
    // The page really is prerendered and styled (not an empty shell compared with itself).
    expect(first.length, path).toBeGreaterThan(20)
    await critical.close()

    const full = await openWithoutApp(context, path, true)
    const whole = await snapshot(full)
    await full.close()
    const differences = first
      .map((row, index) => (row === whole[index] ? '' : `${row}\n  ≠ ${whole[index]}`))
      .filter(Boolean)
    expect(differences, `${path} (${language})`).toEqual([])
    expect(first.length, path).toBe(whole.length)
  }
})
