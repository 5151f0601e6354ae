import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../support/learner-test'
import { seededCourseTitles } from '../learning/seed-texts'

// Issue 23: course pictures come from the app and its backend only (no stock-photo or avatar
// service), at the width the card needs. The app reaches the backend through its own origin
// (the preview server's proxy), so every image request must stay on the page's origin.

/** Records the origin of every image the page requests over the network. */
function imageOrigins(page: Page): Set<string> {
  const origins = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() !== 'image') return
    const url = new URL(request.url())
    // Generated avatars are data: URIs, fetched from nowhere.
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin)
  })
  return origins
}

/** Scrolls each seeded course's card into view and waits for its cover to load. */
async function loadCovers(page: Page, cards: Locator): Promise<string[]> {
  await expect(cards).toHaveCount(4)
  const loaded: string[] = []
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded()
    const cover = card.locator('img[srcset]')
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    loaded.push(await cover.evaluate((image: HTMLImageElement) => image.currentSrc))
  }
  return loaded.map((address) => new URL(address, page.url()).pathname)
}

const seededCards = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: seededCourseTitles() }) })

test.describe('course images', () => {
  test('the landing page and the catalogue load images only from the app, covers at 320 px', {
    tag: '@paired',
  }, async ({ page, baseURL }) => {
    const origins = imageOrigins(page)

    await page.goto('/')
    const landingCovers = await loadCovers(page, seededCards(page))
    // The seeded covers in Storage, stored at 320 and 640 px: a card is 320 px wide at most,
    // so a screen of device pixel ratio 1 takes the 320 px one, on a phone and on a desktop.
    for (const path of landingCovers) {
      expect(path).toMatch(/^\/storage\/v1\/object\/public\/course-covers\/[a-z-]+\.320w\.webp$/)
    }

    await page.goto('/catalog')
    const catalogueCovers = await loadCovers(page, seededCards(page))
    for (const path of catalogueCovers) expect(path).toMatch(/\.320w\.webp$/)

    expect([...origins]).toEqual([new URL(baseURL ?? '').origin])
  })

  test('without a backend the landing page shows its own sample covers', {
    tag: '@paired',
  }, async ({ page }) => {
    const origins = imageOrigins(page)
    await page.route('**/rest/v1/courses**', (route) => route.abort('failed'))
    await page.goto('/')
    const track = page.getByTestId('featured-courses-track')
    const samples = await loadCovers(page, track.getByRole('article'))
    for (const path of samples) expect(path).toMatch(/^\/course-covers\/[a-z-]+\.320w\.webp$/)
    expect([...origins]).toEqual([new URL(page.url()).origin])
  })
})
